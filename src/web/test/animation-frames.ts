import { act } from '@testing-library/react';
import { stubCallbackQueue } from './callback-queue';

/**
 * The browser's animation frames for a test: `requestAnimationFrame` queues, and `frame()` runs what
 * is queued, in order, as the browser does before it paints, then lets the tasks queued meanwhile run.
 */
export const stubAnimationFrames = () => {
  const { flush } = stubCallbackQueue<FrameRequestCallback>('requestAnimationFrame', 'cancelAnimationFrame', (callback) => callback(performance.now()));
  const frame = () =>
    act(async () => {
      flush();
      // The tasks those callbacks queued (a MessageChannel message lands before a timer of 0 ms).
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { frame };
};
