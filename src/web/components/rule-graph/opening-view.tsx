import { getViewportForBounds, useReactFlow, useStore, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import type { FlowNode } from './flow-types';

export interface OpeningViewProps {
  /** The nodes the first view must show (all of a small tree, the top levels of a large one). */
  nodes: readonly FlowNode[];
  padding: number;
  minZoom: number;
  maxZoom: number;
}

const ready = (s: ReactFlowState) => s.panZoom !== null && s.width > 0 && s.height > 0;

/**
 * Fits the first view to the opening nodes, once, as soon as React Flow knows its size. React Flow's
 * own `fitView` waits until every node has been measured in the DOM, which made it render all nodes
 * of a 5,000-node tree once at load; our nodes carry their laid-out size, so the view can be fitted
 * from the layout without rendering anything first.
 */
export const OpeningView = ({ nodes, padding, minZoom, maxZoom }: OpeningViewProps) => {
  const isReady = useStore(ready);
  const store = useStoreApi();
  const { setViewport } = useReactFlow();
  const done = useRef(false);
  useEffect(() => {
    if (!isReady || done.current || nodes.length === 0) return;
    done.current = true;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const n of nodes) {
      x0 = Math.min(x0, n.position.x);
      y0 = Math.min(y0, n.position.y);
      x1 = Math.max(x1, n.position.x + (n.width ?? 0));
      y1 = Math.max(y1, n.position.y + (n.initialHeight ?? 0));
    }
    const { width, height } = store.getState();
    void setViewport(getViewportForBounds({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, width, height, minZoom, maxZoom, padding));
  }, [isReady, nodes, padding, minZoom, maxZoom, store, setViewport]);
  return null;
};
