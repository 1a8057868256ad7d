import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LoginRequest, authPaths, type SessionInfo } from '../../contracts/bff-auth';
import { permissionsOf, type Role } from '../../domain/auth/permissions';
import { PUBLIC, SIGNED_IN } from '../auth/access';
import { actorOf, SESSION_COOKIE } from '../auth/auth-plugin';
import { verifyPassword } from '../auth/passwords';
import { createSession, endSession } from '../auth/sessions-repo';
import { findUserByName, recordFailedLogin, recordSuccessfulLogin, type UserRow } from '../auth/users-repo';
import { noteAudit } from '../audit/audit-hook';
import type { StudioDb } from '../db/client';
import { HttpError } from '../http-error';
import { parseInput } from './parse-input';

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
  app.post(authPaths.login, { config: { access: PUBLIC, audit: 'session.login', rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    noteAudit(request, { detail: { ip: request.ip } });
    const { username, password } = parseInput(LoginRequest, request.body, 'sign-in');
    noteAudit(request, { actor: username });
    const user = await findUserByName(db, username);
    const at = now();
    const fail = (reason: string) => {
      noteAudit(request, { detail: { reason } });
      return new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong username or password.');
    };
    if (!user) {
      await verifyPassword(DUMMY_HASH, password);
      throw fail('unknown user');
    }
    if (user.lockedUntil && user.lockedUntil > at) {
      noteAudit(request, { detail: { reason: 'locked' } });
      throw new HttpError(423, 'ACCOUNT_LOCKED', `Too many failed sign-ins: this account is locked until ${user.lockedUntil.toISOString()}.`);
    }
    if (user.disabled || !(await verifyPassword(user.passwordHash, password))) {
      if (!user.disabled) await recordFailedLogin(db, user.id, policy.maxFailures, new Date(at.getTime() + policy.lockMs));
      throw fail(user.disabled ? 'disabled' : 'wrong password');
    }
    await recordSuccessfulLogin(db, user.id);
    const { token, csrfToken } = await createSession(db, user.id, at);
    setCookie(reply, request, token);
    return sessionInfo(user, csrfToken);
  });

  app.get(authPaths.session, { config: { access: SIGNED_IN } }, async (request) => sessionInfo(actorOf(request), request.auth!.csrfToken));

  app.post(authPaths.logout, { config: { access: SIGNED_IN, audit: 'session.logout' } }, async (request, reply) => {
    await endSession(db, request.auth!.token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
};
