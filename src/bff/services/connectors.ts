import { StudioConnector } from '../../contracts/bff-api';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { gatewayFailure } from './gateway-failure';

/**
 * The environment's connectors: the gateway's list when it has one (the sandbox does), otherwise the
 * connectors declared in the config (a real gateway may not publish `listConnectors` at our path).
 * Only non-secret fields are returned: API keys and passwords stay in the config.
 */
export const listConnectors = async (env: Environment): Promise<StudioConnector[]> => {
  const result = await env.provisioning.listConnectors();
  // Parsing with the BFF's own schema keeps only the listed, non-secret fields.
  if (result.ok) return result.body.connectors.map((c) => StudioConnector.parse(c));
  if (result.status === 404 && env.config.connectors.length > 0) return env.config.connectors.map((c) => StudioConnector.parse(c));
  throw gatewayFailure(result);
};

export const findConnector = async (env: Environment, guid: string): Promise<StudioConnector> => {
  const connector = (await listConnectors(env)).find((c) => c.guid === guid);
  if (!connector) throw new HttpError(404, 'CONNECTOR_NOT_FOUND', `Connector '${guid}' does not exist in environment '${env.config.id}'`);
  return connector;
};

/**
 * Reads may use a connector list up to `CONNECTORS_MAX_AGE_MS` old (one gateway call per
 * environment and interval, shared by concurrent requests) instead of one per request: whether a
 * connector is a meta-connector, and of which kind, changes at most when an administrator
 * reconfigures it. Saves always ask the gateway afresh.
 */
export const CONNECTORS_MAX_AGE_MS = 10_000;
const recent = new WeakMap<Environment, { at: number; list: Promise<StudioConnector[]> }>();

export const findConnectorForRead = async (env: Environment, guid: string, now = Date.now()): Promise<StudioConnector> => {
  let cached = recent.get(env);
  if (!cached || now - cached.at > CONNECTORS_MAX_AGE_MS) {
    cached = { at: now, list: listConnectors(env) };
    recent.set(env, cached);
    // A failed call is not kept: the next read asks again.
    cached.list.catch(() => recent.delete(env));
  }
  const connector = (await cached.list).find((c) => c.guid === guid);
  // Unknown here may be new at the gateway: ask afresh before answering 404.
  return connector ?? findConnector(env, guid);
};
