import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { SIDE_MIN } from './use-side-width';

// A key press moves the edge this far; with Shift, four times as far.
const STEP = 16;

interface SideResizerProps {
  /** The side column's width on screen now. */
  width: () => number;
  /** The widest it may be: the canvas keeps its least width (use-side-width.ts). */
  widest: () => number;
  onResize: (width: number | undefined) => void;
  current: number | undefined;
}

/**
 * The edge between the canvas and the side column, dragged (or moved with the arrow keys) to give
 * the canvas or the tool beside it more room (issue 43.1). Double-click or Enter: back to the
 * layout's own width. A separator in ARIA's sense: focusable, with its value in pixels.
 */
export const SideResizer = ({ width, widest, onResize, current }: SideResizerProps) => {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const clamp = (w: number) => Math.min(Math.max(w, SIDE_MIN), Math.max(SIDE_MIN, widest()));
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: width() };
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // The column is on the right: moving the edge left widens it.
    if (drag.current) onResize(clamp(drag.current.width + drag.current.x - event.clientX));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const now = width();
    const to =
      event.key === 'ArrowLeft' ? clamp(now + step) : event.key === 'ArrowRight' ? clamp(now - step) : event.key === 'Home' ? SIDE_MIN : event.key === 'End' ? clamp(Infinity) : undefined;
    if (to !== undefined) onResize(to);
    else if (event.key === 'Enter') onResize(undefined);
    else return;
    event.preventDefault();
  };
  return (
    <div
      className="side-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label="Width of the side panel"
      aria-valuemin={SIDE_MIN}
      aria-valuemax={Math.round(Math.max(SIDE_MIN, widest()))}
      aria-valuenow={Math.round(current ?? width())}
      aria-valuetext={`${Math.round(current ?? width())} pixels wide; arrows to resize, Enter for the usual width`}
      title="Drag to resize the side panel (double-click: usual width)"
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={() => onResize(undefined)}
      onKeyDown={onKeyDown}
    />
  );
};
