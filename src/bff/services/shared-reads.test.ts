import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads';

/** A read the test finishes by hand, counting how often the "gateway" was called. */
const gateway = () => {
  const pending: Array<(value: number) => void> = [];
  let state = 0;
  const calls = { count: 0 };
  const read = () => {
    calls.count += 1;
    const seen = state;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()!(0);
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { read, calls, finishAll, write: (value: number) => void (state = value) };
};

describe('sharedReads', () => {
  it('fifty concurrent reads of one key cost two gateway calls: the running one and the next', async () => {
    const gw = gateway();
    const read = sharedReads<number>();
    const first = read('a', gw.read);
    await Promise.resolve();
    const rest = Array.from({ length: 49 }, () => read('a', gw.read));
    await gw.finishAll();
    await Promise.all([first, ...rest]);
    expect(gw.calls.count).toBe(2);
  });

  it('a caller never gets a read that began before it asked (a save completed meanwhile is seen)', async () => {
    const gw = gateway();
    const read = sharedReads<number>();
    const before = read('a', gw.read); // reads state 0, still running
    await Promise.resolve();
    gw.write(1); // a save completes while that read is in flight
    const after = read('a', gw.read); // asked after the save: must see 1
    await gw.finishAll();
    expect(await before).toBe(0);
    expect(await after).toBe(1);
  });

  it('keys do not share, a failure reaches the callers of that read only, and the next read runs again', async () => {
    const read = sharedReads<string>();
    let calls = 0;
    const failing = read('x', () => Promise.reject(new Error('gateway down')));
    const other = read('y', async () => `y${(calls += 1)}`);
    await expect(failing).rejects.toThrow('gateway down');
    expect(await other).toBe('y1');
    expect(await read('x', async () => 'x again')).toBe('x again');
    expect(await read('y', async () => `y${(calls += 1)}`)).toBe('y2');
  });

  it('a read that throws before returning a promise is a rejected read, not a thrown call', async () => {
    const read = sharedReads<number>();
    const answer = read('a', () => {
      throw new Error('bad');
    });
    await expect(answer).rejects.toThrow('bad');
  });
});
