import '@xyflow/react/dist/style.css';
import './rule-graph.css';
import { Background, ControlButton, Controls, ReactFlow, ReactFlowProvider, useStore, useStoreApi, type Dimensions, type NodeChange, type ReactFlowState } from '@xyflow/react';
import { useCallback, useId, useMemo, useState } from 'react';
import type { RuleGraph as RuleGraphModel } from '@domain/routing/graph/graph-types';
import { createLayoutCache, type LayoutDirection } from '@domain/routing/graph/layout-tree';
import type { FlowEdge, FlowNode, NodeDecoration } from './flow-types';
import { decorate, tabStopOf, useMessageIds } from './decorate-nodes';
import { FocusOnTarget, type FocusTarget } from './focus-on-target';
import { betterDirection, storeDirection, storedDirection } from './layout-direction';
import { OpeningView } from './opening-view';
import { edgeTypes } from './edges/branch-edge';
import { forReactFlow, nodeTypes } from './nodes/node-types';
import { RuleGraphEditingContext, type RuleGraphEditing } from './rule-graph-editing';
import { RuleGraphOverview } from './rule-graph-overview';
import { createShared, recordSizes, sameFlowEdge, sameFlowNode, share, withSize } from './share-elements';
import { createRecentFlows, toFlow } from './to-flow';
import { withProbabilities, withTraffic } from './with-probabilities';
import { FitViewButton, OVER_THE_CANVAS } from './fit-view-button';
import { controlsOver } from './fit-clear-of-controls';
import { inWindow, inWindowAt, rectOfKey, windowKey, withKept, withKeptAt, type FlowRect, type HeldWindow } from './view-window';
import { edgeEnds, type EdgeEnds } from './edge-ends';
import { createRecentResults, recall } from '@domain/routing/recent-results';

/** Turns the drawing into an editor canvas: empty-branch slots, selection, badges, focus, drag and drop. */
export interface RuleGraphEditProps {
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** Per node id; only decorated nodes get new objects, so the other memoised nodes do not re-render. */
  decorations?: ReadonlyMap<string, NodeDecoration>;
  focusTarget?: FocusTarget | null;
  /** Must be stable (e.g. useCallback): nodes read it from context. */
  moveSubtree(from: string, to: string): void;
  /** A simulation: chance of each edge, keyed by the child's path (`tree/then`); edges taken are drawn bold with their chance. */
  edgeProbabilities?: ReadonlyMap<string, number> | null;
  /** Traffic on the canvas: the share of the window's payments along each edge, keyed by the child's path. */
  edgeTraffic?: ReadonlyMap<string, number> | null;
}

export interface RuleGraphProps {
  graph: RuleGraphModel;
  /** Accessible name of the drawing, e.g. "Routing tree". */
  label: string;
  /** CSS height; the single-method page lets the graph fill the viewport. */
  height?: number | string;
  editing?: RuleGraphEditProps;
  /** A read-only drawing may still be decorated (a past payment's path); editing brings its own. */
  decorations?: ReadonlyMap<string, NodeDecoration>;
  /** The node a tree too large to read whole opens centred on (the first change of a diff), instead of its root. */
  centreOn?: string | null;
}

// Beyond this many nodes, drawing only what is on screen keeps panning smooth.
const VIRTUALISE_FROM = 400;
// How many levels of a large tree the first view shows.
const OPENING_DEPTH = 3;

const MIN_ZOOM = 0.05;
// A fitted view (opening or Fit View) never magnifies: a three-rule tree at 175 % reads no better.
const OPENING_MAX_ZOOM = 1;

const LAYOUT_TITLES: Record<LayoutDirection, string> = { right: 'Lay the tree out left to right', down: 'Lay the tree out top down' };

/** Ids of the rule nodes a large tree opens on. */
const openingIds = (graph: RuleGraphModel) => new Set(graph.nodes.filter((n) => n.kind !== 'default' && n.depth <= OPENING_DEPTH).map((n) => n.id));

