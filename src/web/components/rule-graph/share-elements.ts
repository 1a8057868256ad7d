import type { Dimensions, NodeChange } from '@xyflow/react';
import type { FlowEdge, FlowNode, NodeDecoration } from './flow-types';
import { directionOf, handlesOf } from './to-flow';

/**
 * Structural sharing between two derivations of the drawing. React Flow keeps its internal node
 * (measured size, handle positions) only while the node object it was given is the same object;
 * a new object is re-adopted, re-rendered by its memoised component and re-measured in the DOM.
 * Deriving the graph anew after every edit would therefore redo all of that for every node; sharing
 * hands back the previous object wherever nothing the node draws changed, so an edit on a
 * 5,000-node tree costs what the edit touched, and an unchanged derivation returns the previous
 * array itself (React Flow then does nothing at all).
 */
export interface Shared<T> {
  byId: Map<string, T>;
  last: T[];
}

export const createShared = <T>(): Shared<T> => ({ byId: new Map(), last: [] });

/**
 * `next` with every element equal to its predecessor (by id) replaced by that predecessor, and every
 * other one passed through `fresh`. Updates `shared`.
 */
export const share = <T extends { id: string }>(shared: Shared<T>, next: readonly T[], same: (before: T, after: T) => boolean, fresh: (item: T) => T = (item) => item): T[] => {
  const byId = new Map<string, T>();
  let changed = next.length !== shared.last.length;
  const out = next.map((item, i) => {
    const before = shared.byId.get(item.id);
    const kept = before !== undefined && (before === item || same(before, item)) ? before : fresh(item);
    byId.set(item.id, kept);
    if (kept !== shared.last[i]) changed = true;
    return kept;
  });
  shared.byId = byId;
  if (changed) shared.last = out;
  return shared.last;
};

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

const sameSplit = (a: NodeDecoration['observedSplit'], b: NodeDecoration['observedSplit']) => a === b || (a !== undefined && b !== undefined && a.text === b.text && a.title === b.title && a.drift === b.drift);
const sameTraffic = (a: NodeDecoration['traffic'], b: NodeDecoration['traffic']) => a === b || (a !== undefined && b !== undefined && a.count === b.count && a.share === b.share);

/** Every field a node draws from its decoration: one left out keeps a node drawn as it was (traffic painted on a warned node, once). */
export const sameDecoration = (a: NodeDecoration | undefined, b: NodeDecoration | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    sameList(a.issues, b.issues) &&
    sameList(a.warnings, b.warnings) &&
    a.serverError === b.serverError &&
    a.onPath === b.onPath &&
    a.messagesId === b.messagesId &&
    sameSplit(a.observedSplit, b.observedSplit) &&
    sameTraffic(a.traffic, b.traffic));

const sameData = (a: FlowNode, b: FlowNode): boolean => {
  switch (a.type) {
    case 'slot': {
      const s = (b as typeof a).data.slot;
      return a.data.slot.path === s.path && a.data.slot.parent === s.parent && a.data.slot.branch === s.branch;
    }
    case 'fallthrough': {
      const n = (b as typeof a).data.node;
      return a.data.node.summary === n.summary && a.data.node.treeKind === n.treeKind && a.data.node.connector?.name === n.connector?.name && a.data.node.path === n.path;
    }
    default: {
      // Rule nodes: the domain's graph node cache keeps the object while its document node is unchanged.
      const data = b.data as typeof a.data;
      return a.data.node === data.node && sameDecoration(a.data.decoration, data.decoration);
    }
  }
};

/** Everything a node draws or React Flow reads from it. */
export const sameFlowNode = (a: FlowNode, b: FlowNode): boolean =>
  a.type === b.type &&
  a.position.x === b.position.x &&
  a.position.y === b.position.y &&
  a.initialHeight === b.initialHeight &&
  a.width === b.width &&
  a.targetPosition === b.targetPosition &&
  (a.selected ?? false) === (b.selected ?? false) &&
  a.domAttributes?.['aria-describedby'] === b.domAttributes?.['aria-describedby'] &&
  a.domAttributes?.tabIndex === b.domAttributes?.tabIndex &&
  a.ariaLabel === b.ariaLabel &&
  sameData(a, b);

export const sameFlowEdge = (a: FlowEdge, b: FlowEdge): boolean =>
  a.source === b.source &&
  a.target === b.target &&
  a.sourceHandle === b.sourceHandle &&
  a.label === b.label &&
  a.className === b.className &&
  (a.animated ?? false) === (b.animated ?? false) &&
  (a.data as { branch?: string } | undefined)?.branch === (b.data as { branch?: string } | undefined)?.branch;

/** Keeps the sizes React Flow measured (it reports them as dimension changes), by node id. */
export const recordSizes = (sizes: Map<string, Dimensions>, changes: readonly NodeChange[]) => {
  for (const change of changes) if (change.type === 'dimensions' && change.dimensions) sizes.set(change.id, change.dimensions);
};

/**
 * A node object given to React Flow anew, with the size React Flow measured for it last (its
 * handles placed for that size). A new object replaces React Flow's internal node, measurements
 * included: without this, a node the layout merely moved would lose its measured size and handles.
 * A node whose size did change is measured again by React Flow's resize observer when on screen.
 */
export const withSize = (node: FlowNode, sizes: ReadonlyMap<string, Dimensions>): FlowNode => {
  const size = sizes.get(node.id);
  if (!size || (size.width === node.measured?.width && size.height === node.measured?.height)) return node;
  const hasParent = node.type !== 'slot' || node.data.slot.parent !== null;
  return { ...node, measured: size, handles: handlesOf(node.type, size.height, hasParent, directionOf(node)) } as FlowNode;
};
