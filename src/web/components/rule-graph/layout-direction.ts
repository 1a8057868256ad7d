import { getViewportForBounds } from '@xyflow/react';
import type { LayoutDirection } from '@domain/routing/graph/layout-tree';
import type { FlowNode } from './flow-types';
import { boundsOf } from './opening-view';

/**
 * The direction that shows a tree larger on this canvas: the one whose whole drawing fits at the
 * higher zoom. A deep tree of long sentences is usually wider than tall top-down, which a landscape
 * canvas cannot show; left to right it trades that width for height.
 */
export const betterDirection = (laidOut: Record<LayoutDirection, readonly FlowNode[]>, width: number, height: number): LayoutDirection => {
  const zoomOf = (nodes: readonly FlowNode[]) => getViewportForBounds(boundsOf(nodes), width, height, 0, Infinity, 0).zoom;
  return zoomOf(laidOut.right) > zoomOf(laidOut.down) ? 'right' : 'down';
};

const KEY = 'routing-studio:layout-direction';

/** The direction a person chose with the canvas's layout button, kept in this browser; null: let the canvas choose. */
export const storedDirection = (): LayoutDirection | null => {
  try {
    const value = globalThis.localStorage?.getItem(KEY);
    return value === 'down' || value === 'right' ? value : null;
  } catch {
    return null;
  }
};

export const storeDirection = (direction: LayoutDirection) => {
  try {
    globalThis.localStorage?.setItem(KEY, direction);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
};
