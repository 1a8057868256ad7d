import { useCallback } from 'react';
import { useScheduledValue, type Schedule } from './scheduled-value';

/**
 * Calls `run` when the browser is next idle, at most `timeout` ms on (a busy page still gets it):
 * after the frame that shows an edit, and after whatever else is waiting (a key, a click). Without
 * requestIdleCallback (the test DOM), after the current task.
 */
export const whenIdle = (run: () => void, timeout = 2000): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
};

/**
 * `value` as of the browser's last idle moment: `initial` at first, then each new value handed over
 * when the browser is next idle (at most `timeout` ms on), in a transition. For what nobody waits
 * for while working (the canvas's overview): drawing it never holds up the frame that shows an edit,
 * nor the work queued right behind that frame. A value changed again before the hand-over replaces it.
 */
export const useIdleValue = <T>(value: T, initial: T, timeout = 500): T => {
  const whenNextIdle = useCallback<Schedule>((run) => whenIdle(run, timeout), [timeout]);
  return useScheduledValue(value, initial, whenNextIdle);
};
