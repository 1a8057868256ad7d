import { afterEach, describe, expect, it } from 'vitest';
import { createReplayThreads, type ReplayThreads } from './replay-threads';

describe('replay threads', () => {
  let threads: ReplayThreads | undefined;
  afterEach(async () => threads?.close());

  it('reuse a thread whose replay ended cleanly, and warm a new one for a discarded thread', async () => {
    threads = createReplayThreads(1);
    const first = threads.take();
    threads.give(first);
    expect(threads.take()).toBe(first);

    const exited = new Promise<number>((resolve) => first.once('exit', resolve));
    threads.discard(first);
    await exited;
    threads.warm();
    const next = threads.take();
    expect(next).not.toBe(first);
    threads.give(next);
  });

  it('keep no more waiting threads than asked, and close them', async () => {
    threads = createReplayThreads(1);
    const a = threads.take();
    const b = threads.take();
    expect(b).not.toBe(a);
    const bExited = new Promise<number>((resolve) => b.once('exit', resolve));
    threads.give(a);
    threads.give(b);
    await bExited;
    const aExited = new Promise<number>((resolve) => a.once('exit', resolve));
    await threads.close();
    await aExited;
  });
});
