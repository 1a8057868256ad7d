import { useScheduledValue } from './scheduled-value';

/**
 * Calls `run` once the next frame has been painted: from a task that frame's animation callback
 * queues, so after the paint and after every task queued before it. Returns a cancel function.
 * Without requestAnimationFrame (the test DOM), after the current task.
 */
export const afterPaint = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function') {
    const handle = setTimeout(run, 0);
    return () => clearTimeout(handle);
  }
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) run();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
};

/**
 * `value` once the frame that shows it has been painted: `initial` at first, then each new value
 * handed over after the next paint, in a transition. Like `useDeferredValue`, but with a start that
 * is known: React schedules a deferred render as soon as the urgent one is committed, so its first
 * slice (5 ms or more on a 5,000-rule editor) ran right after an edit's paint, ahead of every task
 * that frame queued (the bench's end-of-frame mark among them). A value changed again before the
 * hand-over replaces it.
 */
export const usePaintedValue = <T>(value: T, initial: T): T => useScheduledValue(value, initial, afterPaint);
