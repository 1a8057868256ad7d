import type { RuleNode } from '@domain/routing/document';
import { mapTree } from '@domain/routing/tree-walk';

// jsonb stores object keys in its own order (short keys first), which would answer `else` before
// `then`. Rebuilding nodes in the documented order keeps responses readable; params keep jsonb order.
const pick = <T extends object>(source: T, keys: readonly string[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  const record = source as Record<string, unknown>;
  for (const key of keys) if (record[key] !== undefined) out[key] = record[key];
  for (const key of Object.keys(record)) if (!keys.includes(key)) out[key] = record[key];
  return out;
};

const orderNode = (node: RuleNode): RuleNode => {
  const next = pick(node, ['id', 'if', 'then', 'else', 'route', 'action']);
  if (node.if) next.if = pick(node.if, ['constraint', 'params']);
  if (node.route) next.route = pick(node.route, ['connector', 'onFail']);
  return next as RuleNode;
};

/** A tree with every node's members in the documented order. */
export const orderTree = (tree: RuleNode | null | undefined): RuleNode | null => mapTree(tree, orderNode) ?? null;
