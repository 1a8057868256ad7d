import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginRequest, SessionInfo, authPaths } from '@contracts/bff-auth';
import { permissionsOf, type Role } from '@domain/auth/permissions';
import { PUBLIC, SIGNED_IN } from '../auth/access';
import { actorOf, SESSION_COOKIE } from '../auth/auth-plugin';
import { verifyPassword } from '../auth/passwords';
import { createSession, endSession } from '../auth/sessions-repo';
import { confirmFailedLogin, confirmSuccessfulLogin, findUserByName, reserveLoginAttempt, type UserRow } from '../auth/users-repo';
import { noteAudit } from '../audit/audit-hook';
import type { StudioDb } from '../db/client';
import { HttpError } from '../http-error';
import { inputErrors } from '../plugins/zod-schemas';

export interface LoginPolicy {
  maxFailures: number;
  lockMs: number;
}

// Verifying against a real hash for unknown users keeps the response time from telling which usernames exist.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$IiHUEtnM72TRLrlpJfKRWw$6y7GlS2h7exeLzFJ76JOZ74/t8kexIUZbSXRGDluHvA';

const sessionInfo = (user: UserRow, csrfToken: string): SessionInfo => ({
  user: { id: user.id, username: user.username, displayName: user.displayName, role: user.role as Role },
  permissions: permissionsOf(user.role as Role),
  csrfToken,
});

const setCookie = (reply: FastifyReply, request: FastifyRequest, token: string) =>
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/', secure: request.protocol === 'https' });

export const registerSessionRoutes = (app: FastifyInstance, db: StudioDb, policy: LoginPolicy, now: () => Date) => {
  // Every sign-in, failed or not, is audited by the audit hook under the username tried, with the reason.
  const refusal = `Wrong username or password. After ${policy.maxFailures} failed sign-ins in a row an account is locked for ${Math.round(policy.lockMs / 60_000)} minutes.`;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    authPaths.login,
    {
      schema: { body: LoginRequest, response: { 200: SessionInfo } },
      schemaErrorFormatter: inputErrors({ body: 'sign-in' }),
      // Before the body is validated: a malformed sign-in is audited with its address too.
      preValidation: async (request) => noteAudit(request, { detail: { ip: request.ip } }),
      config: { access: PUBLIC, audit: 'session.login', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      noteAudit(request, { actor: username });
      const user = await findUserByName(db, username);
      const at = now();
      // One answer for every refusal (unknown user, wrong password, disabled, locked), so neither the
      // status nor the body tells which user names exist or whether a guess during a lock was right.
      const fail = (reason: string) => {
        noteAudit(request, { detail: { reason } });
        return new HttpError(401, 'INVALID_CREDENTIALS', refusal, { signInLock: { afterFailures: policy.maxFailures, minutes: Math.round(policy.lockMs / 60_000) } });
      };
      if (!user) {
        await verifyPassword(DUMMY_HASH, password);
        throw fail('unknown user');
      }
      const attempt = await reserveLoginAttempt(db, user.id, { maxFailures: policy.maxFailures, lockUntil: new Date(at.getTime() + policy.lockMs), now: at });
      if (attempt === 'locked') {
        // Same work as any other refusal: the time taken does not tell a locked account either.
        await verifyPassword(DUMMY_HASH, password);
        throw fail('locked');
      }
      if (user.disabled || !(await verifyPassword(user.passwordHash, password))) {
        await confirmFailedLogin(db, user.id, policy.maxFailures, new Date(at.getTime() + policy.lockMs));
        throw fail(user.disabled ? 'disabled' : 'wrong password');
      }
      if (!(await confirmSuccessfulLogin(db, user.id, attempt))) throw fail('right password among concurrent attempts or during a lock');
      const { token, csrfToken } = await createSession(db, user.id, at);
      setCookie(reply, request, token);
      return sessionInfo(user, csrfToken);
    },
  );

  api.get(authPaths.session, { schema: { response: { 200: SessionInfo } }, config: { access: SIGNED_IN } }, async (request) => sessionInfo(actorOf(request), request.auth!.csrfToken));

  api.post(authPaths.logout, { schema: { response: { 200: z.object({ ok: z.boolean() }) } }, config: { access: SIGNED_IN, audit: 'session.logout' } }, async (request, reply) => {
    await endSession(db, request.auth!.token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
};
