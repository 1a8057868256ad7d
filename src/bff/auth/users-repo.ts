import { asc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../domain/auth/permissions';
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

export const countUsers = async (db: StudioDb): Promise<number> => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

/** A failed login: after `maxFailures` in a row the account is locked until `lockUntil`. */
export const recordFailedLogin = async (db: StudioDb, id: number, maxFailures: number, lockUntil: Date) => {
  await db
    .update(users)
    .set({
      failedAttempts: sql`${users.failedAttempts} + 1`,
      lockedUntil: sql`case when ${users.failedAttempts} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, id));
};

export const recordSuccessfulLogin = (db: StudioDb, id: number) => db.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.id, id));

export const updateUser = async (db: StudioDb, id: number, change: { role?: Role; displayName?: string; disabled?: boolean; password?: string }) => {
  const { password, ...rest } = change;
  const set = { ...rest, ...(password ? { passwordHash: await hashPassword(password), failedAttempts: 0, lockedUntil: null } : {}) };
  const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning();
  return row;
};
