import { eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDb } from '../db/client';
import { connectors, merchants, tenants } from '../db/schema';
import type { ApiConnector } from '../engine/api-connector';
import { parseBasicAuth } from './basic-auth';
import { lockedOutMessage, type CredentialLockout } from './credential-lockout';
import { matchesPassword } from './password-forms';

/** The connector an API key belongs to; undefined for an unknown key. */
export const findApiConnector = (db: SandboxDb, apiKey: string): Promise<ApiConnector | undefined> => apiConnectorWhere(db, eq(connectors.apiKey, apiKey));

/** A connector by GUID as if its key had been used (the payment page acts for the connector that received the transaction). */
export const apiConnectorByGuid = (db: SandboxDb, guid: string): Promise<ApiConnector | undefined> => apiConnectorWhere(db, eq(connectors.guid, guid));

const apiConnectorWhere = async (db: SandboxDb, where: SQL): Promise<ApiConnector | undefined> => {
  const [row] = await db
    .select({ connector: connectors, tenantGuid: tenants.guid, baseCurrency: tenants.baseCurrency, tenantProfileContainer: tenants.profileContainer })
    .from(connectors)
    .innerJoin(merchants, eq(merchants.guid, connectors.merchantGuid))
    .innerJoin(tenants, eq(tenants.guid, merchants.tenantGuid))
    .where(where);
  return row;
};

export type ApiKeyAuthentication = { api: ApiConnector } | { refused: 'unauthorized' } | { refused: 'locked'; retryAfterSeconds: number };

/**
 * The connector of the path's API key when the request carries HTTP Basic credentials of that
 * connector's API user, the password plain or hashed as the official PHP client sends it
 * (password-forms.ts). An unknown key and wrong credentials look alike to the caller, so keys
 * cannot be probed. A known key's wrong credentials count towards its API user's lockout; while
 * locked, credentials are not checked at all, so a locked-out guess learns nothing. The
 * transaction and the customer profile interfaces share this.
 */
export const authenticateApiKey = async (
  db: SandboxDb,
  lockout: CredentialLockout,
  apiKey: string | undefined,
  authorization: string | undefined,
): Promise<ApiKeyAuthentication> => {
  const credentials = parseBasicAuth(authorization);
  // No credentials at all is no guess: refused without counting.
  if (apiKey === undefined || !credentials) return { refused: 'unauthorized' };
  const found = await findApiConnector(db, apiKey);
  if (!found) return { refused: 'unauthorized' };
  const key = found.connector.guid;
  const retryAfterSeconds = lockout.lockedFor(key);
  if (retryAfterSeconds > 0) return { refused: 'locked', retryAfterSeconds };
  if (credentials.username !== found.connector.username || !matchesPassword(found.connector.password, credentials.password)) {
    lockout.failed(key);
    return { refused: 'unauthorized' };
  }
  lockout.succeeded(key);
  return { api: found };
};

/** How an interface words its refusals: its own shape for 401, and for 429 while the API user is locked out. */
export interface AuthRefusals {
  unauthorized: () => Error;
  locked: (message: string) => Error;
}

/**
 * The `onRequest` step of both connector interfaces under `prefix`: sets `request.apiConnector`, or
 * throws the interface's refusal; a locked-out user's gets `Retry-After`, which the official PHP
 * client reads with a 429 as "too many requests" (Client::validateStatusCode).
 */
export const requireApiConnector = async (
  deps: { db: SandboxDb; lockout: CredentialLockout },
  prefix: string,
  refusals: AuthRefusals,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> => {
  const outcome = await authenticateApiKey(deps.db, deps.lockout, apiKeyOf(request, prefix), request.headers.authorization);
  if ('api' in outcome) {
    request.apiConnector = outcome.api;
    return;
  }
  if (outcome.refused === 'unauthorized') throw refusals.unauthorized();
  reply.header('retry-after', String(outcome.retryAfterSeconds));
  throw refusals.locked(lockedOutMessage(outcome.retryAfterSeconds));
};

/**
 * The API key of a request under `prefix`: from the route's params, or read from the path when no
 * route matched (the not-found handler has no params), so unknown paths authenticate alike.
 */
export const apiKeyOf = (request: { params: unknown; url: string }, prefix: string): string | undefined => {
  const fromParams = (request.params as { apiKey?: string } | undefined)?.apiKey;
  if (fromParams !== undefined) return fromParams;
  if (!request.url.startsWith(`${prefix}/`)) return undefined;
  const segment = request.url.slice(prefix.length + 1).split(/[/?#]/)[0];
  return segment ? decodeURIComponent(segment) : undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The connector of the path's API key, once its API user authenticated (transaction and profile scopes). */
    apiConnector: ApiConnector | null;
  }
}
