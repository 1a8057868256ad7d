/**
 * Failed sign-ins in a row per user name, counted in this tab: the BFF answers every refusal alike
 * (an unknown user, a wrong password, a locked account), so that it never tells which user names
 * exist. Counting here, the page can still say "locked" once as many sign-ins as lock an account
 * have failed, for a user name that exists or not alike.
 */
const KEY = 'studio.sign-in-failures';

interface Failures {
  count: number;
  /** When the count reached the lockout (ms since the epoch). */
  lockedAt: number | null;
}

export interface SignInLock {
  afterFailures: number;
  minutes: number;
}

const read = (): Record<string, Failures> => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, Failures>;
  } catch {
    return {};
  }
};
const write = (all: Record<string, Failures>) => sessionStorage.setItem(KEY, JSON.stringify(all));
const keyOf = (username: string) => username.trim().toLowerCase();

/** Counts a refused sign-in; answers whether the account (if there is one) is now locked. */
export const noteFailedSignIn = (username: string, lock: SignInLock, now: number): boolean => {
  const all = read();
  const before = all[keyOf(username)] ?? { count: 0, lockedAt: null };
  // A lock that has run out starts the count again, as the BFF's does.
  const expired = before.lockedAt !== null && now >= before.lockedAt + lock.minutes * 60_000;
  const count = (expired ? 0 : before.count) + 1;
  const lockedAt = expired || before.lockedAt === null ? (count >= lock.afterFailures ? now : null) : before.lockedAt;
  all[keyOf(username)] = { count, lockedAt };
  write(all);
  return lockedAt !== null;
};

export const forgetFailedSignIns = (username: string) => {
  const all = read();
  delete all[keyOf(username)];
  write(all);
};
