/**
 * A clock for change control that a test can move forward: real time plus an offset. The e2e
 * studio runs with one (STUDIO_TEST_CLOCK=1, playwright.config.ts) so a four-hour change window
 * can end on the test's word instead of after four hours; nothing else in the studio reads it
 * (sessions, locks and the audit log keep the real time). Never set in a real deployment.
 */
export interface MovableClock {
  now: () => Date;
  /** Moves the clock forward; returns the new time. */
  advance: (ms: number) => Date;
}

export const movableClock = (): MovableClock => {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance: (ms) => {
      offset += ms;
      return now();
    },
  };
};
