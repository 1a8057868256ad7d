import '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Role } from '@domain/auth/permissions';
import type { StudioDb } from '../db/client';
import { HttpError } from '../http-error';
import type { AuditAction } from '@domain/auth/audit-actions';
import { MUTATING_METHODS } from '../audit/audit-hook';
import type { Access } from './access';
import { resumeSession, type SessionPolicy } from './sessions-repo';
import type { UserRow } from './users-repo';

export const SESSION_COOKIE = 'studio_session';

export interface RequestAuth {
  user: UserRow;
  csrfToken: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The audit action of a mutating route. */
  audit?: AuditAction;
}

/** The signed-in user of a request whose route required one. */
export const actorOf = (request: FastifyRequest): UserRow => {
  if (!request.auth) throw new Error(`route ${request.url} used actorOf without requiring a session`);
  return request.auth.user;
};

/**
 * Enforces each route's declared access: a session (cookie → server-side row, idle and absolute
 * timeouts), the role's permission, and the CSRF token on every mutating request. Returns the list
 * of API routes with their access rule, which the permission-matrix test walks.
 */
export const registerAuth = (app: FastifyInstance, db: StudioDb, policy: SessionPolicy, now: () => Date): RouteAccess[] => {
  const catalog: RouteAccess[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    const audit = route.config?.audit;
    if (!access) throw new Error(`API route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') catalog.push({ method, url: route.url, access, ...(audit ? { audit } : {}) });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await resumeSession(db, token, now(), policy) : undefined;
    if (!session || !token) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue: your session has ended or you are not signed in.');
    // Known before the checks below, so a refusal is audited under the user's name; a refused
    // request never reaches its handler.
    request.auth = { user: session.user, csrfToken: session.csrfToken, token };
    if ('permission' in access && !can(session.user.role as Role, access.permission))
      throw new HttpError(403, 'FORBIDDEN', `Your role (${session.user.role}) may not do this (${access.permission}).`);
    if (MUTATING_METHODS.has(request.method) && request.headers['x-csrf-token'] !== session.csrfToken)
      throw new HttpError(403, 'CSRF', 'The request lacks a valid CSRF token; reload the page and try again.');
  });
  return catalog;
};
