import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, arbRuleNode } from '@fixtures/arbitraries';
import { cardRouterDocument, unknownConstraintDocument } from '@fixtures/routing-documents';
import { methodGraphs, singleMethodGraph, treeToGraph } from './document-to-graph';
import { graphToTree } from './graph-to-tree';

describe('document → graph → document', () => {
  it('is the identity for the fixtures, unknown constraints and members included', () => {
    for (const doc of [cardRouterDocument, unknownConstraintDocument]) expect(graphToTree(singleMethodGraph(doc))).toEqual(doc.tree);
  });

  it('is the identity for random routing and availability trees (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('routing' as const, 'availability' as const).chain((kind) => arbRuleNode({ kind, maxDepth: 5, unknownConditions: kind === 'routing', extraMembers: true })), (tree) => {
        expect(graphToTree(treeToGraph(tree, { treePath: 'tree', treeKind: 'routing' }))).toEqual(tree);
      }),
      { numRuns: 300 },
    );
  });

  it('is the identity for every tree of random multi-method documents (property)', () => {
    fc.assert(
      fc.property(arbMultiMethodDocument({ maxDepth: 4 }), (doc) => {
        doc.methods.forEach((block, i) => {
          const { availability, routing } = methodGraphs(doc, i);
          expect(graphToTree(availability)).toEqual(block.availability?.tree ?? null);
          expect(graphToTree(routing)).toEqual(block.routing?.tree ?? null);
        });
      }),
      { numRuns: 150 },
    );
  });
});
