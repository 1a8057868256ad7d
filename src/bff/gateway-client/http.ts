import type { z } from 'zod';
import { GatewayError } from '../../contracts/gateway-provisioning';
import { GatewayProtocolError, GatewayUnavailableError } from './errors';

export type GatewayResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; error: GatewayError };

export interface BasicCredentials {
  username: string;
  password: string;
}

export interface GatewayRequest<T> {
  baseUrl: string;
  path: string;
  method: 'GET' | 'POST';
  credentials: BasicCredentials;
  body?: unknown;
  schema: z.ZodType<T>;
  timeoutMs?: number;
}

const basic = ({ username, password }: BasicCredentials) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/**
 * One HTTP call to the gateway: Basic auth, JSON, timeout, and both outcomes parsed against the
 * contract (success body by `schema`, failure by the gateway's error envelope).
 */
export const callGateway = async <T>(req: GatewayRequest<T>): Promise<GatewayResult<T>> => {
  const url = new URL(req.path, req.baseUrl).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      method: req.method,
      headers: {
        authorization: basic(req.credentials),
        accept: 'application/json',
        ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: AbortSignal.timeout(req.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new GatewayUnavailableError(url, error);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GatewayProtocolError(url, response.status, `not JSON: ${text.slice(0, 120)}`);
  }
  if (response.ok) {
    const parsed = req.schema.safeParse(json);
    if (!parsed.success) throw new GatewayProtocolError(url, response.status, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return { ok: true, status: response.status, body: parsed.data };
  }
  const failure = GatewayError.safeParse(json);
  if (!failure.success) throw new GatewayProtocolError(url, response.status, text.slice(0, 200));
  return { ok: false, status: response.status, error: failure.data };
};
