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

/** The overview's drawing of laid-out nodes: one path per node type, and the bounds of them all (null without nodes). */
export const overviewShapes = (nodes: readonly FlowNode[]): { shapes: OverviewShape[]; bounds: Rect | null } => {
  const parts = new Map<string, string[]>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const node of nodes) {
    const { x, y } = node.position;
    const width = node.width ?? 0;
    const height = node.initialHeight ?? FALLBACK_HEIGHT;
    const kind = node.type ?? 'default';
    let list = parts.get(kind);
    if (!list) parts.set(kind, (list = []));
    list.push(`M${Math.round(x)},${Math.round(y)}h${Math.round(width)}v${Math.round(height)}h${-Math.round(width)}z`);
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + width);
    maxY = Math.max(maxY, y + height);
  }
  const rank = (kind: string) => (ORDER.includes(kind) ? ORDER.indexOf(kind) : ORDER.length);
  const shapes = [...parts].sort(([a], [b]) => rank(a) - rank(b)).map(([kind, list]) => ({ kind, d: list.join('') }));
  return { shapes, bounds: nodes.length ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : null };
};
