import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, arbSingleMethodDocument, worldContext, worldMultiContext } from '@fixtures/arbitraries';
import { MultiMethodDocument, SingleMethodDocument, type RuleNode } from './document';
import { assignRuleIds, collectRuleIds } from './rule-ids';
import { countNodes, isMultiMethodDocument, mapTree, treesOf, walkTree, type AnyDocument } from './tree-walk';
import { validateMultiMethod, validateSingleMethod } from './validation';

const jsonTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const RUNS = { numRuns: 150 };

const idsInOrder = (doc: AnyDocument): Array<string | null | undefined> => {
  const ids: Array<string | null | undefined> = [];
  for (const { tree, path } of treesOf(doc)) walkTree(tree, path, (node) => ids.push(node.id));
  return ids;
};
const totalNodes = (doc: AnyDocument) => treesOf(doc).reduce((n, { tree }) => n + countNodes(tree), 0);

describe('property: parse → JSON → parse is the identity', () => {
  it('single-method documents, unknown constraints and unknown members included', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ unknownConditions: true, extraMembers: true }), (doc) => {
        const once = SingleMethodDocument.parse(doc);
        expect(SingleMethodDocument.parse(jsonTrip(once))).toStrictEqual(doc);
      }),
      RUNS,
    );
  });

  it('multi-method documents with unknown members', () => {
    fc.assert(
      fc.property(arbMultiMethodDocument({ extraMembers: true }), (doc) => {
        const once = MultiMethodDocument.parse(doc);
        expect(MultiMethodDocument.parse(jsonTrip(once))).toStrictEqual(doc);
      }),
      RUNS,
    );
  });
});

describe('property: generated valid documents have no validation issues', () => {
  it('single-method', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ extraMembers: true, maxDepth: 4 }), (doc) => {
        expect(validateSingleMethod(doc, worldContext())).toStrictEqual([]);
      }),
      RUNS,
    );
  });

  it('multi-method', () => {
    fc.assert(
      fc.property(arbMultiMethodDocument({ extraMembers: true }), (doc) => {
        expect(validateMultiMethod(doc, worldMultiContext())).toStrictEqual([]);
      }),
      RUNS,
    );
  });

  it('and stay clean once the gateway has assigned ids and they are echoed back', () => {
    fc.assert(
      fc.property(arbMultiMethodDocument(), (doc) => {
        let n = 0;
        const saved = assignRuleIds(doc, () => `MPR-${(n += 1)}`);
        expect(validateMultiMethod(saved, worldMultiContext(collectRuleIds(saved)))).toStrictEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});

describe('property: assignRuleIds', () => {
  /** Forgets the id of some nodes (a flag per visit, cycling), in every tree of the document. */
  const forgetSome = (doc: AnyDocument, flags: boolean[]): AnyDocument => {
    let i = 0;
    const forget = (tree: RuleNode | null | undefined) =>
      mapTree(tree, (node) => ((flags[i++ % flags.length] ?? false) ? { ...node, id: null } : node)) ?? null;
    if (!isMultiMethodDocument(doc)) return { ...doc, tree: forget(doc.tree) };
    return {
      ...doc,
      methods: doc.methods.map((block) => ({
        ...block,
        ...(block.availability ? { availability: { tree: forget(block.availability.tree) } } : {}),
        ...(block.routing ? { routing: { tree: forget(block.routing.tree) } } : {}),
      })),
    };
  };
  const arbDoc: fc.Arbitrary<AnyDocument> = fc.oneof(arbSingleMethodDocument(), arbMultiMethodDocument());

  it('gives every node an MPR- id, keeps existing ids, and the ids are distinct', () => {
    fc.assert(
      fc.property(arbDoc, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (doc, flags) => {
        expect(idsInOrder(doc).every((id) => id === null)).toBe(true);
        let n = 0;
        const partly = forgetSome(assignRuleIds(doc, () => `MPR-old-${(n += 1)}`), flags);
        const before = idsInOrder(partly);
        let m = 0;
        const after = idsInOrder(assignRuleIds(partly, () => `MPR-new-${(m += 1)}`));

        expect(after).toHaveLength(totalNodes(doc));
        after.forEach((id, i) => (before[i] ? expect(id).toBe(before[i]) : expect(id).toMatch(/^MPR-new-\d+$/)));
        expect(m).toBe(before.filter((id) => !id).length);
        expect(new Set(after).size).toBe(after.length);
        expect(after.every((id) => id?.startsWith('MPR-'))).toBe(true);
      }),
      RUNS,
    );
  });

  it('collectRuleIds of the result has exactly countNodes ids', () => {
    fc.assert(
      fc.property(arbDoc, (doc) => {
        let n = 0;
        const withIds = assignRuleIds(doc, () => `MPR-${(n += 1)}`);
        expect(collectRuleIds(withIds).size).toBe(totalNodes(doc));
        expect(n).toBe(totalNodes(doc));
      }),
      RUNS,
    );
  });
});
