import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '@domain/auth/permissions';
import type { StudioDb } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './passwords';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  username: string;
  displayName: string;
  role: Role;
  password: string;
}

export const createUser = async (db: StudioDb, user: NewUser): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values({ username: user.username, displayName: user.displayName, role: user.role, passwordHash: await hashPassword(user.password) })
    .returning();
  return row!;
};

export const findUserByName = async (db: StudioDb, username: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.username, username)))[0];

export const findUserById = async (db: StudioDb, id: number): Promise<UserRow | undefined> => (await db.select().from(users).where(eq(users.id, id)))[0];

export const listUsers = (db: StudioDb) => db.select().from(users).orderBy(asc(users.username));

/** Display names by user name, for pages that name people (a user removed since is missing: the caller keeps the user name). */
export const displayNamesOf = async (db: StudioDb, usernames: readonly string[]): Promise<ReadonlyMap<string, string>> => {
  const wanted = [...new Set(usernames)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ username: users.username, displayName: users.displayName }).from(users).where(inArray(users.username, wanted));
  return new Map(rows.map((r) => [r.username, r.displayName]));
};

export const countUsers = async (db: StudioDb): Promise<number> => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

/**
 * The sign-in lockout, atomic under concurrency: every attempt is counted in the database BEFORE its
 * password is checked, so sign-ins sent at once cannot all pass a check that none has failed yet.
 *
 * - `reserveLoginAttempt` counts the attempt (a lock that has run out starts the count afresh) and
 *   answers its number, or `locked` when the account is locked or more than `maxFailures` attempts
 *   are already counted (which locks it: too many at once is the attack the lock is for).
 * - `confirmFailedLogin`: a wrong password; the account locks once `maxFailures` are counted.
 * - `confirmSuccessfulLogin`: a right password counts only when no other attempt was counted after
 *   this one and no lock is in force; then the count starts again. So a right password sent among
 *   wrong ones is refused, and a lock cannot be undone by a password that was checked meanwhile.
 */
export const reserveLoginAttempt = async (db: StudioDb, id: number, policy: { maxFailures: number; lockUntil: Date; now: Date }): Promise<number | 'locked'> => {
  const now = policy.now.toISOString();
  const expired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now}::timestamptz)`;
  const [row] = await db
    .update(users)
    .set({
      failedAttempts: sql`case when ${expired} then 1 else ${users.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${expired} then null else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, id))
    .returning({ attempt: users.failedAttempts, lockedUntil: users.lockedUntil });
  if (!row || row.lockedUntil) return 'locked';
  if (row.attempt > policy.maxFailures) {
    await db.update(users).set({ lockedUntil: policy.lockUntil }).where(and(eq(users.id, id), isNull(users.lockedUntil)));
    return 'locked';
  }
  return row.attempt;
};

export const confirmFailedLogin = (db: StudioDb, id: number, maxFailures: number, lockUntil: Date) =>
  db.update(users).set({ lockedUntil: lockUntil }).where(and(eq(users.id, id), gte(users.failedAttempts, maxFailures), isNull(users.lockedUntil)));

export const confirmSuccessfulLogin = async (db: StudioDb, id: number, attempt: number): Promise<boolean> =>
  (
    await db
      .update(users)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(and(eq(users.id, id), eq(users.failedAttempts, attempt), isNull(users.lockedUntil)))
      .returning({ id: users.id })
  ).length === 1;

export const updateUser = async (db: StudioDb, id: number, change: { role?: Role; displayName?: string; disabled?: boolean; password?: string; unlock?: true }) => {
  const { password, unlock, ...rest } = change;
  // A new password or an administrator's unlock starts the failed sign-ins' count afresh.
  const fresh = password || unlock ? { failedAttempts: 0, lockedUntil: null } : {};
  const set = { ...rest, ...fresh, ...(password ? { passwordHash: await hashPassword(password) } : {}) };
  const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning();
  return row;
};
