import type { Permission } from '@domain/auth/permissions';

/** Who may call a route. Every /api route declares one; start-up fails for a route that does not. */
export type Access = { public: true } | { authenticated: true } | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = { authenticated: true };
export const needs = (permission: Permission): Access => ({ permission });
