/**
 * A brake on guessing an API user's password (transaction and profile interfaces; design, the
 * contract only says both password forms "count alike for lockouts and rate limits"): after
 * `maxFailures` refused credentials for one connector's API user within `windowMs`, that user's
 * requests are answered 429 without their credentials being checked, until the oldest of those
 * failures is `windowMs` old. A refused request counts once whichever password form it sent (plain
 * or the official client's hash): the forms are one password, so one request is one guess.
 * A success clears the count. In memory, per sandbox process: a restart forgets it.
 */
export interface CredentialLockout {
  /** Seconds until the user may try again, or 0 when it may try now. */
  lockedFor(key: string): number;
  failed(key: string): void;
  succeeded(key: string): void;
}

export const LOCKOUT_DEFAULTS = { maxFailures: 10, windowMs: 10 * 60_000 } as const;

export const createCredentialLockout = (now: () => Date, { maxFailures, windowMs } = LOCKOUT_DEFAULTS): CredentialLockout => {
  // Per key, the times of the recent failures, oldest first, at most maxFailures of them.
  const failures = new Map<string, number[]>();
  const recent = (key: string, at: number): number[] => (failures.get(key) ?? []).filter((t) => at - t < windowMs);
  return {
    lockedFor: (key) => {
      const at = now().getTime();
      const times = recent(key, at);
      return times.length >= maxFailures ? Math.ceil((times[0]! + windowMs - at) / 1000) : 0;
    },
    failed: (key) => {
      const at = now().getTime();
      failures.set(key, [...recent(key, at), at].slice(-maxFailures));
    },
    succeeded: (key) => {
      failures.delete(key);
    },
  };
};

export const lockedOutMessage = (seconds: number): string => `Too many failed authentications for this API user: try again in ${seconds} seconds`;
