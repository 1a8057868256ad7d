import type { ConnectorRef, MultiMethodDocument, RuleNode, SingleMethodDocument } from '../routing/document';
import { isMultiMethodDocument } from '../routing/tree-walk';

/**
 * Routing around a connector (issue 46.2, the rewrite of one document): every route, failover list
 * and default connector that names it is rewritten, and nothing else.
 *
 * - **Drop** (no replacement): the connector leaves each chain (route connector, then its `onFail`
 *   list, in order); the next in the chain becomes the route's connector.
 * - **Replace** by another: it takes the connector's place in each chain; where the replacement is
 *   already in that chain, the connector is dropped instead (a chain never tries one connector twice).
 * - A route or default whose chain held **only** the connector has nowhere left to go: it gets the
 *   replacement, or the user's choice for that place (`choices`, by path), and never silently the
 *   document's default (which may be the connector itself). Without one the rewrite is refused, naming
 *   each such place.
 *
 * Rule ids are kept (a rewritten leaf is the same rule, saved with its id), availability trees are
 * left alone (they enable methods, they name no connector), and conditions that test the connector
 * (an initial-connector rule) are left as they are and listed, for the person to judge.
 */
export interface RouteAroundRequest {
  connector: string;
  /** The connector to send its traffic to instead; null: drop it from every chain. */
  replacement: string | null;
  /** Where a chain held only the connector: the connector to route to there, by path (`tree/then/route`, `default`, `methods/0/defaultConnector`…). */
  choices?: Readonly<Record<string, string>>;
}

export interface RouteChange {
  path: string;
  before: string[];
  after: string[];
}

export type RouteAroundResult<D> =
  | { ok: true; document: D; changes: RouteChange[]; conditionsNamingIt: string[] }
  | { ok: false; problem: { code: 'not-referenced' | 'needs-choice' | 'same-connector'; message: string; paths: string[] } };

/** The chain with the connector dropped or replaced, never trying one connector twice in a row or at all. */
const rewriteChain = (chain: readonly string[], connector: string, replacement: string | null): string[] => {
  const out: string[] = [];
  for (const c of chain) {
    const next = c === connector ? replacement : c;
    if (next !== null && !out.includes(next)) out.push(next);
  }
  return out;
};

interface Rewriter {
  changes: RouteChange[];
  needsChoice: string[];
  conditions: string[];
  /** The new chain for a place, or null when it needs a choice nobody gave. */
  chain(path: string, chain: readonly string[]): string[] | null;
}

const rewriter = (req: RouteAroundRequest): Rewriter => {
  const r: Rewriter = {
    changes: [],
    needsChoice: [],
    conditions: [],
    chain: (path, chain) => {
      if (!chain.includes(req.connector)) return [...chain];
      let after = rewriteChain(chain, req.connector, req.replacement);
      if (after.length === 0) {
        const choice = req.choices?.[path];
        if (!choice || choice === req.connector) {
          r.needsChoice.push(path);
          return null;
        }
        after = [choice];
      }
      r.changes.push({ path, before: [...chain], after });
      return after;
    },
  };
  return r;
};

const rewriteTree = (tree: RuleNode | null | undefined, path: string, r: Rewriter, connector: string): RuleNode | null | undefined => {
  if (!tree) return tree;
  const visit = (node: RuleNode, at: string): RuleNode => {
    if (node.if?.params && Object.values(node.if.params).some((v) => v === connector || (Array.isArray(v) && v.includes(connector)))) r.conditions.push(`${at}/if`);
    const out: RuleNode = { ...node };
    if (node.then) out.then = visit(node.then, `${at}/then`);
    if (node.else) out.else = visit(node.else, `${at}/else`);
    if (node.route) {
      const chain = [node.route.connector, ...(node.route.onFail ?? []).map((f) => f.connector)];
      const after = r.chain(`${at}/route`, chain);
      if (after && after.join() !== chain.join()) {
        // Each failover entry keeps its own members (future fields) where its connector stays.
        const kept = new Map((node.route.onFail ?? []).map((f) => [f.connector, f]));
        out.route = { ...node.route, connector: after[0]!, onFail: after.slice(1).map((c) => kept.get(c) ?? { connector: c }) };
      }
    }
    return out;
  };
  return visit(tree, path);
};

const rewriteDefault = (ref: ConnectorRef | null | undefined, path: string, r: Rewriter): ConnectorRef | null | undefined => {
  if (!ref) return ref;
  const after = r.chain(path, [ref.connector]);
  return after && after[0] !== ref.connector ? { ...ref, connector: after[0]! } : ref;
};

export const routeAround = <D extends SingleMethodDocument | MultiMethodDocument>(doc: D, req: RouteAroundRequest): RouteAroundResult<D> => {
  if (req.replacement === req.connector) return { ok: false, problem: { code: 'same-connector', message: 'the replacement is the connector itself', paths: [] } };
  const r = rewriter(req);
  let document: D;
  if (isMultiMethodDocument(doc)) {
    const methods = doc.methods.map((block, i) => ({
      ...block,
      ...(block.defaultConnector ? { defaultConnector: rewriteDefault(block.defaultConnector, `methods/${i}/defaultConnector`, r) } : {}),
      ...(block.routing ? { routing: { ...block.routing, tree: rewriteTree(block.routing.tree, `methods/${i}/routing/tree`, r, req.connector) ?? null } } : {}),
    }));
    document = { ...doc, methods } as D;
  } else {
    document = { ...doc, ...(doc.default ? { default: rewriteDefault(doc.default, 'default', r) } : {}), tree: rewriteTree(doc.tree, 'tree', r, req.connector) ?? null } as D;
  }
  // Nothing rewritten and nothing left waiting for a choice: no chain named the connector.
  if (r.changes.length === 0 && r.needsChoice.length === 0)
    return { ok: false, problem: { code: 'not-referenced', message: 'no route, failover list or default of this document names the connector', paths: [] } };
  if (r.needsChoice.length > 0)
    return {
      ok: false,
      problem: {
        code: 'needs-choice',
        message: `${r.needsChoice.length === 1 ? 'one place routes' : `${r.needsChoice.length} places route`} only to this connector: choose where ${r.needsChoice.length === 1 ? 'it goes' : 'each goes'} instead (never silently the default)`,
        paths: r.needsChoice,
      },
    };
  return { ok: true, document, changes: r.changes, conditionsNamingIt: r.conditions };
};
