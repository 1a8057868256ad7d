import { matchInOrder } from '@domain/routing/match-in-order';
import type { FlowNode } from './flow-types';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** All nodes of one type as one SVG path of rectangles (coloured by the `overview-<kind>` class). */
export interface OverviewShape {
  kind: string;
  d: string;
}

// Drawn in this order; a type not listed comes last.
const ORDER = ['fallthrough', 'slot', 'condition', 'route', 'action', 'incomplete'];
const FALLBACK_HEIGHT = 60;

/** The overview's drawing: one path per node type, the bounds of all nodes (null without any), and each node's piece of path, for the next drawing. */
export interface OverviewDrawing {
  shapes: OverviewShape[];
  bounds: Rect | null;
  nodes: readonly FlowNode[];
  pieces: readonly string[];
}

/**
 * The overview's drawing of laid-out nodes. Given the drawing before (an edit earlier), a node that is
 * the very object drawn then (the canvas keeps a node's object while it is unchanged, in place) keeps
 * its piece of path text instead of being put into numbers again: ~1 ms of each edit's background
 * work on a 5,000-rule tree. The same drawing with or without (property-tested).
 */
export const overviewShapes = (nodes: readonly FlowNode[], before?: OverviewDrawing): OverviewDrawing => {
  const parts = new Map<string, string[]>();
  const kept = before ? matchInOrder(before.nodes, nodes) : undefined;
  const pieces = new Array<string>(nodes.length);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i]!;
    const { x, y } = node.position;
    const width = node.width ?? 0;
    const height = node.initialHeight ?? FALLBACK_HEIGHT;
    const kind = node.type ?? 'default';
    let list = parts.get(kind);
    if (!list) parts.set(kind, (list = []));
    const at = kept ? kept[i]! : -1;
    const piece = at >= 0 ? before!.pieces[at]! : `M${Math.round(x)},${Math.round(y)}h${Math.round(width)}v${Math.round(height)}h${-Math.round(width)}z`;
    pieces[i] = piece;
    list.push(piece);
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + width);
    maxY = Math.max(maxY, y + height);
  }
  const rank = (kind: string) => (ORDER.includes(kind) ? ORDER.indexOf(kind) : ORDER.length);
  const shapes = [...parts].sort(([a], [b]) => rank(a) - rank(b)).map(([kind, list]) => ({ kind, d: list.join('') }));
  return { shapes, bounds: nodes.length ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : null, nodes, pieces };
};

/** The part of the flow on screen, in flow coordinates: React Flow's transform is [x, y, zoom] (screen = flow × zoom + x). */
export const viewRect = ([tx, ty, zoom]: readonly [number, number, number], width: number, height: number): Rect => ({
  x: -tx / zoom,
  y: -ty / zoom,
  width: width / zoom,
  height: height / zoom,
});

export const sameRect = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

const union = (a: Rect, b: Rect): Rect => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
};

/** The overview's viewBox (flow coordinates) and its padding, for a drawing of `size` overview pixels. */
export interface OverviewFrame extends Rect {
  /** `padding` overview pixels, in flow units. */
  offset: number;
}

/**
 * The nodes and the view together, scaled to fit the overview with `padding` overview pixels around
 * them, centred. The frame has the overview's own proportions: otherwise the svg letterboxes it, and
 * a pointer on the overview no longer maps linearly onto the frame (see overviewPoint).
 */
export const overviewFrame = (bounds: Rect | null, view: Rect, size: { width: number; height: number }, padding: number): OverviewFrame => {
  const box = union(bounds ?? view, view);
  const scale = Math.max(box.width / (size.width - 2 * padding), box.height / (size.height - 2 * padding)) || 1;
  const width = size.width * scale;
  const height = size.height * scale;
  return { x: box.x - (width - box.width) / 2, y: box.y - (height - box.height) / 2, width, height, offset: padding * scale };
};

/** The flow point under a pointer at `client` on the overview drawn in `box` (its client rectangle); null while it has no size. */
export const overviewPoint = (frame: Rect, box: { left: number; top: number; width: number; height: number }, client: { x: number; y: number }) =>
  box.width && box.height
    ? { x: frame.x + ((client.x - box.left) / box.width) * frame.width, y: frame.y + ((client.y - box.top) / box.height) * frame.height }
    : null;

/** How far an arrow key on the overview moves the view, in screen pixels: a quarter of the canvas. Null for any other key. */
export const arrowPan = (key: string, width: number, height: number): { dx: number; dy: number } | null => {
  switch (key) {
    case 'ArrowLeft':
      return { dx: -width / 4, dy: 0 };
    case 'ArrowRight':
      return { dx: width / 4, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -height / 4 };
    case 'ArrowDown':
      return { dx: 0, dy: height / 4 };
    default:
      return null;
  }
};
