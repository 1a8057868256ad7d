import '@xyflow/react/dist/style.css';
import './rule-graph.css';
import { Background, Controls, ReactFlow, ReactFlowProvider, useStore, type Dimensions, type NodeChange, type ReactFlowState } from '@xyflow/react';
import { useCallback, useId, useMemo, useState } from 'react';
import type { RuleGraph as RuleGraphModel } from '../../../domain/routing/graph/graph-types';
import { decorationMessages, type FlowEdge, type FlowNode, type NodeDecoration } from './flow-types';
import { FocusOnTarget, type FocusTarget } from './focus-on-target';
import { OpeningView } from './opening-view';
import { edgeTypes } from './edges/branch-edge';
import { nodeTypes } from './nodes/node-types';
import { RuleGraphEditingContext, type RuleGraphEditing } from './rule-graph-editing';
import { RuleGraphOverview } from './rule-graph-overview';
import { createShared, recordSizes, sameFlowEdge, sameFlowNode, share, withSize } from './share-elements';
import { toFlow } from './to-flow';
import { withProbabilities } from './with-probabilities';

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
}

export interface RuleGraphProps {
  graph: RuleGraphModel;
  /** Accessible name of the drawing, e.g. "Routing tree". */
  label: string;
  /** CSS height; the single-method page lets the graph fill the viewport. */
  height?: number | string;
  editing?: RuleGraphEditProps;
}

// Beyond this many nodes, drawing only what is on screen keeps panning smooth.
const VIRTUALISE_FROM = 400;
// How many levels of a large tree the first view shows.
const OPENING_DEPTH = 3;
// A small tree fits on screen; there the overview would only hide part of it.
const OVERVIEW_FROM = 40;

/** Selection and decorations on the laid-out nodes; undecorated nodes stay the objects they were. */
const decorate = (nodes: FlowNode[], selectedId: string | null, decorations: ReadonlyMap<string, NodeDecoration> | undefined, flowId: string): FlowNode[] =>
  nodes.map((n) => {
    const selected = n.id === selectedId;
    const decoration = decorations?.get(n.id);
    if (!selected && !decoration) return n;
    if (n.type === 'slot' || n.type === 'fallthrough' || !decoration) return { ...n, selected };
    if (decorationMessages(decoration).length === 0) return { ...n, selected, data: { ...n.data, decoration } } as FlowNode;
    const messagesId = `${flowId}-messages-${n.id}`;
    // The wrapper React Flow focuses is what a screen reader describes: React Flow's own hint, then the node's messages.
    const domAttributes = { 'aria-describedby': `react-flow__node-desc-${flowId} ${messagesId}` };
    return { ...n, selected, domAttributes, data: { ...n.data, decoration: { ...decoration, messagesId } } } as FlowNode;
  });

const MIN_ZOOM = 0.05;

/** Ids of the rule nodes a large tree opens on. */
const openingIds = (graph: RuleGraphModel) => new Set(graph.nodes.filter((n) => n.kind !== 'default' && n.depth <= OPENING_DEPTH).map((n) => n.id));

/** Ids of the nodes with a message line, as a set that keeps its identity while the ids stay the same. */
const useMessageIds = (decorations: ReadonlyMap<string, NodeDecoration> | undefined): ReadonlySet<string> => {
  const key = useMemo(() => {
    const ids: string[] = [];
    for (const [id, d] of decorations ?? []) if (decorationMessages(d).length) ids.push(id);
    return ids.sort().join('\n');
  }, [decorations]);
  return useMemo(() => new Set(key ? key.split('\n') : []), [key]);
};

const holdsManyNodes = (s: ReactFlowState) => s.nodes.length > VIRTUALISE_FROM;

/** One rule tree, derived from the document; read-only unless `editing` is given (the graph is still never edited here). */
export const RuleGraph = (props: RuleGraphProps) => (
  // Our own provider, so the drawing can read React Flow's store around <ReactFlow>.
  <ReactFlowProvider>
    <RuleGraphFlow {...props} />
  </ReactFlowProvider>
);

