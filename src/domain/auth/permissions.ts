import { z } from 'zod';

/**
 * Who may do what, defined once: the BFF enforces it on every route, the SPA hides what a role
 * cannot do. Adding a permission means adding it here and to the roles that get it.
 */
export const Permission = z.enum([
  'routing:read',
  'routing:write',
  /**
   * Review change requests (approve, reject, ask for changes) of another user: the second pair of
   * eyes on environments that require approval (issue 14).
   */
  'routing:approve',
  /** Change an environment's settings, such as whether routing changes there need an approval. */
  'settings:manage',
  'profiles:read',
  /** Change or delete customer profiles, attach and detach instruments. */
  'profiles:write',
  /** Run test transactions and continue DCC. */
  'transactions:run',
  'bi:read',
  /** Replay a window of real payments through a draft: a job that reads every payment in it. */
  'bi:replay',
  'users:manage',
  'audit:read',
]);
export type Permission = z.infer<typeof Permission>;

export const Role = z.enum(['admin', 'routing-editor', 'support', 'qa', 'viewer']);
export type Role = z.infer<typeof Role>;

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: Permission.options,
  'routing-editor': ['routing:read', 'routing:write', 'bi:read', 'bi:replay'],
  support: ['routing:read', 'profiles:read', 'profiles:write', 'bi:read'],
  qa: ['routing:read', 'profiles:read', 'transactions:run', 'bi:read'],
  viewer: ['routing:read', 'bi:read'],
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Administrator',
  'routing-editor': 'Routing editor',
  support: 'Support',
  qa: 'QA',
  viewer: 'Viewer',
};

export const can = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

export const permissionsOf = (role: Role): Permission[] => [...ROLE_PERMISSIONS[role]];
