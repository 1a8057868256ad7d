import { act } from '@testing-library/react';
import { stubCallbackQueue } from './callback-queue';

/**
 * The browser's idle callbacks for a test (the test DOM has none): `requestIdleCallback` queues,
 * and `idle()` runs what is queued, as the browser would when it next has nothing to do. Each
 * request's options are kept, so a test can check the timeout asked for.
 */
export const stubIdleCallbacks = () => {
  const { flush, requests } = stubCallbackQueue<IdleRequestCallback, IdleRequestOptions>('requestIdleCallback', 'cancelIdleCallback', (callback) =>
    callback({ didTimeout: false, timeRemaining: () => 50 }),
  );
  const idle = () => act(async () => flush());
  return { idle, requests };
};
