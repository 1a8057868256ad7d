import type { RuleGraph } from '@domain/routing/graph/graph-types';

/** Ids the canvas draws and the user can select: rule nodes and empty branches (not the default node). */
export const selectableIds = (graph: RuleGraph): Set<string> => {
  const ids = new Set(graph.nodes.filter((n) => n.kind !== 'default').map((n) => n.id));
  for (const e of graph.edges) if (e.toDefault) ids.add(`${e.source}/${e.label}`);
  if (graph.rootId === null) ids.add(graph.treePath);
  return ids;
};

const SIBLING: Record<string, string> = { then: 'else', else: 'then' };

/** Where an arrow key moves the selection: up = parent, down = first child, left/right = then/else sibling. */
export const neighbour = (graph: RuleGraph, ids: ReadonlySet<string>, from: string | null, key: string): string | undefined => {
  const root = graph.rootId ?? graph.treePath;
  if (!from || !ids.has(from)) return root;
  const at = from.lastIndexOf('/');
  const last = from.slice(at + 1);
  const inBranch = at > 0 && from !== graph.treePath && SIBLING[last] !== undefined;
  const pick = (...candidates: string[]) => candidates.find((c) => ids.has(c));
  switch (key) {
    case 'ArrowUp':
      return inBranch ? pick(from.slice(0, at)) : undefined;
    case 'ArrowDown':
      return pick(`${from}/then`, `${from}/else`);
    case 'ArrowLeft':
      return inBranch && last === 'else' ? pick(`${from.slice(0, at)}/then`) : undefined;
    case 'ArrowRight':
      return inBranch && last === 'then' ? pick(`${from.slice(0, at)}/else`) : undefined;
    default:
      return undefined;
  }
};

// Left to right, a child is to the right and then/else are stacked: the arrows turn with the drawing.
const TURNED: Record<string, string> = { ArrowRight: 'ArrowDown', ArrowLeft: 'ArrowUp', ArrowUp: 'ArrowLeft', ArrowDown: 'ArrowRight' };

/** The arrow key as the top-down tree reads it, for a drawing laid out `direction`. */
export const treeKey = (key: string, direction: string | undefined): string => (direction === 'right' ? (TURNED[key] ?? key) : key);
