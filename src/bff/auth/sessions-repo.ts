import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StudioDb } from '../db/client';
import { sessions, users } from '../db/schema';

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after login, used or not. */
  absoluteMs: number;
  /** Keep looked-up sessions for `SESSION_RECHECK_MS` (only when no other process shares the database). */
  cacheSessions?: boolean;
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
 * Sessions this process looked up within the last `SESSION_RECHECK_MS`: a burst of requests with
 * one cookie costs one database read, not one each. Only with a database this process alone uses
 * (`policy.cacheSessions`, PGlite), where every sign-out and user change goes through this process,
 * which forgets the sessions concerned at once. BFF instances sharing a PostgreSQL server read every
 * time, so signing out on one ends the session on all of them at once.
 */
export const SESSION_RECHECK_MS = 1_000;
type SessionRow = { session: typeof sessions.$inferSelect; user: typeof users.$inferSelect; checkedAt: number };
const recentlyChecked = new WeakMap<StudioDb, Map<string, SessionRow>>();
const checkedIn = (db: StudioDb) => {
  let map = recentlyChecked.get(db);
  if (!map) recentlyChecked.set(db, (map = new Map()));
  return map;
};

/**
 * The live session behind a cookie token, touched as used; undefined when unknown, idle too long,
 * past its absolute lifetime, or its user is disabled (expired rows are deleted on the way).
 */
export const resumeSession = async (db: StudioDb, token: string, now: Date, policy: SessionPolicy) => {
  const tokenHash = digest(token);
  const cache = checkedIn(db);
  let row = policy.cacheSessions ? cache.get(tokenHash) : undefined;
  // The clock may be moved by tests: a cached row is used only while time runs forward within the interval.
  const age = row ? now.getTime() - row.checkedAt : Infinity;
  if (!row || age < 0 || age >= SESSION_RECHECK_MS) {
    const [found] = await db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.tokenHash, tokenHash));
    cache.delete(tokenHash);
    if (!found) return undefined;
    row = { ...found, checkedAt: now.getTime() };
    if (policy.cacheSessions) {
      if (cache.size > 10_000) cache.clear();
      cache.set(tokenHash, row);
    }
  }
  const idle = now.getTime() - row.session.lastSeenAt.getTime() > policy.idleMs;
  const old = now.getTime() - row.session.createdAt.getTime() > policy.absoluteMs;
  if (idle || old || row.user.disabled) {
    cache.delete(tokenHash);
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  // A write per request would cost more than the read: the last-seen time only needs to be exact
  // to a small part of the idle timeout (at most a minute), so it is written when it is older.
  if (now.getTime() - row.session.lastSeenAt.getTime() >= Math.min(60_000, policy.idleMs / 10)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    row.session = { ...row.session, lastSeenAt: now };
  }
  return { user: row.user, csrfToken: row.session.csrfToken };
};

export const endSession = (db: StudioDb, token: string) => {
  checkedIn(db).delete(digest(token));
  return db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
};

export const endSessionsOf = (db: StudioDb, userId: number) => {
  const cache = checkedIn(db);
  for (const [hash, row] of cache) if (row.user.id === userId) cache.delete(hash);
  return db.delete(sessions).where(eq(sessions.userId, userId));
};