// The windows of the last few drawings (by the drawing's very arrays: toFlow hands back the arrays
// of a drawing it made moments before), so undo and unfold do not filter the whole tree again.
type WindowInput = { nodes: FlowNode[]; edges: FlowEdge[]; windowAt: string | null };
type Windowed = { rect: FlowRect | null; base: HeldWindow | { nodes: FlowNode[]; edges: FlowEdge[]; held?: undefined }; ids: Set<string>; ends: EdgeEnds };
const createRecentWindows = () => createRecentResults<WindowInput, Windowed>();
const sameWindowInput = (a: WindowInput, b: WindowInput) => a.nodes === b.nodes && a.edges === b.edges && a.windowAt === b.windowAt;

const heldNodes = (s: ReactFlowState) => s.nodes.length;
const canvasSize = (s: ReactFlowState) => (s.width > 0 && s.height > 0 ? `${s.width}x${s.height}` : null);

/**
 * Which way the tree grows: the person's choice (the layout button, kept in this browser), else the
 * direction that shows this tree larger on this canvas, chosen once when the canvas first has a
 * size (a large tree grows down without comparing: laying it out twice would cost its opening).
 */
const useDirection = (graph: RuleGraphModel, large: boolean, layOut: (direction: LayoutDirection) => FlowNode[]) => {
  const size = useStore(canvasSize);
  const [chosen, setChosen] = useState<LayoutDirection | null>(storedDirection);
  const [auto, setAuto] = useState<LayoutDirection | null>(null);
  if (chosen === null && auto === null && size !== null) {
    const [width, height] = size.split('x').map(Number) as [number, number];
    // Set while rendering (React's pattern for state derived once): the first drawing is already the chosen one.
    setAuto(large || graph.rootId === null ? 'down' : betterDirection({ down: layOut('down'), right: layOut('right') }, width, height));
  }
  const choose = useCallback((direction: LayoutDirection) => {
    storeDirection(direction);
    setChosen(direction);
  }, []);
  const direction = chosen ?? auto;
  return { direction: direction ?? 'down', resolved: direction !== null, choose };
};

/** One rule tree, derived from the document; read-only unless `editing` is given (the graph is still never edited here). */
export const RuleGraph = (props: RuleGraphProps) => (
  // Our own provider, so the drawing can read React Flow's store around <ReactFlow>.
  <ReactFlowProvider>
    <RuleGraphFlow {...props} />
  </ReactFlowProvider>
);

