import { Panel, useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { memo, useEffect, useMemo, useRef, type PointerEvent } from 'react';
import type { FlowNode } from './flow-types';
import { overviewShapes, type Rect } from './overview-shapes';

/**
 * The overview in the corner of a large tree. React Flow's MiniMap draws one SVG element and one
 * store subscription per node: on a 5,000-node tree that is 5,000 elements to restyle and 5,000
 * selectors to run on every store change (each pan frame, each selection). This one draws all nodes
 * of a kind as a single path, derived from the laid-out nodes (so only when the graph changes), and
 * subscribes only to the viewport. Click or drag moves the view there; the wheel zooms.
 */
const WIDTH = 200;
const HEIGHT = 150;
const OFFSET = 5; // padding around the drawing, in overview pixels
const ZOOM_STEP = 1.25;

const viewOf = (s: ReactFlowState): Rect => ({
  x: -s.transform[0] / s.transform[2],
  y: -s.transform[1] / s.transform[2],
  width: s.width / s.transform[2],
  height: s.height / s.transform[2],
});
const sameRect = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

const union = (a: Rect, b: Rect): Rect => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
};

export const RuleGraphOverview = memo(function RuleGraphOverview({ nodes, label }: { nodes: readonly FlowNode[]; label: string }) {
  const { shapes, bounds } = useMemo(() => overviewShapes(nodes), [nodes]);
  const view = useStore(viewOf, sameRect);
  const { setCenter, getZoom, zoomTo } = useReactFlow();
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);

  // As React Flow's MiniMap: the drawing and the view, scaled to fit, centred.
  const box = union(bounds ?? view, view);
  const scale = Math.max(box.width / WIDTH, box.height / HEIGHT) || 1;
  const offset = OFFSET * scale;
  const width = WIDTH * scale + 2 * offset;
  const height = HEIGHT * scale + 2 * offset;
  const x = box.x - (WIDTH * scale - box.width) / 2 - offset;
  const y = box.y - (HEIGHT * scale - box.height) / 2 - offset;

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    const at = { x: x + ((event.clientX - rect.left) / rect.width) * width, y: y + ((event.clientY - rect.top) / rect.height) * height };
    void setCenter(at.x, at.y, { zoom: getZoom() });
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
      <svg
        ref={svg}
        width={WIDTH}
        height={HEIGHT}
        viewBox={`${x} ${y} ${width} ${height}`}
        role="img"
        aria-label={label}
        className="react-flow__minimap-svg"
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          moveTo(event);
        }}
        onPointerMove={(event) => dragging.current && moveTo(event)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        {shapes.map((s) => (
          <path key={s.kind} d={s.d} className={`overview-node overview-${s.kind}`} />
        ))}
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
