/**
 * Concurrent reads of one thing share gateway calls, without ever answering with what was read
 * before the caller asked. Per key at most one read runs; callers that arrive while it runs do not
 * join it (it may have read before a save they saw complete) but share the next one, which starts
 * when the running one ends. So 50 editors opening one connector at once cost the gateway two
 * calls, not 50, and every answer comes from a gateway call that began after its request arrived.
 *
 * Like Go's singleflight, with that one difference: singleflight hands a caller a call already in
 * flight, which can be older than the caller's own last write.
 */
export const sharedReads = <T>() => {
  const slots = new Map<string, { running: Promise<T>; next?: Promise<T> }>();

  const run = (key: string, read: () => Promise<T>): Promise<T> => {
    const running = Promise.resolve().then(read);
    const slot: { running: Promise<T>; next?: Promise<T> } = { running };
    slots.set(key, slot);
    const settle = () => {
      // A caller waiting for the next read takes the slot over (run, below) in a later microtask.
      if (slots.get(key) === slot && slot.next === undefined) slots.delete(key);
    };
    running.then(settle, settle);
    return running;
  };

  return (key: string, read: () => Promise<T>): Promise<T> => {
    const slot = slots.get(key);
    if (slot === undefined) return run(key, read);
    const ended = () => undefined;
    slot.next ??= slot.running.then(ended, ended).then(() => run(key, read));
    return slot.next;
  };
};
