import { useReactFlow, useStore, useStoreApi, type ReactFlowState, type Viewport } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import type { LayoutDirection } from '@domain/routing/graph/layout-tree';
import type { FlowNode } from './flow-types';
import { fitClearOfControls } from './fit-clear-of-controls';

/**
 * The zoom at which a node's text is readable: its title (14px), failover chain and edge labels
 * (13px) stay at least 11px on screen (rule-graph.css). Below it nothing on a node can be read, so
 * the first view never goes below it.
 */
export const READABLE_ZOOM = 0.85;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OpeningInput {
  /** What the first view should show: all of a small tree, the top levels of a large one. */
  bounds: Rect;
  /** The root node's box: where a tree too large to read whole is opened. */
  root: Rect;
  direction: LayoutDirection;
  /** The canvas's size on screen. */
  width: number;
  height: number;
  minZoom: number;
  maxZoom: number;
  /** Controls drawn over the canvas (canvas pixels): a fitted tree is kept clear of them. */
  controls?: readonly Rect[];
}

// Margins: fitting uses React Flow's relative padding; a root-anchored view keeps this many pixels free.
export const FIT_PADDING = 0.12;
const EDGE = 24;

/**
 * Along one axis: the offset that puts `anchor` (flow units) at `at` (screen pixels), held so the
 * drawing covers the canvas instead of leaving a margin wider than EDGE; centred when it fits.
 */
const axisOffset = (from: number, to: number, zoom: number, canvas: number, anchor: number, at: number): number => {
  if ((to - from) * zoom <= canvas - 2 * EDGE) return (canvas - (to + from) * zoom) / 2;
  const wanted = at - anchor * zoom;
  return Math.min(EDGE - from * zoom, Math.max(canvas - EDGE - to * zoom, wanted));
};

/**
 * The first view of a tree: fitted when it can be read fitted, else at READABLE_ZOOM with the root
 * where the tree starts (top-centre when it grows down, left-middle when it grows right), so a person
 * reads the first rules at once and the overview shows where the rest is.
 */
export const openingViewport = ({ bounds, root, direction, width, height, minZoom, maxZoom, controls = [] }: OpeningInput): { viewport: Viewport; fitted: boolean } => {
  const fit = fitClearOfControls({ bounds, width, height, minZoom, maxZoom, controls, padding: FIT_PADDING });
  if (fit.zoom >= READABLE_ZOOM) return { viewport: fit, fitted: true };
  const zoom = Math.min(maxZoom, READABLE_ZOOM);
  const rootX = direction === 'right' ? { anchor: root.x, at: EDGE } : { anchor: root.x + root.width / 2, at: width / 2 };
  const rootY = direction === 'right' ? { anchor: root.y + root.height / 2, at: height / 2 } : { anchor: root.y, at: EDGE };
  const x = axisOffset(bounds.x, bounds.x + bounds.width, zoom, width, rootX.anchor, rootX.at);
  const y = axisOffset(bounds.y, bounds.y + bounds.height, zoom, height, rootY.anchor, rootY.at);
  return { viewport: { zoom, x, y }, fitted: false };
};

const boxOf = (n: FlowNode): Rect => ({ x: n.position.x, y: n.position.y, width: n.width ?? 0, height: n.initialHeight ?? 0 });

export const boundsOf = (nodes: readonly FlowNode[]): Rect => {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const n of nodes) {
    const b = boxOf(n);
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
};

export interface OpeningViewProps {
  /**
   * The nodes the first view must show (all of a small tree, the top levels of a large one), asked
   * only when a view is to be set: picking a large tree's top levels goes over every node, which
   * each edit would otherwise pay for a view set once.
   */
  nodes: () => readonly FlowNode[];
  rootId: string | null;
  direction: LayoutDirection;
  /** The view is set once per key: a new key (the layout turned) opens the tree again. Null: not yet. */
  fitKey: string | null;
  minZoom: number;
  maxZoom: number;
  /** Told after each opening whether the nodes were fitted whole (else the view sits on the root). */
  onOpened?: (fitted: boolean) => void;
  /** A node the view opens centred on when the whole tree is not readable at once (what a change request changed). */
  centreOn?: string | null;
  /** Where the controls a fitted view must keep clear of are drawn, read when the view is set. */
  controls?: () => readonly Rect[];
}

const ready = (s: ReactFlowState) => s.panZoom !== null && s.width > 0 && s.height > 0;

/**
 * Sets the first view as soon as React Flow knows its size. React Flow's own `fitView` waits until
 * every node has been measured in the DOM, which made it render all nodes of a 5,000-node tree once
 * at load; our nodes carry their laid-out size, so the view is computed from the layout without
 * rendering anything first.
 */
export const OpeningView = ({ nodes, rootId, direction, fitKey, minZoom, maxZoom, onOpened, centreOn, controls }: OpeningViewProps) => {
  const isReady = useStore(ready);
  const store = useStoreApi();
  const { setViewport } = useReactFlow();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!isReady || fitKey === null || done.current === fitKey) return;
    const shown = nodes();
    if (shown.length === 0) return;
    done.current = fitKey;
    const bounds = boundsOf(shown);
    const rootNode = shown.find((n) => n.id === rootId) ?? shown[0]!;
    const { width, height } = store.getState();
    const { viewport, fitted } = openingViewport({ bounds, root: boxOf(rootNode), direction, width, height, minZoom, maxZoom, controls: controls?.() });
    const centre = fitted ? undefined : shown.find((n) => n.id === centreOn);
    if (centre) {
      const box = boxOf(centre);
      void setViewport({ zoom: viewport.zoom, x: width / 2 - (box.x + box.width / 2) * viewport.zoom, y: height / 2 - (box.y + box.height / 2) * viewport.zoom });
    } else void setViewport(viewport);
    onOpened?.(fitted);
  }, [isReady, nodes, rootId, direction, fitKey, minZoom, maxZoom, store, setViewport, onOpened, centreOn, controls]);
  return null;
};
