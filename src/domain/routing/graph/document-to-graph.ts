import { describeCondition } from '../describe/describe-condition';
import { describeAction, describeRoute, routeChain } from '../describe/describe-route';
import { connectorDisplay, connectorLabel, noConnectorNames, type ConnectorNameLookup } from '../describe/connector-names';
import type { MultiMethodDocument, RuleNode, SingleMethodDocument, TreeKind } from '../document';
import type { DefaultGraphNode, GraphEdge, GraphNode, RuleGraph, RuleGraphNode } from './graph-types';
import { createRecentResults, recall, sameMembers, type RecentResults } from '../recent-results';
import { createTreeSegments, foldsOf, listTree, type TreeSegments } from '../tree-segments';

export interface TreeGraphOptions {
  treePath: string;
  treeKind: TreeKind;
  /** GUID of the connector that takes everything the rules do not route. */
  defaultConnector?: string | null;
  /** Availability trees: a decision-less walk disables the method when true. */
  defaultActionDisable?: boolean | null;
  names?: ConnectorNameLookup;
  /** Paths of condition nodes whose subtrees are folded away: drawn as one node with a count of what is hidden. */
  collapsed?: ReadonlySet<string>;
  /** Graph nodes derived before, reused where the document node is the same object (see GraphNodeCache). */
  cache?: GraphNodeCache;
  /** The last few graphs derived, returned as they were when asked again for the same tree, options and folds (undo, unfold). */
  recent?: RecentGraphs;
}

/** What a graph is derived from, compared by identity (documents are immutable) and folds by members. */
type GraphInput = { root: RuleNode | null | undefined; options: TreeGraphOptions };
export type RecentGraphs = RecentResults<GraphInput, RuleGraph>;
export const createRecentGraphs = (): RecentGraphs => createRecentResults();

const sameInput = (a: GraphInput, b: GraphInput) =>
  a.root === b.root &&
  a.options.treePath === b.options.treePath &&
  a.options.treeKind === b.options.treeKind &&
  (a.options.defaultConnector ?? null) === (b.options.defaultConnector ?? null) &&
  (a.options.defaultActionDisable ?? null) === (b.options.defaultActionDisable ?? null) &&
  a.options.names === b.options.names &&
  sameMembers(a.options.collapsed, b.options.collapsed);

/**
 * What an editor keeps between derivations of its graph (createGraphNodeCache). Documents are
 * immutable and an edit copies only the path from the root to what it changed, so after an edit
 * nearly every document node is the object it was before:
 * - `nodes`: graph nodes by document node, so an unchanged rule is not described again, and keeps
 *   its identity, which lets a view skip everything that did not change;
 * - `segments`: each unchanged subtree's part of the graph (its nodes and the edges leaving them),
 *   taken whole instead of walked (tree-segments.ts): an edit on a 20,000-rule tree derives the
 *   rules on its path and copies the rest.
 * The result is the same with or without a cache (property-tested). One cache per connector-name
 * lookup: sentences depend on it.
 */
export interface GraphNodeCache {
  readonly nodes: WeakMap<RuleNode, RuleGraphNode>;
  readonly segments: TreeSegments<GraphNode | GraphEdge, Place>;
}
/** `keptFrom`: see createTreeSegments (tests pass 1, so that small trees reuse parts too). */
export const createGraphNodeCache = (keptFrom?: number): GraphNodeCache => ({ nodes: new WeakMap(), segments: createTreeSegments(keptFrom) });

/** Where a subtree sits, and what else its part of the graph depends on. */
interface Place {
  path: string;
  depth: number;
  folds: ReadonlySet<string>;
  defaultId: string;
}
const samePlace = (a: Place, b: Place) => a.path === b.path && a.depth === b.depth && a.folds === b.folds && a.defaultId === b.defaultId;

const defaultNodeOf = (root: RuleNode | null | undefined, o: TreeGraphOptions, names: ConnectorNameLookup): DefaultGraphNode => {
  const id = `${o.treePath}#default`;
  if (o.treeKind === 'availability') {
    // A null availability tree means "always available"; a tree without a decision uses defaultActionDisable.
    const summary = !root ? 'Always available' : o.defaultActionDisable ? 'No decision: disabled' : 'No decision: enabled';
    return { id, kind: 'default', path: o.treePath, treeKind: 'availability', connector: null, summary };
  }
  const connector = o.defaultConnector ? connectorLabel(o.defaultConnector, names) : null;
  const summary = connector ? `Default: ${connectorDisplay(connector)}` : 'No default connector';
  return { id, kind: 'default', path: o.treePath, treeKind: 'routing', connector, summary };
};

