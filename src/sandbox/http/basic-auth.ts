import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isStorableText } from '@domain/json/storable-text';
import type { SandboxDb } from '../db/client';
import { apiUsers } from '../db/schema';
import { unauthorized } from './errors';

export interface Credentials {
  username: string;
  password: string;
}

/** Parses `Authorization: Basic …`; undefined for anything else. */
export const parseBasicAuth = (header: string | undefined): Credentials | undefined => {
  const match = header && /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // Credentials no database could hold match no user: refused like wrong ones, before any query.
  if (colon < 0 || !isStorableText(decoded)) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
};

// Hashing first gives equal-length buffers, so the comparison time does not leak the length.
export const sameSecret = (a: string, b: string): boolean => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** The tenant of a valid provisioning (or BI) API user, or a 401 GatewayFailure. */
export const authenticate = async (db: SandboxDb, request: FastifyRequest, role: 'provisioning' | 'bi'): Promise<string> => {
  const credentials = parseBasicAuth(request.headers.authorization);
  if (!credentials) throw unauthorized();
  const [user] = await db
    .select()
    .from(apiUsers)
    .where(and(eq(apiUsers.username, credentials.username), eq(apiUsers.role, role)));
  if (!user || !sameSecret(user.password, credentials.password)) throw unauthorized();
  return user.tenantGuid;
};

export const basicAuthHeader = (c: Credentials): string => `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`;
