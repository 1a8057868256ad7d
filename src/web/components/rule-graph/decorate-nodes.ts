import { useMemo, useState } from 'react';
import type { RuleGraph as RuleGraphModel } from '@domain/routing/graph/graph-types';
import { createRecentResults, recall, sameMembers } from '@domain/routing/recent-results';
import { hasMessages, type FlowNode, type NodeDecoration } from './flow-types';

/**
 * Selection, decorations and the canvas's one tab stop on the laid-out nodes; the other nodes stay
 * the objects they were. Roving focus: only `tabStop` is in the tab order, arrow keys move it (and
 * the selection) from node to node, as in the outline.
 */
export const decorate = (nodes: FlowNode[], selectedId: string | null, tabStop: string | null, decorations: ReadonlyMap<string, NodeDecoration> | undefined, flowId: string): FlowNode[] =>
  nodes.map((n) => {
    const selected = n.id === selectedId;
    const decoration = decorations?.get(n.id);
    const stop = n.id === tabStop;
    if (!selected && !decoration && !stop) return n;
    const tabIndex = stop ? 0 : -1;
    if (n.type === 'slot' || n.type === 'fallthrough' || !decoration || !hasMessages(decoration)) {
      const data = n.type !== 'slot' && n.type !== 'fallthrough' && decoration ? { ...n.data, decoration } : n.data;
      return { ...n, selected, data, domAttributes: { tabIndex } } as FlowNode;
    }
    const messagesId = `${flowId}-messages-${n.id}`;
    // The wrapper React Flow focuses is what a screen reader describes: React Flow's own hint, then the node's messages.
    const domAttributes = { tabIndex, 'aria-describedby': `react-flow__node-desc-${flowId} ${messagesId}` };
    return { ...n, selected, domAttributes, data: { ...n.data, decoration: { ...decoration, messagesId } } } as FlowNode;
  });

/**
 * Ids of the nodes with a message line, as a set that keeps its identity while the ids stay the same
 * (the drawing is laid out again only when a node gains or loses its line). Decorations are new
 * after every edit and every analysis answer, with the same thousand warned nodes on a large tree:
 * compared member by member, not sorted and joined into a key (2.5–5 ms a time, profiled).
 */
export const useMessageIds = (decorations: ReadonlyMap<string, NodeDecoration> | undefined): ReadonlySet<string> => {
  const [last] = useState(() => createRecentResults<ReadonlySet<string>, ReadonlySet<string>>(1));
  return useMemo(() => {
    const ids = new Set<string>();
    for (const [id, d] of decorations ?? []) if (hasMessages(d)) ids.add(id);
    return recall(last, ids, sameMembers, () => ids);
  }, [last, decorations]);
};

/** The node in the tab order: the selection when it is drawn, else the root (an empty tree's slot). */
export const tabStopOf = (nodes: readonly FlowNode[], selectedId: string | null, graph: RuleGraphModel): string | null => {
  if (selectedId !== null && nodes.some((n) => n.id === selectedId)) return selectedId;
  return graph.rootId ?? graph.treePath;
};
