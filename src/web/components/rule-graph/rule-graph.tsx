import '@xyflow/react/dist/style.css';
import './rule-graph.css';
import { Background, Controls, MiniMap, ReactFlow, type Node } from '@xyflow/react';
import { useMemo } from 'react';
import type { RuleGraph as RuleGraphModel } from '../../../domain/routing/graph/graph-types';
import { nodeTypes } from './nodes/node-types';
import { toFlow } from './to-flow';

export interface RuleGraphProps {
  graph: RuleGraphModel;
  /** Accessible name of the drawing, e.g. "Routing tree". */
  label: string;
  /** CSS height; the single-method page lets the graph fill the viewport. */
  height?: number | string;
}

const MINIMAP_COLORS: Record<string, string> = {
  condition: '#c7d2fe',
  route: '#bbf7d0',
  action: '#fde68a',
  incomplete: '#fecaca',
  fallthrough: '#e5e7eb',
};
const minimapColor = (node: Node): string => MINIMAP_COLORS[node.type ?? ''] ?? '#e5e7eb';

// Beyond this many nodes, drawing only what is on screen keeps panning smooth.
const VIRTUALISE_FROM = 400;
// A small tree fits on screen; there the overview would only hide part of it.
const MINIMAP_FROM = 40;

/** A read-only drawing of one rule tree; the graph is derived from the document, never edited here. */
export const RuleGraph = ({ graph, label, height = 480 }: RuleGraphProps) => {
  const { nodes, edges } = useMemo(() => toFlow(graph), [graph]);
  return (
    <div className="rule-graph" style={{ height }} role="group" aria-label={label} data-tree-path={graph.treePath}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        fitView
        fitViewOptions={{ padding: 0.12, maxZoom: 1 }}
        minZoom={0.05}
        maxZoom={1.75}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        onlyRenderVisibleElements={nodes.length > VIRTUALISE_FROM}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} size={1} color="#e2e8f0" />
        <Controls showInteractive={false} />
        {nodes.length >= MINIMAP_FROM ? <MiniMap pannable zoomable nodeColor={minimapColor} nodeStrokeWidth={2} ariaLabel={`${label} overview`} /> : null}
      </ReactFlow>
    </div>
  );
};
