import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from '../routing/document';
import { isMultiMethodDocument, mapTree } from '../routing/tree-walk';

/**
 * The document that tries a draft on a share of live traffic (issue 45.1): a load-balancer split at
 * the root sends `percent` % of the payments through the draft's tree and the rest through the live
 * tree, as the gateway's `RandomLoadBalancer` does (its `then` below percentTrue).
 *
 * Rule ids (the gateway keeps a rule whose id is echoed, creates one for `id: null`, refuses an id
 * used twice, gateway-contract §2):
 * - the **live arm** is the live tree with its ids, so its rules stay the rules they were;
 * - the **draft arm** is the draft's tree with every id null (its kept rules' ids are the live arm's);
 * - **ending it**: reverting saves the live document as it was, promoting saves the draft as it was.
 *   Both echo only ids of rules the experiment document kept (the live arm's), so the live rules
 *   keep their ids either way, the split and the draft arm's copies are removed, and a rule new in
 *   the draft is created then, as saving the draft directly would have.
 *
 * Where a payment matches no rule, or a condition cannot read what it needs, the document's one
 * default takes it, in either arm: a draft that changes the default connector cannot be tried this
 * way (no leaf can say "where a condition fails, go to X"), and is refused with the reason.
 */

export type ExperimentDocumentResult =
  | { ok: true; document: SingleMethodDocument; draftArm: 'tree/then'; liveArm: 'tree/else' }
  | { ok: false; problem: { code: 'share' | 'multi-method' | 'settings' | 'default' | 'no-change'; message: string } };

const nullIds = (tree: RuleNode | null | undefined): RuleNode | null | undefined => mapTree(tree, (node) => ({ ...node, id: null }));

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const experimentDocument = (live: SingleMethodDocument | MultiMethodDocument, draft: SingleMethodDocument | MultiMethodDocument, percent: number): ExperimentDocumentResult => {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    return { ok: false, problem: { code: 'share', message: `the draft's share of the traffic is a whole percentage from 1 to 99 (the load balancer's percentTrue), not ${percent}` } };
  if (isMultiMethodDocument(live) || isMultiMethodDocument(draft))
    return { ok: false, problem: { code: 'multi-method', message: "a multi-method connector's routing has no random split (the load balancer is not among its six conditions), so it cannot send a share of its traffic to a draft" } };
  if (Boolean(live.rerouteRecurring) !== Boolean(draft.rerouteRecurring))
    return { ok: false, problem: { code: 'settings', message: 'the draft also changes rerouteRecurring, which applies to the whole document: an experiment tries a tree; save that setting on its own' } };
  if (same(live.tree, draft.tree) && same(live.default?.connector, draft.default?.connector))
    return { ok: false, problem: { code: 'no-change', message: 'the draft routes exactly as the live document: there is nothing to try' } };
  if (!same(live.default?.connector, draft.default?.connector))
    return { ok: false, problem: { code: 'default', message: "the draft also changes the default connector, which takes every payment no rule routes in either arm: try the tree with the live default, and change the default on its own" } };
  const draftArm = nullIds(draft.tree);
  const { tree: _tree, ...rest } = live;
  const document: SingleMethodDocument = {
    ...rest,
    tree: { id: null, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: percent } }, then: draftArm ?? null, else: live.tree ?? null },
  };
  return { ok: true, document, draftArm: 'tree/then', liveArm: 'tree/else' };
};
