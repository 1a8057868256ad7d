/**
 * A tidy tree's positions across, exactly as d3-hierarchy's `tree()` computes them (Buchheim,
 * Jünger and Leipert's linear-time form of Walker's algorithm), on typed arrays indexed by node
 * instead of a hierarchy node and a layout node object per rule. Cold, as a page opens, d3's
 * `hierarchy` and `tree` took 40–65 ms of a 5,000-rule tree's drawing in Node; on arrays the
 * drawing is 27 ms cheaper at 5,000 rules and 93 ms at 20,000 (paired, `bench/editor-open/
 * derive-once.ts`, 2026-11-29). The arithmetic is d3's, operation for operation, so the positions
 * are the same numbers: property-tested against d3's `tree()` (tidy-tree.test.ts), which stays the
 * reference, and which the layout left to right (heights per node) still uses.
 */

/** A tree as indices: node `root`, and each edge's parent and child, a parent's children in their order. */
export interface TidyInput {
  /** How many nodes: indices 0 … size − 1. Nodes not reached from the root get no position. */
  size: number;
  root: number;
  /** Edge i runs from `parents[i]` to `children[i]`; a node's children are drawn left to right in edge order. */
  parents: ArrayLike<number>;
  children: ArrayLike<number>;
}

export interface TidyOutput {
  /** Each node's centre across, in node steps (the root at 0); NaN for a node the root does not reach. */
  x: Float64Array;
  /** Each node's level (the root's is 0); −1 for a node the root does not reach. */
  depth: Int32Array;
  /** The nodes the root reaches, parents before children (pre-order, children in order). */
  order: Int32Array;
}

/** How far apart two neighbours' centres are, in node steps; `sameParent` as d3 passes `a.parent === b.parent`. */
export type Separation = (a: number, b: number, sameParent: boolean) => number;

const NONE = -1;

