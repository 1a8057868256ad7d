import type { z } from 'zod';
import {
  ApiError,
  ConnectorsListResponse,
  ConstraintsListResponse,
  EnvironmentsResponse,
  Health,
  RoutingEnvelope,
  apiPaths,
  type SaveRoutingRequest,
} from '../../contracts/bff-api';

/**
 * A failed BFF call. Always carries an ApiError, synthesised when the response was not one (network
 * failure, proxy error page, unexpected body), so the UI has exactly one error shape to show.
 */
export class ApiClientError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.error.message);
    this.name = 'ApiClientError';
    this.status = status;
    this.body = body;
  }

  get code(): string {
    return this.body.error.code;
  }
}

const synthetic = (code: string, message: string): ApiError => ({ error: { code, message } });

const request = async <T>(schema: z.ZodType<T>, path: string, init?: RequestInit): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}), ...init?.headers },
    });
  } catch {
    throw new ApiClientError(0, synthetic('network_error', 'Cannot reach the Routing Studio server. Check your connection and try again.'));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiError.safeParse(body);
    throw new ApiClientError(
      response.status,
      parsed.success ? parsed.data : synthetic(`http_${response.status}`, `The server answered HTTP ${response.status} ${response.statusText}`.trim()),
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiClientError(response.status, synthetic('invalid_response', `Unexpected response from ${path}`));
  return parsed.data;
};

export const api = {
  health: () => request(Health, apiPaths.health),
  environments: () => request(EnvironmentsResponse, apiPaths.environments),
  connectors: (env: string) => request(ConnectorsListResponse, apiPaths.connectors(env)),
  constraints: (env: string) => request(ConstraintsListResponse, apiPaths.constraints(env)),
  routing: (env: string, guid: string) => request(RoutingEnvelope, apiPaths.routing(env, guid)),
  saveRouting: (env: string, guid: string, body: SaveRoutingRequest) =>
    request(RoutingEnvelope, apiPaths.routing(env, guid), { method: 'PUT', body: JSON.stringify(body) }),
};

export const errorMessage = (error: unknown): string =>
  error instanceof ApiClientError ? error.body.error.message : error instanceof Error ? error.message : 'Something went wrong';
