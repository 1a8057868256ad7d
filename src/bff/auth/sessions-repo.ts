import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StudioDb } from '../db/client';
import { sessions, users } from '../db/schema';

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after login, used or not. */
  absoluteMs: number;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Starts a session; returns the cookie token (only its hash is stored) and the CSRF token. */
export const createSession = async (db: StudioDb, userId: number, now: Date) => {
  const token = newToken();
  const csrfToken = newToken();
  await db.insert(sessions).values({ tokenHash: digest(token), userId, csrfToken, createdAt: now, lastSeenAt: now });
  return { token, csrfToken };
};

/**
 * The live session behind a cookie token, touched as used; undefined when unknown, idle too long,
 * past its absolute lifetime, or its user is disabled (expired rows are deleted on the way).
 */
export const resumeSession = async (db: StudioDb, token: string, now: Date, policy: SessionPolicy) => {
  const tokenHash = digest(token);
  const [row] = await db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.tokenHash, tokenHash));
  if (!row) return undefined;
  const idle = now.getTime() - row.session.lastSeenAt.getTime() > policy.idleMs;
  const old = now.getTime() - row.session.createdAt.getTime() > policy.absoluteMs;
  if (idle || old || row.user.disabled) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  return { user: row.user, csrfToken: row.session.csrfToken };
};

export const endSession = (db: StudioDb, token: string) => db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));

export const endSessionsOf = (db: StudioDb, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));
