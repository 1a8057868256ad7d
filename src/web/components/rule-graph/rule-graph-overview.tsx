import { Panel, useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { FlowNode } from './flow-types';
import { createRecentResults, latestWhere, recall } from '@domain/routing/recent-results';
import { useIdleValue } from '@web/lib/when-idle';
import { arrowPan, overviewFrame, overviewPoint, overviewShapes, sameRect, viewRect, type OverviewDrawing, type Rect } from './overview-shapes';

/**
 * The overview in the corner of a large tree. React Flow's MiniMap draws one SVG element and one
 * store subscription per node: on a 5,000-node tree that is 5,000 elements to restyle and 5,000
 * selectors to run on every store change (each pan frame, each selection). This one draws all nodes
 * of a kind as a single path, derived from the laid-out nodes (so only when the graph changes), and
 * subscribes only to the viewport. Click or drag moves the view there; the wheel zooms. Focused
 * (it is a tab stop), arrow keys move the view and + / - zoom, so no pointer is needed.
 */
const SIZE = { width: 200, height: 150 };
// On a narrow canvas (1280px wide with both side panels open) a smaller overview hides less of the tree.
const SMALL = { width: 144, height: 108 };
const NARROW_CANVAS = 900;
const sizeOf = (s: ReactFlowState) => (s.width > 0 && s.width < NARROW_CANVAS ? SMALL : SIZE);
const PADDING = 5; // around the drawing, in overview pixels
const ZOOM_STEP = 1.25;

const viewOf = (s: ReactFlowState): Rect => viewRect(s.transform, s.width, s.height);

// The last few drawings by the node array they were made from. Undo and unfold hand the overview
// the very array it drew a moment before (toFlow's recent drawings), so it finds that drawing again
// instead of putting every rectangle into path text anew (~3 ms of the work after an undo's paint on
// the 5,000-rule bench page, in CPU profiles).
const createRecentShapes = () => createRecentResults<readonly FlowNode[], OverviewDrawing>();

// What the overview draws before the browser's first idle moment: nothing yet (the frame and the view are drawn).
const NO_NODES: readonly FlowNode[] = [];

export const RuleGraphOverview = memo(function RuleGraphOverview({ nodes: current, label }: { nodes: readonly FlowNode[]; label: string }) {
  // Drawn when the browser is next idle after the canvas is on screen, and again after each edit: the
  // paths of 5,000 nodes took 10–20 ms of a large tree's first render, which only needs the top levels
  // drawn; after an edit they were 2–4 ms (and the browser's parsing of them) of the background render
  // that runs right behind the edit's frame, ahead of the next key (delete, inspector edit, fold and
  // unfold −3 ms median at 1.7x CPU without them, .data/probe/stepprof.ts, 2026-11-29).
  const nodes = useIdleValue(current, NO_NODES);
  const [recent] = useState(createRecentShapes);
  // A new drawing starts from the last one made of about as many nodes (an edit keeps most pieces):
  // not from a folded tree's two nodes when the unfold in between was never drawn (the overview takes
  // only the nodes of its idle moments), which put all 5,000 rules into path text again (4-12 ms).
  const { shapes, bounds } = useMemo(
    () => recall(recent, nodes, Object.is, () => overviewShapes(nodes, latestWhere(recent, (drawing) => drawing.nodes.length * 2 >= nodes.length))),
    [recent, nodes],
  );
  const view = useStore(viewOf, sameRect);
  const size = useStore(sizeOf);
  const { setCenter, getZoom, zoomTo, getViewport, setViewport } = useReactFlow();
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const hintId = useId();
  const frame = overviewFrame(bounds, view, size, PADDING);
  const { x, y, width, height, offset } = frame;

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    const at = overviewPoint(frame, event.currentTarget.getBoundingClientRect(), { x: event.clientX, y: event.clientY });
    if (at) void setCenter(at.x, at.y, { zoom: getZoom() });
  };

  const zoomBy = (factor: number) => void zoomTo(getZoom() * factor);

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const viewport = getViewport();
    const pan = arrowPan(event.key, view.width * viewport.zoom, view.height * viewport.zoom);
    if (pan) void setViewport({ x: viewport.x - pan.dx, y: viewport.y - pan.dy, zoom: viewport.zoom });
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else return;
    // The canvas walks the tree on arrow keys: here they belong to the overview.
    event.preventDefault();
    event.stopPropagation();
  };

  // A native listener: React's wheel handlers are passive, and the page must not scroll under the overview.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      void zoomTo(getZoom() * (event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [getZoom, zoomTo]);

  return (
    <Panel position="bottom-right" className="react-flow__minimap rule-graph-overview" data-testid="rule-graph-overview">
      <span id={hintId} className="visually-hidden">
        Arrow keys move the view, plus and minus zoom.
      </span>
      <svg
        ref={svg}
        width={size.width}
        height={size.height}
        viewBox={`${x} ${y} ${width} ${height}`}
        // An interactive drawing with its own keys: screen readers pass them through.
        role="application"
        aria-roledescription="overview"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        className="react-flow__minimap-svg"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          moveTo(event);
        }}
        onPointerMove={(event) => dragging.current && moveTo(event)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        {/* One overview pixel of stroke in flow units, so the smallest node stays visible. Not a
            non-scaling stroke: with one, every move of the frame (the view leaving the tree's
            bounds) made the browser transform all paths to measure their strokes, 200 ms on 20,000 nodes. */}
        <g strokeWidth={width / size.width}>
          {shapes.map((s) => (
            <path key={s.kind} d={s.d} className={`overview-node overview-${s.kind}`} />
          ))}
        </g>
        <path
          className="react-flow__minimap-mask"
          d={`M${x - offset},${y - offset}h${width + 2 * offset}v${height + 2 * offset}h${-width - 2 * offset}z M${view.x},${view.y}h${view.width}v${view.height}h${-view.width}z`}
          fillRule="evenodd"
          pointerEvents="none"
        />
      </svg>
    </Panel>
  );
});