// Which branches a rule spells as an explicit null: one shared array per case (they are only read).
const NULL_BRANCHES = { none: [], then: ['then'], else: ['else'], both: ['then', 'else'] } as const satisfies Record<string, ReadonlyArray<'then' | 'else'>>;

/** The rule without its branches. By hand: object rest (`{ then, else, ...own }`) copied each of 5,000 rules through V8's slow generic path as a page opened. */
const ownOf = (node: RuleNode): Omit<RuleNode, 'then' | 'else'> => {
  const own: Record<string, unknown> = {};
  for (const key in node) if (key !== 'then' && key !== 'else' && Object.hasOwn(node, key)) own[key] = node[key as keyof RuleNode];
  return own as Omit<RuleNode, 'then' | 'else'>;
};

const ruleNodeOf = (node: RuleNode, path: string, depth: number, names: ConnectorNameLookup): RuleGraphNode => {
  const nullBranches = node.then === null ? (node.else === null ? NULL_BRANCHES.both : NULL_BRANCHES.then) : node.else === null ? NULL_BRANCHES.else : NULL_BRANCHES.none;
  const ruleId = node.id ?? 'new';
  const rule = { own: ownOf(node), nullBranches };
  // Each kind's object written out whole (no spread of a shared base): one allocation per rule.
  if (node.if) return { id: path, path, depth, ruleId, rule, kind: 'condition', constraint: String(node.if.constraint), sentence: describeCondition(node.if, names) };
  if (node.route) {
    const [connector, ...onFail] = routeChain(node.route, names);
    return { id: path, path, depth, ruleId, rule, kind: 'route', connector: connector!, onFail, summary: describeRoute(node.route, names) };
  }
  if (node.action) return { id: path, path, depth, ruleId, rule, kind: 'action', action: node.action, summary: describeAction(node.action) };
  return { id: path, path, depth, ruleId, rule, kind: 'incomplete', summary: 'Incomplete rule' };
};

const countBelow = (node: RuleNode): number => {
  let n = 0;
  const stack = [node.then, node.else];
  while (stack.length) {
    const next = stack.pop();
    if (!next) continue;
    n += 1;
    stack.push(next.then, next.else);
  }
  return n;
};

/** The graph node of one rule: the one derived before while it sits at the same place, folded alike. */
const graphNodeOf = (node: RuleNode, { path, depth, folds }: Place, names: ConnectorNameLookup, cache: GraphNodeCache | undefined): RuleGraphNode => {
  const folded = Boolean(node.if) && folds.has(path);
  const cached = cache?.nodes.get(node);
  if (cached && cached.path === path && cached.depth === depth && (cached.kind !== 'condition' || (cached.hiddenDescendants !== undefined) === folded)) return cached;
  let made = ruleNodeOf(node, path, depth, names);
  if (folded && made.kind === 'condition') made = { ...made, hiddenDescendants: countBelow(node) };
  cache?.nodes.set(node, made);
  return made;
};

/** A condition's edges by its graph node (held weakly): a kept graph node keeps its edge objects too. */
const edgesOf = new WeakMap<RuleGraphNode, { defaultId: string; edges: GraphEdge[] }>();

const isEdge = (item: GraphNode | GraphEdge): item is GraphEdge => 'source' in item;

/**
 * Each edge's source rule (held weakly). The drawing labels a new edge from its source (a load
 * balancer's share): read here, instead of a scan or a map of every node, which after an edit deep in
 * a 5,000-rule tree (a new edge for each rule above it) cost ~1 ms of a delete at 1.7x CPU.
 */
const sources = new WeakMap<GraphEdge, RuleGraphNode>();

/** The rule an edge of `treeToGraph` leaves (undefined for an edge made elsewhere). */
export const edgeSource = (edge: GraphEdge): RuleGraphNode | undefined => sources.get(edge);

/** `edge` with `changes`, leaving the same rule (edgeSource). */
export const changedEdge = (edge: GraphEdge, changes: Partial<Omit<GraphEdge, 'id' | 'source'>>): GraphEdge => {
  const copy = { ...edge, ...changes };
  const source = sources.get(edge);
  if (source) sources.set(copy, source);
  return copy;
};

