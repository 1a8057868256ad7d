import type { z } from 'zod';
import { GatewayError } from '../../contracts/gateway-provisioning';
import { JSON_LIMITS, jsonDepthExceeds, tooDeepMessage } from '../../domain/json/json-limits';
import { UNSTORABLE_REASON, unstorableFieldOf } from '../../domain/json/storable-text';
import { GatewayProtocolError, GatewayUnavailableError } from './errors';

export type GatewayResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; error: GatewayError };

export interface BasicCredentials {
  username: string;
  password: string;
}

export const basicAuthorization = ({ username, password }: BasicCredentials) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

export interface JsonExchange {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** The body exactly as sent (a signature covers these bytes). */
  body?: string;
  timeoutMs?: number;
}

/**
 * One HTTP call to the gateway that must answer JSON, whatever its status. Unreachable or timed out
 * → GatewayUnavailableError (502/504, nothing changed); a body that is not JSON →
 * GatewayProtocolError. Interpreting the status and body is the caller's, per interface.
 */
export const exchangeJson = async (req: JsonExchange): Promise<{ status: number; json: unknown }> => {
  let response: Response;
  try {
    response = await fetch(req.url, {
      method: req.method,
      headers: { accept: 'application/json', ...req.headers },
      body: req.body,
      signal: AbortSignal.timeout(req.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new GatewayUnavailableError(req.url, error);
  }
  const text = await response.text();
  // The same limits as a request's: an answer beyond them would break the schemas and the database.
  if (jsonDepthExceeds(text, JSON_LIMITS.maxDepth)) throw new GatewayProtocolError(req.url, response.status, tooDeepMessage());
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GatewayProtocolError(req.url, response.status, `not JSON: ${text.slice(0, 120)}`);
  }
  const field = unstorableFieldOf(json);
  if (field) throw new GatewayProtocolError(req.url, response.status, `'${field.join('.')}' ${UNSTORABLE_REASON}`);
  return { status: response.status, json };
};

/** Parses a gateway body against its contract; a mismatch is the gateway's fault (502), never the user's. */
export const parseGatewayBody = <T>(schema: z.ZodType<T>, json: unknown, url: string, status: number): T => {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new GatewayProtocolError(url, status, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
};

export interface GatewayRequest<T> {
  baseUrl: string;
  path: string;
  method: 'GET' | 'POST';
  credentials: BasicCredentials;
  body?: unknown;
  schema: z.ZodType<T>;
  timeoutMs?: number;
}

/**
 * One call to the provisioning interface: Basic auth, JSON, and both outcomes parsed against the
 * contract (success body by `schema`, failure by the provisioning error envelope).
 */
export const callGateway = async <T>(req: GatewayRequest<T>): Promise<GatewayResult<T>> => {
  const url = new URL(req.path, req.baseUrl).toString();
  const { status, json } = await exchangeJson({
    url,
    method: req.method,
    headers: { authorization: basicAuthorization(req.credentials), ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    timeoutMs: req.timeoutMs,
  });
  if (status >= 200 && status < 300) return { ok: true, status, body: parseGatewayBody(req.schema, json, url, status) };
  const failure = GatewayError.safeParse(json);
  if (!failure.success) throw new GatewayProtocolError(url, status, JSON.stringify(json).slice(0, 200));
  return { ok: false, status, error: failure.data };
};
