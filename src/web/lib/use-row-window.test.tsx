// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRowWindow } from './use-row-window';

const ROW = 20;

const Rows = ({ count }: { count: number }) => {
  const ref = useRef<HTMLDivElement>(null);
  const { start, end, onScroll } = useRowWindow(ref, count, ROW, 0);
  return (
    <div ref={ref} data-testid="viewport" onScroll={onScroll}>
      {start}–{end}
    </div>
  );
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useRowWindow', () => {
  it('takes the viewport height from the resize observer, never reading it while React commits (a forced layout)', () => {
    let report: ResizeObserverCallback = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1000);
    render(<Rows count={500} />);
    // Before the observer's first report: the fallback window (600 px), and no layout read.
    expect(screen.getByTestId('viewport')).toHaveTextContent('0–30');
    expect(height).not.toHaveBeenCalled();
    // The browser reports after its own layout: reading the height there costs nothing more.
    const viewport = screen.getByTestId('viewport');
    act(() => report([{ target: viewport } as unknown as ResizeObserverEntry], {} as ResizeObserver));
    expect(viewport).toHaveTextContent('0–50');
  });

  it('draws a list that got shorter at its end until the browser reports the scroll position it clamped', () => {
    const { rerender } = render(<Rows count={500} />);
    const viewport = screen.getByTestId('viewport');
    viewport.scrollTop = 400 * ROW;
    fireEvent.scroll(viewport);
    expect(viewport).toHaveTextContent('400–430');
    rerender(<Rows count={40} />);
    expect(viewport).toHaveTextContent('10–40');
    rerender(<Rows count={5} />);
    expect(viewport).toHaveTextContent('0–5');
  });
});

