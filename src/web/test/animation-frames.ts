import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's animation frames for a test: `requestAnimationFrame` queues, and `frame()` runs what
 * is queued, in order, as the browser does before it paints, then lets the tasks queued meanwhile run.
 */
export const stubAnimationFrames = () => {
  const queue = new Map<number, FrameRequestCallback>();
  let handles = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.set((handles += 1), callback);
    return handles;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => queue.delete(handle));
  const frame = () =>
    act(async () => {
      const waiting = [...queue.values()];
      queue.clear();
      for (const callback of waiting) callback(performance.now());
      // The tasks those callbacks queued (a MessageChannel message lands before a timer of 0 ms).
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { frame, pending: () => queue.size };
};
