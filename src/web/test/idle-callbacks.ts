import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's idle callbacks for a test (the test DOM has none): `requestIdleCallback` queues,
 * and `idle()` runs what is queued, as the browser would when it next has nothing to do. Each
 * request's options are kept, so a test can check the timeout asked for.
 */
export const stubIdleCallbacks = () => {
  const queue = new Map<number, IdleRequestCallback>();
  const requests: Array<IdleRequestOptions | undefined> = [];
  let handles = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    requests.push(options);
    queue.set((handles += 1), callback);
    return handles;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.delete(handle));
  const idle = () =>
    act(async () => {
      const waiting = [...queue.values()];
      queue.clear();
      for (const callback of waiting) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
  return { idle, requests };
};
