// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIdleCallbacks } from '../test/idle-callbacks';
import { useIdleValue, whenIdle } from './when-idle';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('runs when the browser is idle, or not at all once cancelled', async () => {
    const { idle, requests } = stubIdleCallbacks();
    const ran = vi.fn();
    whenIdle(() => ran('ran'));
    const cancel = whenIdle(() => ran('cancelled'), 300);
    cancel();
    await idle();
    expect(ran.mock.calls).toEqual([['ran']]);
    // A busy page still gets it, after at most the timeout asked for.
    expect(requests.map((r) => r?.timeout)).toEqual([2000, 300]);
  });
});

describe('useIdleValue', () => {
  it('hands a value over only when the browser is idle, the latest one when it changed meanwhile', async () => {
    const { idle } = stubIdleCallbacks();
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