/**
 * One rule tree as nodes and edges, in document order (pre-order, then before else); each
 * condition's edges (then, else) come before those of the rules below it.
 */
export const treeToGraph = (root: RuleNode | null | undefined, options: TreeGraphOptions): RuleGraph =>
  options.recent ? recall(options.recent, { root, options }, sameInput, () => deriveGraph(root, options)) : deriveGraph(root, options);

const deriveGraph = (root: RuleNode | null | undefined, options: TreeGraphOptions): RuleGraph => {
  const names = options.names ?? noConnectorNames;
  const defaultNode = defaultNodeOf(root, options, names);
  const cache = options.cache;
  const folds = foldsOf(cache?.segments, options.collapsed ?? new Set());
  const visit = (node: RuleNode, place: Place, out: Array<GraphNode | GraphEdge>) => {
    const graphNode = graphNodeOf(node, place, names, cache);
    out.push(graphNode);
    const children: Array<{ node: RuleNode; place: Place }> = [];
    if (graphNode.kind !== 'condition' || graphNode.hiddenDescendants !== undefined) return children;
    // A kept graph node keeps its edge objects: they follow from its rule and where the default node is.
    const kept = edgesOf.get(graphNode);
    let own = kept?.defaultId === defaultNode.id ? kept.edges : undefined;
    if (!own) {
      own = (['then', 'else'] as const).map((label) => ({ id: `${place.path}->${label}`, source: place.path, target: node[label] ? `${place.path}/${label}` : defaultNode.id, label, toDefault: !node[label] }));
      for (const edge of own) sources.set(edge, graphNode);
      edgesOf.set(graphNode, { defaultId: defaultNode.id, edges: own });
    }
    out.push(...own);
    for (const label of ['then', 'else'] as const) {
      const child = node[label];
      if (child) children.push({ node: child, place: { path: `${place.path}/${label}`, depth: place.depth + 1, folds, defaultId: defaultNode.id } });
    }
    return children;
  };
  const items = root ? listTree(root, { path: options.treePath, depth: 0, folds, defaultId: defaultNode.id }, { segments: cache?.segments, samePlace, visit }) : [];
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  for (const item of items) {
    if (isEdge(item)) edges.push(item);
    else nodes.push(item);
  }
  nodes.push(defaultNode);
  return { treePath: options.treePath, treeKind: options.treeKind, nodes, edges, rootId: root ? options.treePath : null, defaultId: defaultNode.id };
};

export const singleMethodGraph = (doc: SingleMethodDocument, names?: ConnectorNameLookup, collapsed?: ReadonlySet<string>): RuleGraph =>
  treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, names, ...(collapsed ? { collapsed } : {}) });

/** Both trees of one method block of a multi-method document, with `methods/<i>/…` paths. */
export const methodGraphs = (doc: MultiMethodDocument, index: number, names?: ConnectorNameLookup): { availability: RuleGraph; routing: RuleGraph } => {
  const block = doc.methods[index];
  if (!block) throw new RangeError(`No method block at index ${index}`);
  const base = `methods/${index}`;
  return {
    availability: treeToGraph(block.availability?.tree, {
      treePath: `${base}/availability/tree`,
      treeKind: 'availability',
      defaultActionDisable: doc.defaultActionDisable ?? false,
      names,
    }),
    routing: treeToGraph(block.routing?.tree, {
      treePath: `${base}/routing/tree`,
      treeKind: 'routing',
      defaultConnector: block.defaultConnector?.connector ?? null,
      names,
    }),
  };
};

/**
 * The rule node a gateway error path belongs to: the longest node id that is the path or a prefix of
 * it at a `/` boundary (`tree/then/route/onFail/1/connector` → `tree/then`). Undefined for
 * document-level paths such as `version`.
 */
export const nodeIdForPath = (graph: Pick<RuleGraph, 'nodes'>, path: string): string | undefined => {
  const ids = new Set(graph.nodes.filter((n) => n.kind !== 'default').map((n) => n.id));
  const segments = path.split('/');
  for (let end = segments.length; end > 0; end -= 1) {
    const candidate = segments.slice(0, end).join('/');
    if (ids.has(candidate)) return candidate;
  }
  return undefined;
};
