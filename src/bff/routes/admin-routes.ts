import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditQuery, AuditResponse, authPaths, CreateUserRequest, UpdateUserRequest, UserSummary, UsersResponse } from '@contracts/bff-auth';
import type { Role } from '@domain/auth/permissions';
import { needs } from '../auth/access';
import { actorOf } from '../auth/auth-plugin';
import { passwordProblem } from '../auth/passwords';
import { endSessionsOf } from '../auth/sessions-repo';
import { createUser, findUserById, findUserByName, listUsers, updateUser, type UserRow } from '../auth/users-repo';
import { noteAudit } from '../audit/audit-hook';
import { listAudit } from '../audit/audit-log';
import type { StudioDb } from '../db/client';
import { HttpError } from '../http-error';
import { inputErrors } from '../plugins/zod-schemas';
import { noteFromPath } from './note-before-validation';
import { UserParams } from './path-params';

const summary = (u: UserRow, now: Date): UserSummary => ({
  id: u.id,
  username: u.username,
  displayName: u.displayName,
  role: u.role as Role,
  disabled: u.disabled,
  locked: Boolean(u.lockedUntil && u.lockedUntil > now),
  createdAt: u.createdAt.toISOString(),
});

const checkPassword = (password: string | undefined) => {
  const problem = password === undefined ? undefined : passwordProblem(password);
  if (problem) throw new HttpError(400, 'WEAK_PASSWORD', problem);
};

/** User management and the audit log: administrators only. Every change, and every refused one, is audited (audit-hook). */
export const registerAdminRoutes = (app: FastifyInstance, db: StudioDb, now: () => Date) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(authPaths.users, { schema: { response: { 200: UsersResponse } }, config: { access: needs('users:manage') } }, async () => ({
    users: (await listUsers(db)).map((u) => summary(u, now())),
  }));

  api.post(
    authPaths.users,
    { schema: { body: CreateUserRequest, response: { 201: UserSummary } }, schemaErrorFormatter: inputErrors({ body: 'user' }), config: { access: needs('users:manage'), audit: 'user.create' } },
    async (request, reply) => {
      const body = request.body;
      noteAudit(request, { target: `user:${body.username}`, after: { role: body.role, displayName: body.displayName } });
      checkPassword(body.password);
      if (await findUserByName(db, body.username)) throw new HttpError(409, 'USERNAME_TAKEN', `A user named '${body.username}' exists already`);
      const user = await createUser(db, body);
      return reply.status(201).send(summary(user, now()));
    },
  );

  api.patch(
    authPaths.user.pattern,
    {
      schema: { params: UserParams, body: UpdateUserRequest, response: { 200: UserSummary } },
      schemaErrorFormatter: inputErrors({ body: 'user change' }),
      // A refused change is audited against the user it was for.
      preValidation: noteFromPath(UserParams, ({ id }) => ({ target: `user:#${id}` })),
      config: { access: needs('users:manage'), audit: 'user.update' },
    },
    async (request) => {
      const { id } = request.params;
      const change = request.body;
      const { password: _secret, ...visible } = change;
      if (Object.values(change).every((v) => v === undefined)) throw new HttpError(400, 'NOTHING_TO_CHANGE', 'Invalid user change: name at least one of displayName, role, disabled, password, unlock');
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
    },
  );

  api.get(authPaths.audit, { schema: { querystring: AuditQuery, response: { 200: AuditResponse } }, config: { access: needs('audit:read') } }, async (request) => {
    const filter = request.query;
    const rows = await listAudit(db, filter);
    return AuditResponse.parse({ entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })) });
  });
};