export const tidyTree = ({ size, root, parents, children }: TidyInput, separation: Separation): TidyOutput => {
  // Children in compressed rows: node v's are kids[start[v]] … kids[start[v + 1] − 1].
  const start = new Int32Array(size + 2);
  for (let i = 0; i < parents.length; i += 1) start[parents[i]! + 1]! += 1;
  for (let v = 0; v < size; v += 1) start[v + 1]! += start[v]!;
  const kids = new Int32Array(parents.length);
  const fill = start.slice(0, size);
  for (let i = 0; i < parents.length; i += 1) kids[fill[parents[i]!]!++] = children[i]!;

  // d3's layout node fields, one array each. `up` is the parent; the root's is a virtual node
  // (index `size`) whose only child is the root, as in d3's treeRoot.
  const up = new Int32Array(size + 1).fill(NONE);
  const num = new Int32Array(size + 1); // position among its siblings (d3's `i`)
  const depth = new Int32Array(size).fill(NONE);
  const z = new Float64Array(size + 1); // prelim
  const m = new Float64Array(size + 1); // mod
  const c = new Float64Array(size + 1); // change
  const s = new Float64Array(size + 1); // shift
  const thread = new Int32Array(size + 1).fill(NONE);
  const ancestor = new Int32Array(size + 1);
  const defaultAncestor = new Int32Array(size + 1).fill(NONE);
  for (let v = 0; v <= size; v += 1) ancestor[v] = v;
  const virtual = size;
  up[root] = virtual;

  // Pre-order from the root, children in order (an explicit stack: trees thousands of levels deep).
  const order: number[] = [];
  const stack = [root];
  depth[root] = 0;
  while (stack.length > 0) {
    const v = stack.pop()!;
    order.push(v);
    for (let k = start[v + 1]! - 1; k >= start[v]!; k -= 1) {
      const w = kids[k]!;
      up[w] = v;
      num[w] = k - start[v]!;
      depth[w] = depth[v]! + 1;
      stack.push(w);
    }
  }

  const childCount = (v: number) => (v === virtual ? 1 : start[v + 1]! - start[v]!);
  const firstChild = (v: number) => (v === virtual ? root : kids[start[v]!]!);
  const lastChild = (v: number) => (v === virtual ? root : kids[start[v + 1]! - 1]!);
  const siblingBefore = (v: number) => (num[v]! > 0 ? kids[start[up[v]!]! + num[v]! - 1]! : NONE);
  const nextLeft = (v: number) => (childCount(v) > 0 ? firstChild(v) : thread[v]!);
  const nextRight = (v: number) => (childCount(v) > 0 ? lastChild(v) : thread[v]!);
  const sep = (a: number, b: number) => separation(a, b, up[a] === up[b]);

  const moveSubtree = (wm: number, wp: number, shift: number) => {
    const change = shift / (num[wp]! - num[wm]!);
    c[wp]! -= change;
    s[wp]! += shift;
    c[wm]! += change;
    z[wp]! += shift;
    m[wp]! += shift;
  };

  const executeShifts = (v: number) => {
    let shift = 0;
    let change = 0;
    for (let k = start[v + 1]! - 1; k >= start[v]!; k -= 1) {
      const w = kids[k]!;
      z[w]! += shift;
      m[w]! += shift;
      change += c[w]!;
      shift += s[w]! + change;
    }
  };

  const apportion = (v: number, w: number, defaulted: number): number => {
    let result = defaulted;
    if (w === NONE) return result;
    let vip = v;
    let vop = v;
    let vim = w;
    let vom = firstChild(up[vip]!);
    let sip = m[vip]!;
    let sop = m[vop]!;
    let sim = m[vim]!;
    let som = m[vom]!;
    for (;;) {
      vim = nextRight(vim);
      vip = nextLeft(vip);
      if (vim === NONE || vip === NONE) break;
      vom = nextLeft(vom);
      vop = nextRight(vop);
      ancestor[vop] = v;
      const shift = z[vim]! + sim - z[vip]! - sip + sep(vim, vip);
      if (shift > 0) {
        moveSubtree(up[ancestor[vim]!] === up[v] ? ancestor[vim]! : result, v, shift);
        sip += shift;
        sop += shift;
      }
      sim += m[vim]!;
      sip += m[vip]!;
      som += m[vom]!;
      sop += m[vop]!;
    }
    if (vim !== NONE && nextRight(vop) === NONE) {
      thread[vop] = vim;
      m[vop]! += sim - sop;
    }
    if (vip !== NONE && nextLeft(vom) === NONE) {
      thread[vom] = vip;
      m[vom]! += sip - som;
      result = v;
    }
    return result;
  };

  // First walk: children before parents, siblings left to right (d3's eachAfter).
  const firstWalk = (v: number) => {
    const w = siblingBefore(v);
    if (childCount(v) > 0) {
      executeShifts(v);
      const midpoint = (z[firstChild(v)]! + z[lastChild(v)]!) / 2;
      if (w !== NONE) {
        z[v] = z[w]! + sep(v, w);
        m[v] = z[v]! - midpoint;
      } else z[v] = midpoint;
    } else if (w !== NONE) z[v] = z[w]! + sep(v, w);
    const parent = up[v]!;
    defaultAncestor[parent] = apportion(v, w, defaultAncestor[parent] !== NONE ? defaultAncestor[parent]! : firstChild(parent));
  };
  for (const v of postOrder(order, up, start, kids)) firstWalk(v);
  m[virtual] = -z[root]!;

  // Second walk: parents before children.
  const x = new Float64Array(size).fill(Number.NaN);
  for (const v of order) {
    x[v] = z[v]! + m[up[v]!]!;
    m[v]! += m[up[v]!]!;
  }
  return { x, depth, order: Int32Array.from(order) };
};

/** The reached nodes children first, siblings left to right (d3's eachAfter order). */
const postOrder = (preOrder: readonly number[], up: Int32Array, start: Int32Array, kids: Int32Array): number[] => {
  const out: number[] = [];
  if (preOrder.length === 0) return out;
  // Iterative post-order: a node is emitted once its last child has been.
  const stack: number[] = [preOrder[0]!];
  const next = new Int32Array(up.length); // how many of each node's children have been entered
  while (stack.length > 0) {
    const v = stack[stack.length - 1]!;
    const k = start[v]! + next[v]!;
    if (k < start[v + 1]!) {
      next[v]! += 1;
      stack.push(kids[k]!);
    } else {
      out.push(v);
      stack.pop();
    }
  }
  return out;
};
