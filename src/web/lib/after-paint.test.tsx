// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAnimationFrames } from '../test/animation-frames';
import { afterPaint, usePaintedValue } from './after-paint';

afterEach(() => vi.unstubAllGlobals());

describe('afterPaint', () => {
  it('runs after the next frame, behind the tasks queued before it, or not at all once cancelled', async () => {
    const { frame } = stubAnimationFrames();
    const order: string[] = [];
    // What an earlier animation callback queues (a key's handler, a frame mark) comes first.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        order.push('queued earlier in the frame');
      };
      channel.port2.postMessage(null);
    });
    afterPaint(() => order.push('after paint'));
    afterPaint(() => order.push('cancelled'))();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([]);
    await frame();
    expect(order).toEqual(['queued earlier in the frame', 'after paint']);
  });
});

describe('usePaintedValue', () => {
  it('hands a value over after the frame that shows it, the latest one when it changed meanwhile', async () => {
    const { frame } = stubAnimationFrames();
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value, 'none'), { initialProps: { value: 'a' } });
    expect(result.current).toBe('none');
    await frame();
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    expect(result.current).toBe('a');
    await frame();
    expect(result.current).toBe('c');
  });
});
