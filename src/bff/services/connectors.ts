import { StudioConnector } from '@contracts/bff-api';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { gatewayFailure } from './gateway-failure';

const askGateway = async (env: Environment): Promise<StudioConnector[]> => {
  const result = await env.provisioning.listConnectors();
  // Parsing with the BFF's own schema keeps only the listed, non-secret fields.
  if (result.ok) return result.body.connectors.map((c) => StudioConnector.parse(c));
  if (result.status === 404 && env.config.connectors.length > 0) return env.config.connectors.map((c) => StudioConnector.parse(c));
  throw gatewayFailure(result);
};

/**
 * How long a connector list is believed. What it says (which connectors exist, which are
 * meta-connectors and of which kind, disabled, archived) changes only when an administrator
 * reconfigures a connector at the gateway: 5 s shows such a change in the studio sooner than anyone
 * can switch from the gateway's admin to the studio and reload, while the requests of one page load,
 * a save right after its read and a burst of concurrent reads share one gateway call.
 */
export const CONNECTORS_MAX_AGE_MS = 5_000;

/** The last list asked per environment (in flight or answered), shared by concurrent requests. */
const lists = new WeakMap<Environment, { at: number; list: Promise<StudioConnector[]> }>();

/**
 * The environment's connectors, asked afresh: the gateway's list when it has one (the sandbox does),
 * otherwise the connectors declared in the config (a real gateway may not publish `listConnectors` at
 * our path). Only non-secret fields are returned: API keys and passwords stay in the config. The
 * answer is kept for the reads that may use a recent one.
 */
export const listConnectors = (env: Environment, now = Date.now()): Promise<StudioConnector[]> => {
  const entry = { at: now, list: askGateway(env) };
  lists.set(env, entry);
  // A failed call is not kept: the next read asks again.
  entry.list.catch(() => lists.get(env) === entry && lists.delete(env));
  return entry.list;
};

/** The list at most `CONNECTORS_MAX_AGE_MS` old: asked again only when older. */
export const recentConnectors = (env: Environment, now = Date.now()): Promise<StudioConnector[]> => {
  const entry = lists.get(env);
  return entry && now - entry.at <= CONNECTORS_MAX_AGE_MS ? entry.list : listConnectors(env, now);
};

/** Called when the gateway contradicts the list (a routing get refused for the connector's kind): the next look asks afresh. */
export const forgetConnectors = (env: Environment) => void lists.delete(env);

export const findConnector = async (env: Environment, guid: string, now = Date.now()): Promise<StudioConnector> => {
  const connector = (await listConnectors(env, now)).find((c) => c.guid === guid);
  if (!connector) throw new HttpError(404, 'CONNECTOR_NOT_FOUND', `Connector '${guid}' does not exist in environment '${env.config.id}'`);
  return connector;
};

/** A connector from the recent list; one not in it may be new at the gateway, so it is asked afresh before answering 404. */
export const findConnectorForRead = async (env: Environment, guid: string, now = Date.now()): Promise<StudioConnector> =>
  (await recentConnectors(env, now)).find((c) => c.guid === guid) ?? findConnector(env, guid, now);

/**
 * The connector a routing get or set is about. A meta-connector may come from a list of any age:
 * the gateway's own routing get, made in the same request, refuses a connector that is gone or of
 * another kind (services/routing.ts then asks afresh), so a save needs no list of its own. Anything
 * the get would not confirm (not listed, not a meta-connector) comes from a recent list.
 */
export const findRoutingConnector = async (env: Environment, guid: string, now = Date.now()): Promise<StudioConnector> => {
  const entry = lists.get(env);
  const listed = entry && (await entry.list.catch(() => [])).find((c) => c.guid === guid);
  if (listed?.isMetaConnector) return listed;
  return findConnectorForRead(env, guid, now);
};
