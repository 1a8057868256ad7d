import { describeCondition, describeRoute, describeAction, noConnectorNames, positionInWords, stepsBelow, type ConnectorNameLookup } from '../describe';
import { sameJson } from '../../json/same-json';
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


const summary = (node: RuleNode, names: ConnectorNameLookup): string =>
  node.if ? `condition "${describeCondition(node.if, names)}"` : node.route ? `route to ${describeRoute(node.route, names)}` : node.action ? describeAction(node.action).toLowerCase() : 'empty rule';

/** Where a rule is, in words: "under 'Currency is GBP' (then)". */
type Where = (path: string) => string;

/** What changed for one rule that exists in both versions (same id); `was`/`now` place it in each version. */
const ruleChanges = (before: Indexed, after: Indexed, names: ConnectorNameLookup, was: Where, now: Where): TreeChange[] => {
  const out: TreeChange[] = [];
  const at = { path: after.path, ruleId: after.node.id ?? null };
  const a = before.node;
  const b = after.node;
  const where = now(after.path);
  if (Boolean(a.if) !== Boolean(b.if)) {
    out.push({ kind: 'kind', ...at, message: `Rule ${where} changed from ${summary(a, names)} to ${summary(b, names)}` });
    return out;
  }
  if (a.if && b.if && !sameJson(a.if, b.if))
    out.push({ kind: 'condition', ...at, message: `Condition ${where} changed from "${describeCondition(a.if, names)}" to "${describeCondition(b.if, names)}"` });
  if (a.route && b.route) {
    if (a.route.connector !== b.route.connector)
      out.push({ kind: 'route', ...at, message: `Route ${where} now goes to ${describeRoute({ connector: b.route.connector }, names)} instead of ${describeRoute({ connector: a.route.connector }, names)}` });
    if (!sameJson(a.route.onFail ?? [], b.route.onFail ?? []))
      out.push({ kind: 'failover', ...at, message: `Failover of the route ${where} changed to ${describeRoute(b.route, names)} (was ${describeRoute(a.route, names)})` });
  }
  if (a.action !== b.action && b.action) out.push({ kind: 'action', ...at, message: `${describeAction(b.action)} ${where} instead of ${a.action ?? 'nothing'}` });
  if (before.path !== after.path) out.push({ kind: 'moved', ...at, message: `Moved ${summary(b, names)} from ${was(before.path)} to ${where}` });
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
  const was: Where = (path) => positionInWords(before, stepsBelow(root, path), names);
  const where: Where = (path) => positionInWords(after, stepsBelow(root, path), names);
  const out: TreeChange[] = [];
  for (const [id, entry] of old.byId) {
    const match = now.byId.get(id);
    if (!match) out.push({ kind: 'removed', path: entry.path, ruleId: id, message: `Removed ${summary(entry.node, names)} ${was(entry.path)}` });
    else out.push(...ruleChanges(entry, match, names, was, where));
  }
  for (const entry of now.fresh) out.push({ kind: 'added', path: entry.path, ruleId: null, message: `Added ${summary(entry.node, names)} ${where(entry.path)}` });
  for (const [id, entry] of now.byId)
    if (!old.byId.has(id)) out.push({ kind: 'added', path: entry.path, ruleId: id, message: `Added ${summary(entry.node, names)} ${where(entry.path)}` });
  return out.sort((x, y) => x.path.localeCompare(y.path));
};
