import { describeCondition, describeRoute, describeAction, noConnectorNames, type ConnectorNameLookup } from '../describe';
import type { RuleNode } from '../document';
import { walkTree } from '../tree-walk';

/** One change between two versions of a rule tree, in words, with where it is in the new version. */
export interface TreeChange {
  kind: 'added' | 'removed' | 'condition' | 'route' | 'failover' | 'action' | 'moved' | 'kind';
  /** Path in the new version (for removed rules: in the old one). */
  path: string;
  ruleId: string | null;
  message: string;
}

interface Indexed {
  node: RuleNode;
  path: string;
}

const index = (tree: RuleNode | null | undefined, root: string) => {
  const byId = new Map<string, Indexed>();
  const fresh: Indexed[] = [];
  walkTree(tree, root, (node, path) => (node.id ? byId.set(node.id, { node, path }) : fresh.push({ node, path })));
  return { byId, fresh };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const summary = (node: RuleNode, names: ConnectorNameLookup): string =>
  node.if ? `condition "${describeCondition(node.if, names)}"` : node.route ? `route to ${describeRoute(node.route, names)}` : node.action ? describeAction(node.action).toLowerCase() : 'empty rule';

/** What changed for one rule that exists in both versions (same id). */
const ruleChanges = (before: Indexed, after: Indexed, names: ConnectorNameLookup): TreeChange[] => {
  const out: TreeChange[] = [];
  const at = { path: after.path, ruleId: after.node.id ?? null };
  const a = before.node;
  const b = after.node;
  if (Boolean(a.if) !== Boolean(b.if)) {
    out.push({ kind: 'kind', ...at, message: `Rule changed from ${summary(a, names)} to ${summary(b, names)}` });
    return out;
  }
  if (a.if && b.if && !same(a.if, b.if))
    out.push({ kind: 'condition', ...at, message: `Condition changed from "${describeCondition(a.if, names)}" to "${describeCondition(b.if, names)}"` });
  if (a.route && b.route) {
    if (a.route.connector !== b.route.connector)
      out.push({ kind: 'route', ...at, message: `Route now goes to ${describeRoute({ connector: b.route.connector }, names)} instead of ${describeRoute({ connector: a.route.connector }, names)}` });
    if (!same(a.route.onFail ?? [], b.route.onFail ?? []))
      out.push({ kind: 'failover', ...at, message: `Failover changed to ${describeRoute(b.route, names)} (was ${describeRoute(a.route, names)})` });
  }
  if (a.action !== b.action && b.action) out.push({ kind: 'action', ...at, message: `${describeAction(b.action)} instead of ${a.action ?? 'nothing'}` });
  if (before.path !== after.path) out.push({ kind: 'moved', ...at, message: `Moved ${summary(b, names)} from '${before.path}' to '${after.path}'` });
  return out;
};

/**
 * Compares two versions of a tree by rule id (ids are what the gateway keeps), so a rule that moved
 * reads as moved rather than as removed plus added. New rules (no id yet) read as added.
 */
export const diffTrees = (
  before: RuleNode | null | undefined,
  after: RuleNode | null | undefined,
  root: string,
  names: ConnectorNameLookup = noConnectorNames,
): TreeChange[] => {
  const old = index(before, root);
  const now = index(after, root);
  const out: TreeChange[] = [];
  for (const [id, entry] of old.byId) {
    const match = now.byId.get(id);
    if (!match) out.push({ kind: 'removed', path: entry.path, ruleId: id, message: `Removed ${summary(entry.node, names)}` });
    else out.push(...ruleChanges(entry, match, names));
  }
  for (const entry of now.fresh) out.push({ kind: 'added', path: entry.path, ruleId: null, message: `Added ${summary(entry.node, names)} at '${entry.path}'` });
  for (const [id, entry] of now.byId)
    if (!old.byId.has(id)) out.push({ kind: 'added', path: entry.path, ruleId: id, message: `Added ${summary(entry.node, names)} at '${entry.path}'` });
  return out.sort((x, y) => x.path.localeCompare(y.path));
};
