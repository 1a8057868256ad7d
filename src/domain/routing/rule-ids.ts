import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from './document';
import { mapTree, treesOf, walkTree, type AnyDocument } from './tree-walk';

/** All rule ids of a document: the ids a later set request may echo. */
export const collectRuleIds = (doc: AnyDocument | null | undefined): Set<string> => {
  const ids = new Set<string>();
  if (!doc) return ids;
  for (const { tree, path } of treesOf(doc)) walkTree(tree, path, (node) => node.id && ids.add(node.id));
  return ids;
};

const withIds = (tree: RuleNode | null | undefined, newId: () => string) =>
  mapTree(tree, (node) => (node.id ? node : { ...node, id: newId() })) ?? null;

/** Gives every new rule (`id: null` or missing) a fresh id; echoed ids stay. The gateway does this on set. */
export const assignRuleIds = <D extends AnyDocument>(doc: D, newId: () => string): D => {
  if ('methods' in doc) {
    const multi = doc as MultiMethodDocument;
    return {
      ...multi,
      methods: multi.methods.map((block) => ({
        ...block,
        ...(block.availability ? { availability: { ...block.availability, tree: withIds(block.availability.tree, newId) } } : {}),
        ...(block.routing ? { routing: { ...block.routing, tree: withIds(block.routing.tree, newId) } } : {}),
      })),
    } as D;
  }
  const single = doc as SingleMethodDocument;
  return { ...single, tree: withIds(single.tree, newId) } as D;
};
