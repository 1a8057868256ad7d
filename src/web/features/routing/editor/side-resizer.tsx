import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { SIDE_MIN } from './use-side-width';

// A key press moves the edge this far; with Shift, four times as far.
const STEP = 16;

interface SideResizerProps {
  /** The side column's width on screen now, and the widest it may be (the canvas keeps its least width, use-side-width.ts), as last measured. */
  measured: { width: number; widest: number };
  /** The width on screen at this moment, for a key or a drag: key presses come faster than the next measurement. */
  liveWidth: () => number;
  onResize: (width: number | undefined) => void;
}

/**
 * The edge between the canvas and the side column, dragged (or moved with the arrow keys) to give
 * the canvas or the tool beside it more room (issue 43.1). Double-click or Enter: back to the
 * layout's own width. A separator in ARIA's sense: focusable, with its value in pixels.
 */
export const SideResizer = ({ measured, liveWidth, onResize }: SideResizerProps) => {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const widest = Math.max(SIDE_MIN, Math.round(measured.widest));
  const clamp = (w: number) => Math.min(Math.max(w, SIDE_MIN), widest);
  const now = Math.round(measured.width);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: liveWidth() };
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
    const at = liveWidth();
    const to =
      event.key === 'ArrowLeft' ? clamp(at + step) : event.key === 'ArrowRight' ? clamp(at - step) : event.key === 'Home' ? SIDE_MIN : event.key === 'End' ? clamp(Infinity) : undefined;
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
      aria-valuemax={widest}
      aria-valuenow={now}
      aria-valuetext={`${now} pixels wide; arrows to resize, Enter for the usual width`}
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
