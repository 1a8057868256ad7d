import { getViewportForBounds, type Viewport } from '@xyflow/react';
import type { Rect } from './overview-shapes';

/**
 * Fitting a tree into the canvas without a control drawn over it (issue 43.1). The zoom buttons sit
 * in a column at the bottom left and the overview in the bottom-right corner, over the drawing: a
 * plain fit put nodes under both. Each control is kept clear either by the column beside it or by the
 * row above it, whichever leaves the tree larger (a wide tree gives up a row, a tall one a column).
 */

export interface FitInput {
  /** The nodes to show, in flow units. */
  bounds: Rect;
  /** The canvas's size on screen. */
  width: number;
  height: number;
  minZoom: number;
  maxZoom: number;
  /** Controls drawn over the canvas, in canvas pixels; a control of no size (not drawn) is ignored. */
  controls: readonly Rect[];
  /** React Flow's relative padding kept free on every side (0.12: about 5 % of each dimension). */
  padding: number;
}

interface Sides {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

// Pixels between a control and the nearest node.
const GAP = 8;

/** React Flow's relative padding in pixels (its parsePadding): the margin kept on each side. */
const margin = (padding: number, size: number) => Math.floor((size - size / (1 + padding)) * 0.5);

/** The two ways of keeping one control clear: the column from its canvas edge to past it, or the row. */
const clearings = (c: Rect, width: number, height: number): Array<Partial<Sides>> => [
  c.x + c.width / 2 < width / 2 ? { left: c.x + c.width + GAP } : { right: width - c.x + GAP },
  c.y + c.height / 2 < height / 2 ? { top: c.y + c.height + GAP } : { bottom: height - c.y + GAP },
];

/** Every choice of one clearing per control (two controls: four), each as the sides to keep free. */
const choices = (controls: readonly Rect[], width: number, height: number, base: Sides): Sides[] =>
  controls.reduce<Sides[]>(
    (sofar, c) =>
      sofar.flatMap((sides) =>
        clearings(c, width, height).map((clear) => ({
          left: Math.max(sides.left, clear.left ?? 0),
          right: Math.max(sides.right, clear.right ?? 0),
          top: Math.max(sides.top, clear.top ?? 0),
          bottom: Math.max(sides.bottom, clear.bottom ?? 0),
        })),
      ),
    [base],
  );

const px = (n: number) => `${n}px` as const;

/**
 * The viewport that shows `bounds` whole, as large as it can be drawn, with no control over it. A
 * tree that cannot be drawn clear of the controls even at the least zoom is centred as React Flow
 * centres it: the controls cover part of it whatever the view, and shifting it aside would only hide
 * a different part.
 */
export const fitClearOfControls = ({ bounds, width, height, minZoom, maxZoom, controls, padding }: FitInput): Viewport => {
  const plain = getViewportForBounds(bounds, width, height, minZoom, maxZoom, padding);
  const drawn = controls.filter((c) => c.width > 0 && c.height > 0);
  const base = { left: margin(padding, width), right: margin(padding, width), top: margin(padding, height), bottom: margin(padding, height) };
  let best: Viewport | null = null;
  for (const s of choices(drawn, width, height, base)) {
    // A choice that leaves no room at all is none.
    if (s.left + s.right >= width || s.top + s.bottom >= height) continue;
    const view = getViewportForBounds(bounds, width, height, minZoom, maxZoom, { left: px(s.left), right: px(s.right), top: px(s.top), bottom: px(s.bottom) });
    // At the least zoom the view is clamped, and the tree may not fit the room this choice leaves.
    if (view.zoom > minZoom && (!best || view.zoom > best.zoom)) best = view;
  }
  return best ?? plain;
};

/** Where React Flow's controls and the overview are drawn over its canvas, in canvas pixels. */
export const controlsOver = (flow: Element | null | undefined, selectors: readonly string[]): Rect[] => {
  if (!flow) return [];
  const origin = flow.getBoundingClientRect();
  return selectors.flatMap((selector) =>
    [...flow.querySelectorAll(selector)].map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height };
    }),
  );
};