const RuleGraphFlow = ({ graph, label, height = 480, editing }: RuleGraphProps) => {
  const slots = editing !== undefined;
  const flowId = useId();
  const selectedId = editing?.selectedId ?? null;
  const decorations = editing?.decorations;
  const withMessage = useMessageIds(decorations);
  const { nodes, edges } = useMemo(() => toFlow(graph, { slots, withMessage }), [graph, slots, withMessage]);
  // Kept for the component's life: what React Flow was given last, by id (see share-elements.ts),
  // and the sizes it measured, so that a node given anew keeps its measurements (withSize).
  const [sharedNodes] = useState(createShared<FlowNode>);
  const [sharedEdges] = useState(createShared<FlowEdge>);
  const [sizes] = useState(() => new Map<string, Dimensions>());
  const onNodesChange = useCallback((changes: NodeChange<FlowNode>[]) => recordSizes(sizes, changes), [sizes]);
  const shown = useMemo(
    () => share(sharedNodes, slots ? decorate(nodes, selectedId, decorations, flowId) : nodes, sameFlowNode, (n) => withSize(n, sizes)),
    [sharedNodes, slots, nodes, selectedId, decorations, flowId, sizes],
  );
  const probabilities = editing?.edgeProbabilities;
  const shownEdges = useMemo(() => share(sharedEdges, withProbabilities(edges, probabilities), sameFlowEdge), [sharedEdges, edges, probabilities]);
  const moveSubtree = editing?.moveSubtree;
  const context = useMemo<RuleGraphEditing | null>(() => (moveSubtree ? { moveSubtree } : null), [moveSubtree]);
  const onSelect = editing?.onSelect;
  // Stable handlers: React Flow hands them to every node wrapper, which re-renders when they change.
  const onNodeClick = useCallback((_: unknown, node: { id: string }) => onSelect?.(node.id), [onSelect]);
  const onPaneClick = useCallback(() => onSelect?.(null), [onSelect]);
  const large = nodes.length > VIRTUALISE_FROM;
  // Windowing stays on while React Flow still holds many nodes: it takes new nodes in an effect, and
  // switched off at once it would first render every node it holds (all 5,000 when the root is folded).
  const holdsMany = useStore(holdsManyNodes);
  // A large tree opens on its top levels, readable, instead of fitting thousands of nodes on screen:
  // only what is in view is rendered. Chosen once: the opening view is fitted once.
  const [opening] = useState(() => {
    if (!large) return nodes;
    const ids = openingIds(graph);
    return nodes.filter((n) => ids.has(n.id));
  });
  return (
    <div className="rule-graph" style={{ height }} role="group" aria-label={label} data-tree-path={graph.treePath}>
      <RuleGraphEditingContext.Provider value={context}>
        <ReactFlow
          id={flowId}
          nodes={shown}
          edges={shownEdges}
          onNodesChange={onNodesChange}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          minZoom={MIN_ZOOM}
          maxZoom={1.75}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={slots}
          edgesFocusable={false}
          // Keys belong to the editor's own handlers (Delete = delete subtree, arrows = move selection).
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          onNodeClick={onSelect ? onNodeClick : undefined}
          onPaneClick={onSelect ? onPaneClick : undefined}
          onlyRenderVisibleElements={large || holdsMany}
          proOptions={{ hideAttribution: true }}
        >
          <Background gap={24} size={1} color="#e2e8f0" />
          <Controls showInteractive={false} />
          {nodes.length >= OVERVIEW_FROM ? <RuleGraphOverview nodes={nodes} label={`${label} overview`} /> : null}
          <OpeningView nodes={opening} padding={0.12} minZoom={MIN_ZOOM} maxZoom={1} />
          {slots ? <FocusOnTarget target={editing.focusTarget} animate={!large} /> : null}
        </ReactFlow>
      </RuleGraphEditingContext.Provider>
    </div>
  );
};
