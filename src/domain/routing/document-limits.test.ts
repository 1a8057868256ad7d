import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { arbSingleSequence, withIds } from '@fixtures/command-arbitraries';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { CONNECTORS } from '@fixtures/world';
import { MultiMethodDocument, SingleMethodDocument, type RuleNode } from './document';
import { ROUTING_LIMITS, routingLimitIssue, routingLimitIssueByWalk } from './document-limits';
import { validateSingleMethod } from './validation';

const leaf: RuleNode = { id: null, route: { connector: CONNECTORS.alphaEur.guid } };
/** A chain of conditions `depth` rules deep (the last one a route). */
const chain = (depth: number): RuleNode => {
  let node = leaf;
  for (let i = 1; i < depth; i += 1) node = { id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: node };
  return node;
};

describe('ROUTING_LIMITS', () => {
  it('accepts a 20,000-rule document and rules nested exactly to the limit', () => {
    expect(routingLimitIssue(largeCardRouterDocument(20_000))).toBeUndefined();
    expect(routingLimitIssue({ version: '1', tree: chain(ROUTING_LIMITS.maxRuleDepth) })).toBeUndefined();
  });

  it('refuses rules nested one deeper, at the first rule that is too deep, naming the limit', () => {
    const issue = routingLimitIssue({ version: '1', tree: chain(ROUTING_LIMITS.maxRuleDepth + 1) });
    expect(issue).toMatchObject({ code: 1010, message: expect.stringMatching(/nested more than 200 deep/) });
    expect(issue!.path).toBe(['tree', ...Array(ROUTING_LIMITS.maxRuleDepth).fill('then')].join('/'));
  });

  it('refuses more rules than the limit, counted over every tree of a multi-method document', () => {
    const half = largeCardRouterDocument(ROUTING_LIMITS.maxRuleNodes / 2 + 1).tree;
    const doc = { version: '1', methods: [{ method: 'Creditcard', routing: { tree: half } }, { method: 'Paypal', availability: { tree: half } }] };
    expect(routingLimitIssue(doc)?.message).toMatch(/50,002 rules, more than 50,000/);
  });

  it('is part of the documents schema and of the validator the editor runs before saving', () => {
    const deep = { version: '1', tree: chain(1_800) };
    const parsed = SingleMethodDocument.safeParse(deep);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/limit on rule depth/);
    expect(MultiMethodDocument.safeParse({ version: '1', methods: [{ method: 'Creditcard', routing: { tree: chain(201) } }] }).success).toBe(false);
    expect(validateSingleMethod(deep as SingleMethodDocument, { connectors: [], metaConnector: { guid: 'CO-x', merchantGuid: 'ME-x' }, knownRuleIds: new Set() })).toEqual([
      expect.objectContaining({ code: 1010, message: expect.stringMatching(/limit on rule depth/) }),
    ]);
  });

  // Counted from each rule's measure, kept by rule object across edits: the same answer as walking
  // every rule, whatever the limits, the document and the edits before it.
  it('gives the answer of a walk over every rule, after any sequence of edits (property)', () => {
    const limits = fc.record({ maxRuleNodes: fc.integer({ min: 0, max: 40 }), maxRuleDepth: fc.integer({ min: 1, max: 7 }) });
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 6 }).chain((doc) => arbSingleSequence(withIds(doc), 6)), limits, (docs, within) => {
        for (const doc of docs) expect(routingLimitIssue(doc, within)).toEqual(routingLimitIssueByWalk(doc, within));
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(arbMultiMethodDocument({ maxDepth: 5 }), limits, (doc, within) => {
        expect(routingLimitIssue(doc, within)).toEqual(routingLimitIssueByWalk(doc, within));
      }),
      { numRuns: 100 },
    );
  });

  it('names a rule that is its own descendant as too deep, without running forever', () => {
    const loop: { if: unknown; then?: unknown } = { if: { constraint: 'Currency', params: { currency: 'EUR' } } };
    loop.then = loop;
    expect(routingLimitIssue({ version: '1', tree: loop })).toMatchObject({ code: 1010, message: expect.stringMatching(/nested more than 200 deep/) });
  });
});
