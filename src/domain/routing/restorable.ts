import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from './document';
import { collectRuleIds } from './rule-ids';
import { isMultiMethodDocument, mapTree, type AnyDocument } from './tree-walk';

const keepKnownIds = (tree: RuleNode | null | undefined, liveIds: Set<string>) =>
  mapTree(tree, (node) => (node.id && !liveIds.has(node.id) ? { ...node, id: null } : node)) ?? null;

/**
 * An old version as a draft on top of the live document: rules that still exist keep their ids;
 * rules the live document no longer has become new rules (`id: null`), since the gateway only
 * accepts ids of its current document.
 */
export const restorable = (version: AnyDocument, live: AnyDocument): AnyDocument => {
  const liveIds = collectRuleIds(live);
  if (isMultiMethodDocument(version)) {
    const multi: MultiMethodDocument = version;
    return {
      ...multi,
      methods: multi.methods.map((block) => ({
        ...block,
        ...(block.availability ? { availability: { ...block.availability, tree: keepKnownIds(block.availability.tree, liveIds) } } : {}),
        ...(block.routing ? { routing: { ...block.routing, tree: keepKnownIds(block.routing.tree, liveIds) } } : {}),
      })),
    };
  }
  const single: SingleMethodDocument = version;
  return { ...single, tree: keepKnownIds(single.tree, liveIds) };
};
