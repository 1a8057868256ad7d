// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleValue, whenIdle } from './when-idle';

const queue = new Map<number, IdleRequestCallback>();
let handles = 0;
const stubIdle = () => {
  queue.clear();
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    expect(options?.timeout).toBeGreaterThan(0);
    queue.set((handles += 1), callback);
    return handles;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.delete(handle));
};
const idle = () =>
  act(async () => {
    const waiting = [...queue.values()];
    queue.clear();
    for (const callback of waiting) callback({ didTimeout: false, timeRemaining: () => 50 });
  });

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('runs when the browser is idle, or not at all once cancelled', () => {
    stubIdle();
    const ran = vi.fn();
    whenIdle(() => ran('ran'));
    const cancel = whenIdle(() => ran('cancelled'));
    cancel();
    for (const callback of queue.values()) callback({ didTimeout: false, timeRemaining: () => 50 });
    expect(ran.mock.calls).toEqual([['ran']]);
  });
});

describe('useIdleValue', () => {
  it('hands a value over only when the browser is idle, the latest one when it changed meanwhile', async () => {
    stubIdle();
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value, 'none'), { initialProps: { value: 'a' } });
    expect(result.current).toBe('none');
    await idle();
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    expect(result.current).toBe('a');
    await idle();
    expect(result.current).toBe('c');
  });
});
