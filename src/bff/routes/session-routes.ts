import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LoginRequest, authPaths, type SessionInfo } from '../../contracts/bff-auth';
import { permissionsOf, type Role } from '../../domain/auth/permissions';
import { PUBLIC, SIGNED_IN } from '../auth/access';
import { actorOf, SESSION_COOKIE } from '../auth/auth-plugin';
import { verifyPassword } from '../auth/passwords';
import { createSession, endSession } from '../auth/sessions-repo';
import { findUserByName, recordFailedLogin, recordSuccessfulLogin, type UserRow } from '../auth/users-repo';
import { recordAudit } from '../audit/audit-log';
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
  app.post(authPaths.login, { config: { access: PUBLIC, rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { username, password } = parseInput(LoginRequest, request.body, 'sign-in');
    const user = await findUserByName(db, username);
    const at = now();
    const fail = async (reason: string) => {
      await recordAudit(db, { actor: username, action: 'session.login', outcome: 'failure', detail: { reason, ip: request.ip } });
      return new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong username or password.');
    };
    if (!user) {
      await verifyPassword(DUMMY_HASH, password);
      throw await fail('unknown user');
    }
    if (user.lockedUntil && user.lockedUntil > at) {
      await recordAudit(db, { actor: username, action: 'session.login', outcome: 'failure', detail: { reason: 'locked', ip: request.ip } });
      throw new HttpError(423, 'ACCOUNT_LOCKED', `Too many failed sign-ins: this account is locked until ${user.lockedUntil.toISOString()}.`);
    }
    if (user.disabled || !(await verifyPassword(user.passwordHash, password))) {
      if (!user.disabled) await recordFailedLogin(db, user.id, policy.maxFailures, new Date(at.getTime() + policy.lockMs));
      throw await fail(user.disabled ? 'disabled' : 'wrong password');
    }
    await recordSuccessfulLogin(db, user.id);
    const { token, csrfToken } = await createSession(db, user.id, at);
    await recordAudit(db, { actor: user.username, action: 'session.login', outcome: 'success', detail: { ip: request.ip } });
    setCookie(reply, request, token);
    return sessionInfo(user, csrfToken);
  });

  app.get(authPaths.session, { config: { access: SIGNED_IN } }, async (request) => sessionInfo(actorOf(request), request.auth!.csrfToken));

  app.post(authPaths.logout, { config: { access: SIGNED_IN } }, async (request, reply) => {
    await endSession(db, request.auth!.token);
    await recordAudit(db, { actor: actorOf(request).username, action: 'session.logout', outcome: 'success' });
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
};
