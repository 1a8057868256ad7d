import { useCallback, useEffect, useRef, useState, type RefObject, type UIEvent } from 'react';

export interface RowWindow {
  /** First and one-past-last row index to render. */
  start: number;
  end: number;
  onScroll(event: UIEvent<HTMLElement>): void;
  /** Scrolls the least distance that brings row `index` fully into view. */
  reveal(index: number): void;
}

// Before the first measurement (and in test DOMs that do not lay out), assume a typical panel
// unless told how tall the viewport is meant to be.
const FALLBACK_HEIGHT = 600;

/**
 * Fixed-height row windowing: only the rows in the scroll viewport (plus some overscan) are in the
 * DOM, so a 5,000-node outline costs as much as a 50-node one. Rows all have `rowHeight` pixels,
 * which makes the window pure arithmetic: no measuring of rows.
 */
export const useRowWindow = (ref: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 8, fallbackHeight = FALLBACK_HEIGHT): RowWindow => {
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(fallbackHeight);
  // What reveal reads: the last scroll position and height seen, not the element's, whose reading
  // forces a layout of the page in the middle of a selection (tens of ms beside a large canvas).
  const seen = useRef({ scrollTop: 0, height: fallbackHeight });

  // The observer reports the height after the browser's own layout: reading clientHeight while
  // the editor first commits forced a layout of the whole page in the middle of that commit
  // (26 ms in a profile of a 5,000-node load), before React Flow's effects changed it again. Until
  // then the fallback (and the overscan) window is drawn.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      seen.current.height = element.clientHeight || fallbackHeight;
      setHeight(seen.current.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallbackHeight]);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    seen.current.scrollTop = event.currentTarget.scrollTop;
    setScrollTop(seen.current.scrollTop);
  }, []);

  const reveal = useCallback(
    (index: number) => {
      const element = ref.current;
      if (!element) return;
      const top = index * rowHeight;
      const { scrollTop: current, height: viewport } = seen.current;
      let next = current;
      if (top < next) next = top;
      else if (top + rowHeight > next + viewport) next = top + rowHeight - viewport;
      if (next !== current) {
        element.scrollTop = next;
        seen.current.scrollTop = next;
        setScrollTop(next);
      }
    },
    [ref, rowHeight],
  );

  // A list that just got shorter (a search, a fold) is drawn at its end until the browser reports
  // the scroll position it clamped, not as an empty stretch past it.
  const top = Math.min(scrollTop, Math.max(0, count * rowHeight - height));
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((top + height) / rowHeight) + overscan);
  return { start, end, onScroll, reveal };
};