const RuleGraphFlow = ({ graph, label, height = 480, editing, decorations: pictureDecorations, centreOn }: RuleGraphProps) => {
  const slots = editing !== undefined;
  const flowId = useId();
  const selectedId = editing?.selectedId ?? null;
  const decorations = editing ? editing.decorations : pictureDecorations;
  const withMessage = useMessageIds(decorations);
  const large = graph.nodes.length > VIRTUALISE_FROM;
  const layOut = useCallback((d: LayoutDirection) => toFlow(graph, { slots, withMessage, direction: d }).nodes, [graph, slots, withMessage]);
  const { direction, resolved, choose } = useDirection(graph, large, layOut);
  // Kept for the drawing's life: its last top-down layout, reused while an edit keeps the tree's shape.
  const [layoutCache] = useState(createLayoutCache);
  // And its last few drawings, for undo and unfold (a graph found again is the very object drawn before).
  const [recent] = useState(createRecentFlows);
  const { nodes, edges } = useMemo(() => toFlow(graph, { slots, withMessage, direction, layoutCache, recent }), [graph, slots, withMessage, direction, layoutCache, recent]);
  // Kept for the component's life: what React Flow was given last, by id (see share-elements.ts),
  // and the sizes it measured, so that a node given anew keeps its measurements (withSize).
  const [sharedNodes] = useState(createShared<FlowNode>);
  const [sharedEdges] = useState(createShared<FlowEdge>);
  const [sizes] = useState(() => new Map<string, Dimensions>());
  const onNodesChange = useCallback((changes: NodeChange[]) => recordSizes(sizes, changes), [sizes]);
  // A large tree gives React Flow only what is around the view (view-window.ts), and decorates only that.
  const windowAt = useStore(windowKey);
  const focusId = editing?.focusTarget?.id;
  // The window alone, then what must be drawn besides (the tab stop, the focus target):
  // a selection inside the window costs nothing more, however large the tree.
  const [recentWindows] = useState(createRecentWindows);
  const windowed = useMemo(() => {
    if (!large) return null;
    return recall(recentWindows, { nodes, edges, windowAt }, sameWindowInput, (): Windowed => {
      // Before the canvas has a size, the opening view's top levels.
      const rect = windowAt === null ? null : rectOfKey(windowAt);
      const keep = windowAt === null ? openingIds(graph) : new Set<string>();
      // By the edges' ends as places in the node array (edge-ends.ts), found from the last drawing's.
      const ends = edgeEnds({ nodes, edges });
      const base = ends.complete ? inWindowAt(nodes, edges, ends, rect, keep) : inWindow(nodes, edges, rect, keep);
      return { rect, base, ids: new Set(base.nodes.map((n) => n.id)), ends };
    });
  }, [large, nodes, edges, graph, windowAt, recentWindows]);
  const drawn = useMemo(() => {
    if (!windowed) return { nodes, edges };
    // The tab stop (the selection, else the root) and the node the view is asked to move to.
    const keep = [selectedId ?? graph.rootId ?? graph.treePath, ...(focusId ? [focusId] : [])];
    if (keep.every((id) => windowed.ids.has(id) || !nodes.some((n) => n.id === id))) return windowed.base;
    const { base, ids, ends } = windowed;
    return base.held ? withKeptAt(base, nodes, edges, ends, keep) : withKept(base, ids, nodes, edges, keep);
  }, [windowed, nodes, edges, graph, selectedId, focusId]);
  const shown = useMemo(
    () =>
      share(
        sharedNodes,
        slots ? decorate(drawn.nodes, selectedId, tabStopOf(nodes, selectedId, graph), decorations, flowId) : decorations ? decorate(drawn.nodes, null, null, decorations, flowId) : drawn.nodes,
        sameFlowNode,
        (n) => withSize(n, sizes),
      ),
    [sharedNodes, slots, drawn, nodes, selectedId, graph, decorations, flowId, sizes],
  );
  // Under the one type React Flow draws them by (node-types.tsx).
  const given = useMemo(() => shown.map(forReactFlow), [shown]);
  const probabilities = editing?.edgeProbabilities;
  const traffic = editing?.edgeTraffic;
  const shownEdges = useMemo(() => share(sharedEdges, withTraffic(withProbabilities(drawn.edges, probabilities), traffic), sameFlowEdge), [sharedEdges, drawn, probabilities, traffic]);
  const moveSubtree = editing?.moveSubtree;
  const context = useMemo<RuleGraphEditing | null>(() => (moveSubtree ? { moveSubtree } : null), [moveSubtree]);
  const onSelect = editing?.onSelect;
  // Stable handlers: React Flow hands them to every node wrapper, which re-renders when they change.
  const onNodeClick = useCallback((_: unknown, node: { id: string }) => onSelect?.(node.id), [onSelect]);
  const onPaneClick = useCallback(() => onSelect?.(null), [onSelect]);
  // Windowing stays on after a large drawing until React Flow holds the new one: it takes new nodes in
  // an effect, so in the render that hands it a small drawing (the root of a large tree folded) it
  // still holds the large one's window (a few hundred nodes), and with windowing off it would mount
  // them all, to unmount them a moment later (3-4 ms of a fold at 1.7x CPU in profiles, 2026-11-29).
  const held = useStore(heldNodes);
  const [wasLarge, setWasLarge] = useState(large);
  // Set while rendering (React's pattern for state derived from a change): this render already uses it.
  if (large !== wasLarge && (large || held <= shown.length)) setWasLarge(large);
  // A large tree opens on its top levels instead of fitting thousands of nodes on screen: only what
  // is in view is rendered. The opening view is set once per direction (see OpeningView).
  const opening = useCallback(() => {
    if (!large) return nodes;
    const ids = openingIds(graph);
    return nodes.filter((n) => ids.has(n.id));
  }, [large, nodes, graph]);
  // The overview shows where the rest of the tree is: shown unless the opening view holds the whole
  // tree (there it would only cover part of it); the person's toggle overrides.
  const [overviewChoice, setOverview] = useState<boolean | null>(null);
  const [fittedWhole, setFittedWhole] = useState(false);
  const onOpened = useCallback((fitted: boolean) => setFittedWhole(fitted && !large), [large]);
  const overview = overviewChoice ?? !fittedWhole;
  // A view fitted whole hides the overview unless the person asked for it: the opening keeps clear of the zoom buttons, and of the overview only then.
  const flowStore = useStoreApi();
  const openingControls = useCallback(
    () => controlsOver(flowStore.getState().domNode, overviewChoice === true ? OVER_THE_CANVAS : OVER_THE_CANVAS.slice(0, 1)),
    [flowStore, overviewChoice],
  );
  const turn = direction === 'right' ? 'down' : 'right';
  return (
    <div className="rule-graph" style={{ height }} role="group" aria-label={label} data-tree-path={graph.treePath} data-direction={resolved ? direction : undefined}>
      <RuleGraphEditingContext.Provider value={context}>
        <ReactFlow
          id={flowId}
          nodes={given}
          edges={shownEdges}
          onNodesChange={onNodesChange}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          minZoom={MIN_ZOOM}
          maxZoom={1.75}
          nodesDraggable={false}
          nodesConnectable={false}
          // Read-only drawings are pictures; the editor's nodes take one tab stop (decorate).
          nodesFocusable={slots}
          elementsSelectable={slots}
          edgesFocusable={false}
          // Keys belong to the editor's own handlers (Delete = delete subtree, arrows = move selection).
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          onNodeClick={onSelect ? onNodeClick : undefined}
          onPaneClick={onSelect ? onPaneClick : undefined}
          onlyRenderVisibleElements={large || wasLarge}
          proOptions={{ hideAttribution: true }}
        >
          <Background gap={24} size={1} color="#e2e8f0" />
          <Controls showInteractive={false} showFitView={false}>
            <FitViewButton nodes={nodes} minZoom={MIN_ZOOM} maxZoom={OPENING_MAX_ZOOM} />
            <ControlButton onClick={() => choose(turn)} title={LAYOUT_TITLES[turn]} aria-label={LAYOUT_TITLES[turn]} className="control-layout" data-direction={direction}>
              <span aria-hidden="true">{turn === 'right' ? '⇉' : '⇊'}</span>
            </ControlButton>
            <ControlButton onClick={() => setOverview(!overview)} title={overview ? 'Hide the overview' : 'Show the overview'} aria-label={overview ? 'Hide the overview' : 'Show the overview'} aria-pressed={overview} className="control-overview">
              <span aria-hidden="true">▣</span>
            </ControlButton>
          </Controls>
          {overview ? <RuleGraphOverview nodes={nodes} label={`${label} overview`} /> : null}
          <OpeningView nodes={opening} rootId={graph.rootId ?? graph.treePath} direction={direction} fitKey={resolved ? direction : null} minZoom={MIN_ZOOM} maxZoom={OPENING_MAX_ZOOM} onOpened={onOpened} centreOn={centreOn} controls={openingControls} />
          {slots ? <FocusOnTarget target={editing.focusTarget} animate={!large} /> : null}
        </ReactFlow>
      </RuleGraphEditingContext.Provider>
    </div>
  );
};
