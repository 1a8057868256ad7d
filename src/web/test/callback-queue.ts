import { vi } from 'vitest';

/**
 * A browser callback queue for a test (`requestAnimationFrame`, `requestIdleCallback`): the request
 * queues and returns a handle, the cancel drops it, and `flush()` calls what is queued, in order, as
 * the browser would at its moment. Each request's options are kept.
 */
export const stubCallbackQueue = <Callback, Options = undefined>(request: string, cancel: string, call: (callback: Callback) => void) => {
  const queue = new Map<number, Callback>();
  const requests: Array<Options | undefined> = [];
  let handles = 0;
  vi.stubGlobal(request, (callback: Callback, options?: Options) => {
    requests.push(options);
    queue.set((handles += 1), callback);
    return handles;
  });
  vi.stubGlobal(cancel, (handle: number) => queue.delete(handle));
  const flush = () => {
    const waiting = [...queue.values()];
    queue.clear();
    for (const callback of waiting) call(callback);
  };
  return { flush, requests };
};
