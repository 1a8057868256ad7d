import { z } from 'zod';
import { Permission, Role } from '@domain/auth/permissions';
import { bffPath, sessionPath } from './bff-paths';

/** The BFF's session, user and audit API as the SPA sees it. */

export const LoginRequest = z.object({ username: z.string().trim().min(1, 'enter your username').max(100), password: z.string().min(1, 'enter your password').max(200) });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionUser = z.object({ id: z.number().int(), username: z.string(), displayName: z.string(), role: Role });
export type SessionUser = z.infer<typeof SessionUser>;

/** The signed-in user, what they may do, and the token every mutating request must echo in `x-csrf-token`. */
export const SessionInfo = z.object({ user: SessionUser, permissions: z.array(Permission), csrfToken: z.string() });
export type SessionInfo = z.infer<typeof SessionInfo>;

export const UserSummary = SessionUser.extend({ disabled: z.boolean(), locked: z.boolean(), createdAt: z.string() });
export type UserSummary = z.infer<typeof UserSummary>;
export const UsersResponse = z.object({ users: z.array(UserSummary) });
export type UsersResponse = z.infer<typeof UsersResponse>;

const Username = z.string().trim().regex(/^[a-z0-9][a-z0-9._-]{1,49}$/, 'a username is 2-50 lower-case letters, digits, dots, hyphens or underscores');
export const CreateUserRequest = z.object({ username: Username, displayName: z.string().trim().min(1).max(100), role: Role, password: z.string() });
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;
/** `unlock`: lift a sign-in lock (too many failed sign-ins) before it runs out. */
export const UpdateUserRequest = z.object({ displayName: z.string().trim().min(1).max(100).optional(), role: Role.optional(), disabled: z.boolean().optional(), password: z.string().optional(), unlock: z.literal(true).optional() });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/**
 * success: done. refused: the studio or the gateway said no (a 4xx: invalid input, conflict, failing
 * golden cases, no permission); nothing changed. failure: something broke (a 5xx, the gateway down,
 * a save interrupted). pending: a routing save's attempt, recorded before the gateway is called.
 */
/** `unknown`: a write whose answer never came (a routing save the gateway may have performed); a later entry resolves it. */
export const AuditOutcome = z.enum(['success', 'refused', 'failure', 'pending', 'unknown']);
export type AuditOutcome = z.infer<typeof AuditOutcome>;

export const AuditEntryDto = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  environment: z.string().nullable(),
  target: z.string().nullable(),
  outcome: AuditOutcome,
  detail: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;
export const AuditResponse = z.object({ entries: z.array(AuditEntryDto) });
export type AuditResponse = z.infer<typeof AuditResponse>;

const FilterDate = z.coerce.date().refine((d) => d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999, 'a date from year 1 to 9999');
/** The audit log's filter (`GET authPaths.audit?…`). */
export const AuditQuery = z.object({
  actor: z.string().optional(),
  action: z.string().optional(),
  environment: z.string().optional(),
  target: z.string().optional(),
  outcome: AuditOutcome.optional(),
  from: FilterDate.optional(),
  to: FilterDate.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  // Within PostgreSQL's integer and timestamp ranges: anything outside is a 400, not a database error.
  beforeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const RoutingVersionSummary = z.object({
  /** The studio's id of the version (addresses, the API); unique across connectors. */
  id: z.number().int(),
  /** What people call it: this connector's 1st, 2nd… version, counted per connector. */
  number: z.number().int(),
  revision: z.string(),
  savedBy: z.string().nullable(),
  note: z.string().nullable(),
  savedAt: z.string(),
  /** The change request this version came from (issue 14), when it did. */
  changeRequestId: z.number().int().nullable().optional(),
});
export type RoutingVersionSummary = z.infer<typeof RoutingVersionSummary>;
export const VersionsResponse = z.object({ versions: z.array(RoutingVersionSummary) });
export type VersionsResponse = z.infer<typeof VersionsResponse>;
export const VersionDetail = RoutingVersionSummary.extend({ document: z.unknown() });
export type VersionDetail = z.infer<typeof VersionDetail>;

export const authPaths = {
  session: sessionPath,
  login: '/api/session/login',
  logout: '/api/session/logout',
  users: '/api/users',
  user: bffPath('/api/users/:id'),
  audit: '/api/audit',
  versions: bffPath('/api/env/:env/connectors/:guid/versions'),
  version: bffPath('/api/env/:env/connectors/:guid/versions/:id'),
} as const;
