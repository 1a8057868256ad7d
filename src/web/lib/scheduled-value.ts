import { startTransition, useEffect, useState } from 'react';

/** Calls `run` once, later; returns a function that cancels the call if it has not happened yet. */
export type Schedule = (run: () => void) => () => void;

/**
 * `value` as handed over by `schedule`: `initial` at first, then each new value once its scheduled
 * call comes, in a transition (React renders it in the background, giving way to a key or a click).
 * A value changed again before the hand-over replaces it. `schedule` must keep its identity across
 * renders (a module function, or one made with useCallback). See `useIdleValue` and `usePaintedValue`.
 */
export const useScheduledValue = <T>(value: T, initial: T, schedule: Schedule): T => {
  const [handed, setHanded] = useState(initial);
  useEffect(() => schedule(() => startTransition(() => setHanded(() => value))), [value, schedule]);
  return handed;
};
