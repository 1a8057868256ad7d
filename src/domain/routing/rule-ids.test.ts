import { describe, expect, it } from 'vitest';
import { cardRouterDocument, checkoutDocument, everyConditionDocument, unknownConstraintDocument } from '@fixtures/routing-documents';
import { CONSTRAINTS } from './condition-catalogue';
import type { MultiMethodDocument, SingleMethodDocument } from './document';
import { assignRuleIds, collectRuleIds } from './rule-ids';
import { countNodes, walkTree } from './tree-walk';

const counter = (prefix = 'MPR-new-') => {
  let n = 0;
  return () => `${prefix}${(n += 1)}`;
};

describe('collectRuleIds', () => {
  it('collects every id of the seeded documents', () => {
    const ids = collectRuleIds(cardRouterDocument);
    expect(ids.size).toBe(18);
    expect(ids.has('MPR-0a1b-2c3d-4e5f-6071-0001')).toBe(true);
    expect(ids.has('MPR-0a1b-2c3d-4e5f-6071-0018')).toBe(true);
    const multi = collectRuleIds(checkoutDocument);
    expect(multi.size).toBe(12);
    expect([...multi].every((id) => id.startsWith('MPR-1b2c-'))).toBe(true);
  });

  it('skips null ids and copes with no document', () => {
    expect(collectRuleIds(unknownConstraintDocument).size).toBe(0);
    expect(collectRuleIds(null).size).toBe(0);
    expect(collectRuleIds(undefined).size).toBe(0);
  });
});

describe('assignRuleIds', () => {
  it('gives new rules ids in document order and leaves the input alone', () => {
    const doc = assignRuleIds(unknownConstraintDocument, counter());
    const ids: Array<string | null | undefined> = [];
    walkTree(doc.tree, 'tree', (node) => ids.push(node.id));
    expect(ids).toStrictEqual(['MPR-new-3', 'MPR-new-1', 'MPR-new-2']);
    expect(unknownConstraintDocument.tree?.id).toBeNull();
    expect(doc.futureTopLevelFlag).toStrictEqual({ mode: 'shadow' });
    expect(doc.tree?.then?.futureLeafHint).toBe('keep-me');
  });

  it('keeps echoed ids and only fills the missing ones', () => {
    const partly: SingleMethodDocument = {
      ...cardRouterDocument,
      tree: { ...cardRouterDocument.tree!, id: null, else: { ...cardRouterDocument.tree!.else!, id: undefined } },
    };
    const doc = assignRuleIds(partly, counter());
    const ids = collectRuleIds(doc);
    expect(ids.size).toBe(18);
    expect(doc.tree?.id).toBe('MPR-new-2');
    expect(doc.tree?.else?.id).toBe('MPR-new-1');
    expect(doc.tree?.then?.id).toBe('MPR-0a1b-2c3d-4e5f-6071-0002');
    expect(assignRuleIds(cardRouterDocument, () => { throw new Error('no new id expected'); })).toStrictEqual(cardRouterDocument);
  });

  it('fills every tree of a multi-method document, leaving null trees null', () => {
    const blank: MultiMethodDocument = {
      ...checkoutDocument,
      methods: checkoutDocument.methods.map((m) => ({
        ...m,
        ...(m.routing ? { routing: { tree: { ...m.routing.tree!, id: null } } } : {}),
      })),
    };
    const doc = assignRuleIds(blank, counter());
    expect(doc.methods[0]?.routing?.tree?.id).toBe('MPR-new-1');
    expect(doc.methods[0]?.availability).toBeNull();
    expect(doc.methods[1]?.routing).toBeNull();
    expect(collectRuleIds(doc).size).toBe(12);
  });

  it('gives the every-condition chain (a condition and a route per kind) one distinct id per node', () => {
    const doc = assignRuleIds(everyConditionDocument, counter());
    // Each kind's condition node and its `then` route.
    expect(countNodes(doc.tree)).toBe(2 * CONSTRAINTS.length);
    expect(collectRuleIds(doc).size).toBe(2 * CONSTRAINTS.length);
  });
});
