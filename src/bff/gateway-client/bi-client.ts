import type { z } from 'zod';
import { BI_QUERY_PATH, BiErrorResponse, BiSearchResponse } from '@contracts/gateway-bi';
import { basicAuthorization, parseGatewayBody, type BasicCredentials } from './http';
import { GatewayProtocolError, GatewayUnavailableError } from './errors';

export interface BiCall {
  /** `{bi_url}` or `{bi_sandbox_url}`; the query path is appended (a base with a path keeps it). */
  baseUrl: string;
  credentials: BasicCredentials;
  /** A DSL body (POST) or a query string (GET `?q=`). */
  request: { body: object } | { q: string; size?: number };
  timeoutMs: number;
  maxAnswerBytes: number;
}

export type BiAnswer<T = BiSearchResponse> = { ok: true; body: T } | { ok: false; status: number; error: BiErrorResponse['error'] };

/** The answer's text, or a protocol error once it grows past `limit` bytes (the rest is not read). */
const readLimited = async (response: Response, url: string, limit: number): Promise<string> => {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new GatewayProtocolError(url, response.status, `answer larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * One query to a BI data source. A 2xx is parsed as a search response (or the caller's narrower
 * `schema`), a 4xx as OpenSearch's error body (the caller passes it on to the user); anything
 * else is the data source's fault.
 */
export const searchBi = async <T = BiSearchResponse>(call: BiCall, schema: z.ZodType<T> = BiSearchResponse as unknown as z.ZodType<T>): Promise<BiAnswer<T>> => {
  const base = call.baseUrl.replace(/\/+$/, '');
  const { request } = call;
  const isGet = 'q' in request;
  const url = isGet ? `${base}${BI_QUERY_PATH}?${new URLSearchParams({ q: request.q, ...(request.size !== undefined ? { size: String(request.size) } : {}) })}` : `${base}${BI_QUERY_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: isGet ? 'GET' : 'POST',
      headers: { accept: 'application/json', authorization: basicAuthorization(call.credentials), ...(isGet ? {} : { 'content-type': 'application/json' }) },
      body: isGet ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    throw new GatewayUnavailableError(base, error);
  }
  let json: unknown;
  try {
    json = JSON.parse(await readLimited(response, base, call.maxAnswerBytes));
  } catch (error) {
    if (error instanceof GatewayProtocolError) throw error;
    if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') throw new GatewayUnavailableError(base, error);
    throw new GatewayProtocolError(base, response.status, 'not JSON');
  }
  if (response.ok) return { ok: true, body: parseGatewayBody(schema, json, base, response.status) };
  if (response.status >= 400 && response.status < 500) {
    const refusal = BiErrorResponse.safeParse(json);
    if (refusal.success) return { ok: false, status: response.status, error: refusal.data.error };
  }
  throw new GatewayProtocolError(base, response.status, JSON.stringify(json).slice(0, 200));
};
