import type { SingleMethodDocument } from '../../../../../domain/routing/document';
import { collectRuleIds } from '../../../../../domain/routing/rule-ids';
import { mapTree } from '../../../../../domain/routing/tree-walk';

/**
 * An old version as a draft on top of the live document: rules that still exist keep their ids;
 * rules the live document no longer has become new rules (`id: null`), since the gateway only
 * accepts ids of its current document.
 */
export const restorable = (version: SingleMethodDocument, live: SingleMethodDocument): SingleMethodDocument => {
  const liveIds = collectRuleIds(live);
  return { ...version, tree: mapTree(version.tree, (node) => (node.id && !liveIds.has(node.id) ? { ...node, id: null } : node)) ?? null };
};
