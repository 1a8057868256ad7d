import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuditOutcome, AuditResponse, authPaths, CreateUserRequest, UpdateUserRequest, type UserSummary, type UsersResponse } from '../../contracts/bff-auth';
import type { Role } from '../../domain/auth/permissions';
import { needs } from '../auth/access';
import { actorOf } from '../auth/auth-plugin';
import { passwordProblem } from '../auth/passwords';
import { endSessionsOf } from '../auth/sessions-repo';
import { createUser, findUserById, findUserByName, listUsers, updateUser, type UserRow } from '../auth/users-repo';
import { noteAudit } from '../audit/audit-hook';
import { listAudit } from '../audit/audit-log';
import type { StudioDb } from '../db/client';
import { HttpError } from '../http-error';
import { parseInput } from './parse-input';

const summary = (u: UserRow, now: Date): UserSummary => ({
  id: u.id,
  username: u.username,
  displayName: u.displayName,
  role: u.role as Role,
  disabled: u.disabled,
  locked: Boolean(u.lockedUntil && u.lockedUntil > now),
  createdAt: u.createdAt.toISOString(),
});

const FilterDate = z.coerce.date().refine((d) => d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999, 'a date from year 1 to 9999');
const AuditQuery = z.object({
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

const checkPassword = (password: string | undefined) => {
  const problem = password === undefined ? undefined : passwordProblem(password);
  if (problem) throw new HttpError(400, 'WEAK_PASSWORD', problem);
};

/** User management and the audit log: administrators only. Every change, and every refused one, is audited (audit-hook). */
export const registerAdminRoutes = (app: FastifyInstance, db: StudioDb, now: () => Date) => {
  app.get(authPaths.users, { config: { access: needs('users:manage') } }, async (): Promise<UsersResponse> => ({
    users: (await listUsers(db)).map((u) => summary(u, now())),
  }));

  app.post(authPaths.users, { config: { access: needs('users:manage'), audit: 'user.create' } }, async (request, reply) => {
    const body = parseInput(CreateUserRequest, request.body, 'user');
    noteAudit(request, { target: `user:${body.username}`, after: { role: body.role, displayName: body.displayName } });
    checkPassword(body.password);
    if (await findUserByName(db, body.username)) throw new HttpError(409, 'USERNAME_TAKEN', `A user named '${body.username}' exists already`);
    const user = await createUser(db, body);
    return reply.status(201).send(summary(user, now()));
  });

  app.patch('/api/users/:id', { config: { access: needs('users:manage'), audit: 'user.update' } }, async (request) => {
    const { id } = parseInput(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), request.params, 'path');
    noteAudit(request, { target: `user:#${id}` });
    const change = parseInput(UpdateUserRequest, request.body, 'user change');
    const { password: _secret, ...visible } = change;
    if (Object.values(change).every((v) => v === undefined)) throw new HttpError(400, 'NOTHING_TO_CHANGE', 'Invalid user change: name at least one of displayName, role, disabled, password');
    noteAudit(request, { after: visible, detail: { passwordChanged: Boolean(change.password) } });
    checkPassword(change.password);
    const before = await findUserById(db, id);
    if (!before) throw new HttpError(404, 'USER_NOT_FOUND', `No user with id ${id}`);
    noteAudit(request, { target: `user:${before.username}`, before: { role: before.role, displayName: before.displayName, disabled: before.disabled } });
    const actor = actorOf(request);
    if (actor.id === id && (change.disabled || (change.role && change.role !== 'admin')))
      throw new HttpError(400, 'SELF_LOCKOUT', 'You cannot disable yourself or take away your own administrator role.');
    const after = (await updateUser(db, id, change))!;
    // A changed role, password or disabled account must not keep old sessions alive.
    if (change.role || change.password || change.disabled) await endSessionsOf(db, id);
    return summary(after, now());
  });

  app.get(authPaths.audit, { config: { access: needs('audit:read') } }, async (request) => {
    const filter = parseInput(AuditQuery, request.query, 'filter');
    const rows = await listAudit(db, filter);
    return AuditResponse.parse({ entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })) });
  });
};
