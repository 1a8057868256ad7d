import type { RuleNode, SingleMethodDocument } from '../routing/document';
import { walkTree } from '../routing/tree-walk';

type Doc = Pick<SingleMethodDocument, 'tree' | 'default'>;

/** The rule a node states, without its id and children: its condition with params, or its leaf. */
const ruleOf = (node: RuleNode): string => JSON.stringify({ if: node.if ?? null, route: node.route ?? null, action: node.action ?? null });

const DEFAULT = 'tree#default';

/**
 * Where a node of an older version stands in the current document (issue 41.5): at the node with the
 * same rule id that states the same rule (condition and params, or the same route). A rule edited
 * since, or removed, has no place: what passed it then says nothing about the rule there now. An
 * empty branch (`…/then` with no node) follows its parent when the current document's branch is
 * empty too; the default (`tree#default`) maps when both send to the same default connector.
 */
export const versionPathMapper = (version: Doc, current: Doc): ((path: string) => string | undefined) => {
  if (JSON.stringify(version) === JSON.stringify(current)) return (path) => path;
  const currentById = new Map<string, { path: string; node: RuleNode }>();
  const currentAt = new Map<string, RuleNode>();
  walkTree(current.tree, 'tree', (node, path) => {
    currentAt.set(path, node);
    if (node.id) currentById.set(node.id, { path, node });
  });
  const versionAt = new Map<string, RuleNode>();
  walkTree(version.tree, 'tree', (node, path) => void versionAt.set(path, node));
  const sameDefault = (version.default?.connector ?? null) === (current.default?.connector ?? null);

  const mapNode = (path: string): string | undefined => {
    const node = versionAt.get(path);
    const there = node?.id ? currentById.get(node.id) : undefined;
    return node && there && ruleOf(there.node) === ruleOf(node) ? there.path : undefined;
  };
  return (path) => {
    if (path === DEFAULT) return sameDefault ? DEFAULT : undefined;
    if (versionAt.has(path)) return mapNode(path);
    // An empty branch of the version: `<parent>/then` or `<parent>/else`.
    const cut = path.lastIndexOf('/');
    const side = path.slice(cut + 1);
    if (side !== 'then' && side !== 'else') return undefined;
    const parent = mapNode(path.slice(0, cut));
    const mapped = parent === undefined ? undefined : `${parent}/${side}`;
    return mapped !== undefined && !currentAt.has(mapped) ? mapped : undefined;
  };
};
