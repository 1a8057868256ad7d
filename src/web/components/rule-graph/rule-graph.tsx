import '@xyflow/react/dist/style.css';
import './rule-graph.css';
import { Background, Controls, MiniMap, ReactFlow, type Node } from '@xyflow/react';
import { useMemo } from 'react';
import type { RuleGraph as RuleGraphModel } from '../../../domain/routing/graph/graph-types';
import type { FlowNode, NodeDecoration } from './flow-types';
import { FocusOnTarget, type FocusTarget } from './focus-on-target';
import { edgeTypes } from './edges/branch-edge';
import { nodeTypes } from './nodes/node-types';
import { RuleGraphEditingContext, type RuleGraphEditing } from './rule-graph-editing';
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

const MINIMAP_COLORS: Record<string, string> = {
  condition: '#c7d2fe',
  route: '#bbf7d0',
  action: '#fde68a',
  incomplete: '#fecaca',
  fallthrough: '#e5e7eb',
  slot: '#f1f5f9',
};
const minimapColor = (node: Node): string => MINIMAP_COLORS[node.type ?? ''] ?? '#e5e7eb';

// Beyond this many nodes, drawing only what is on screen keeps panning smooth.
const VIRTUALISE_FROM = 400;
// How many levels of a large tree the first view shows.
const OPENING_DEPTH = 3;
// A small tree fits on screen; there the overview would only hide part of it.
const MINIMAP_FROM = 40;

const decorate = (nodes: FlowNode[], selectedId: string | null, decorations: ReadonlyMap<string, NodeDecoration> | undefined): FlowNode[] =>
  nodes.map((n) => {
    const selected = n.id === selectedId;
    const decoration = decorations?.get(n.id);
    if (!selected && !decoration) return n;
    if (n.type === 'slot' || n.type === 'fallthrough' || !decoration) return { ...n, selected };
    return { ...n, selected, data: { ...n.data, decoration } } as FlowNode;
  });

/** One rule tree, derived from the document; read-only unless `editing` is given (the graph is still never edited here). */
export const RuleGraph = ({ graph, label, height = 480, editing }: RuleGraphProps) => {
  const slots = editing !== undefined;
  const { nodes, edges } = useMemo(() => toFlow(graph, { slots }), [graph, slots]);
  const selectedId = editing?.selectedId ?? null;
  const decorations = editing?.decorations;
  const shown = useMemo(() => (slots ? decorate(nodes, selectedId, decorations) : nodes), [slots, nodes, selectedId, decorations]);
  const probabilities = editing?.edgeProbabilities;
  const shownEdges = useMemo(() => withProbabilities(edges, probabilities), [edges, probabilities]);
  const moveSubtree = editing?.moveSubtree;
  const context = useMemo<RuleGraphEditing | null>(() => (moveSubtree ? { moveSubtree } : null), [moveSubtree]);
  const onSelect = editing?.onSelect;
  const large = nodes.length > VIRTUALISE_FROM;
  // A large tree opens on its top levels, readable, instead of fitting thousands of nodes on screen:
  // only what is in view is rendered, so every edit redraws dozens of nodes, not thousands.
  const fitViewOptions = useMemo(
    () => ({ padding: 0.12, maxZoom: 1, ...(large ? { nodes: graph.nodes.filter((n) => n.kind !== 'default' && n.depth <= OPENING_DEPTH).map((n) => ({ id: n.id })) } : {}) }),
    [large, graph],
  );
  return (
    <div className="rule-graph" style={{ height }} role="group" aria-label={label} data-tree-path={graph.treePath}>
      <RuleGraphEditingContext.Provider value={context}>
        <ReactFlow
          nodes={shown}
          edges={shownEdges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          fitView
          fitViewOptions={fitViewOptions}
          minZoom={0.05}
          maxZoom={1.75}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={slots}
          edgesFocusable={false}
          // Keys belong to the editor's own handlers (Delete = delete subtree, arrows = move selection).
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          onNodeClick={onSelect ? (_, node) => onSelect(node.id) : undefined}
          onPaneClick={onSelect ? () => onSelect(null) : undefined}
          onlyRenderVisibleElements={large}
          proOptions={{ hideAttribution: true }}
        >
          <Background gap={24} size={1} color="#e2e8f0" />
          <Controls showInteractive={false} />
          {nodes.length >= MINIMAP_FROM ? <MiniMap pannable zoomable nodeColor={minimapColor} nodeStrokeWidth={2} ariaLabel={`${label} overview`} /> : null}
          {slots ? <FocusOnTarget target={editing.focusTarget} /> : null}
        </ReactFlow>
      </RuleGraphEditingContext.Provider>
    </div>
  );
};
