import type { z } from 'zod';
import { GatewayError } from '@contracts/gateway-provisioning';
import { JSON_LIMITS, jsonDepthExceeds, tooDeepMessage } from '@domain/json/json-limits';
import { UNSTORABLE_REASON, unstorableFieldOf } from '@domain/json/storable-text';
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
  /** A 2xx answer this text was already checked and parsed for (callGateway's memo): not checked again. */
  known?: (text: string) => boolean;
}

/**
 * One HTTP call to the gateway that must answer JSON, whatever its status. Unreachable or timed out
 * → GatewayUnavailableError (502/504, nothing changed); a body that is not JSON →
 * GatewayProtocolError. Interpreting the status and body is the caller's, per interface.
 */
export const exchangeJson = async (req: JsonExchange): Promise<{ status: number; json: unknown; text: string }> => {
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
  if (response.status >= 200 && response.status < 300 && req.known?.(text)) return { status: response.status, json: undefined, text };
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
  return { status: response.status, json, text };
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
 * The last successful answer to a GET per URL, as text and as parsed, for a few URLs. Reading a
 * 20,000-rule document again (each editor load) got the same text back, and checking and parsing it
 * (depth scan, JSON, storable text, the contract's schema) cost the BFF as much as the gateway's
 * answer took; the same text parses to the same result, which is immutable, so it is handed out again.
 */
const ANSWERS_KEPT = 16;
const answers = new Map<string, { text: string; schema: z.ZodType<unknown>; body: unknown }>();

const remembered = <T>(url: string, text: string, schema: z.ZodType<T>): T | undefined => {
  const hit = answers.get(url);
  return hit && hit.text === text && hit.schema === schema ? (hit.body as T) : undefined;
};

const remember = (url: string, text: string, schema: z.ZodType<unknown>, body: unknown) => {
  answers.delete(url);
  answers.set(url, { text, schema, body });
  if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
};

/**
 * One call to the provisioning interface: Basic auth, JSON, and both outcomes parsed against the
 * contract (success body by `schema`, failure by the provisioning error envelope).
 */
export const callGateway = async <T>(req: GatewayRequest<T>): Promise<GatewayResult<T>> => {
  const url = new URL(req.path, req.baseUrl).toString();
  // The remembered answer exchangeJson recognised (it then skipped checking and parsing the text).
  let known: T | undefined;
  const { status, json, text } = await exchangeJson({
    url,
    method: req.method,
    headers: { authorization: basicAuthorization(req.credentials), ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    timeoutMs: req.timeoutMs,
    ...(req.method === 'GET' ? { known: (answer: string) => (known = remembered(url, answer, req.schema)) !== undefined } : {}),
  });
  if (status >= 200 && status < 300) {
    if (known !== undefined) return { ok: true, status, body: known };
    const body = parseGatewayBody(req.schema, json, url, status);
    if (req.method === 'GET') remember(url, text, req.schema, body);
    return { ok: true, status, body };
  }
  const failure = GatewayError.safeParse(json);
  if (!failure.success) throw new GatewayProtocolError(url, status, JSON.stringify(json).slice(0, 200));
  return { ok: false, status, error: failure.data };
};
