import { z } from 'zod';
import {
  AuditResponse,
  authPaths,
  SessionInfo,
  UserSummary,
  UsersResponse,
  VersionDetail,
  VersionsResponse,
  type CreateUserRequest,
  type LoginRequest,
  type UpdateUserRequest,
} from '@contracts/bff-auth';
import {
  ApiError,
  ConnectorsListResponse,
  ConstraintsListResponse,
  EnvironmentsResponse,
  Health,
  readRoutingEnvelope,
  SaveResolution,
  apiPaths,
  type SaveRoutingRequest,
} from '@contracts/bff-api';
import { CapabilitiesResponse, capabilitiesPath } from '@contracts/bff-capabilities';
import { GoldenCasesResponse, goldenPaths } from '@contracts/bff-golden';
import type { GoldenCaseInput } from '@domain/routing/evaluation/golden-cases';
import { dropEarlyReads, READ_INIT, takeEarlyRead } from './early-reads';

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

// The session's CSRF token, echoed on every mutating request. It lives in memory only: a reload
// asks /api/session again, so no script-readable cookie is needed.
let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** What reads a response body: a contract's zod schema, or a faster reader giving the same answers. */
export interface BodySchema<T> {
  safeParse(body: unknown): { success: true; data: T } | { success: false };
}

/**
 * One BFF call: fetch, then the status and the contract. A GET the page's early script already
 * started (lib/early-reads.ts) takes that response, once, and reads it exactly as one fetched here.
 */
export const request = async <T>(schema: BodySchema<T>, path: string, init?: RequestInit): Promise<T> => {
  const mutating = MUTATING.has(init?.method ?? 'GET');
  // A write may change what an early GET would answer (a sign-in, a save): none is taken after one.
  if (mutating) dropEarlyReads();
  const pending = mutating ? null : takeEarlyRead(path);
  const send = () =>
    fetch(path, {
      ...init,
      credentials: READ_INIT.credentials,
      headers: {
        ...READ_INIT.headers,
        ...(init?.body ? { 'content-type': 'application/json' } : {}),
        ...(csrfToken && mutating ? { 'x-csrf-token': csrfToken } : {}),
        ...init?.headers,
      },
    });
  let response: Response;
  try {
    response = await (pending ?? send());
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
  capabilities: (env: string) => request(CapabilitiesResponse, capabilitiesPath(env)),
  routing: (env: string, guid: string) => request(readRoutingEnvelope, apiPaths.routing(env, guid)),
  saveRouting: (env: string, guid: string, body: SaveRoutingRequest) =>
    request(readRoutingEnvelope, apiPaths.routing(env, guid), { method: 'PUT', body: JSON.stringify(body) }),
  resolveSave: (env: string, guid: string, attempt: number) => request(SaveResolution, apiPaths.resolveSave(env, guid, attempt), json('POST', {})),
  session: () => request(SessionInfo, authPaths.session),
  login: (body: LoginRequest) => request(SessionInfo, authPaths.login, { method: 'POST', body: JSON.stringify(body) }),
  logout: () => request(z.object({ ok: z.boolean() }), authPaths.logout, { method: 'POST', body: '{}' }),
  users: () => request(UsersResponse, authPaths.users),
  createUser: (body: CreateUserRequest) => request(UserSummary, authPaths.users, { method: 'POST', body: JSON.stringify(body) }),
  updateUser: (id: number, body: UpdateUserRequest) => request(UserSummary, authPaths.user(id), { method: 'PATCH', body: JSON.stringify(body) }),
  audit: (query: Record<string, string>) => request(AuditResponse, `${authPaths.audit}?${new URLSearchParams(query).toString()}`),
  versions: (env: string, guid: string) => request(VersionsResponse, authPaths.versions(env, guid)),
  version: (env: string, guid: string, id: number) => request(VersionDetail, authPaths.version(env, guid, id)),
  goldenCases: (env: string, guid: string) => request(GoldenCasesResponse, goldenPaths.cases(env, guid)),
  addGoldenCase: (env: string, guid: string, body: GoldenCaseInput) =>
    request(z.object({ id: z.number().int() }), goldenPaths.cases(env, guid), { method: 'POST', body: JSON.stringify(body) }),
  deleteGoldenCase: (env: string, guid: string, id: number) =>
    request(z.object({ ok: z.boolean() }), goldenPaths.case(env, guid, id), { method: 'DELETE' }),
};

export const errorMessage = (error: unknown): string =>
  error instanceof ApiClientError ? error.body.error.message : error instanceof Error ? error.message : 'Something went wrong';
