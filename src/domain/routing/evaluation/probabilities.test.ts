import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSimTransaction, simContext } from '@fixtures/arb-transactions';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import type { RuleNode } from '../document';
import { walkTree } from '../tree-walk';
import { compileTree } from './compile';
import { evaluate } from './evaluate';
import { probabilities, shareByTarget } from './probabilities';
import type { SimTransaction } from './transaction';

const hasSplit = (tree: RuleNode | null | undefined): boolean => {
  let found = false;
  walkTree(tree, 'tree', (node) => (found ||= node.if?.constraint === 'RandomLoadBalancer'));
  return found;
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('probabilities', () => {
  it('sum to 1 over the outcomes, and the sampled decision is always a possible outcome', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5 }), arbSimTransaction, fc.nat(), (doc, tx, seed) => {
        const result = probabilities(doc.tree, doc.default?.connector, tx, simContext(seed));
        expect(sum(result.outcomes.map((o) => o.probability))).toBeCloseTo(1, 12);
        const sampled = evaluate(doc.tree, doc.default?.connector, tx, simContext(seed)).decision;
        expect(result.outcomes.filter((o) => o.probability > 0).map((o) => o.decision)).toContainEqual(sampled);
      }),
      { numRuns: 400 },
    );
  });

  it('without load balancers: exactly one outcome, with probability 1, equal to the evaluated decision', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 4 }), arbSimTransaction, (doc, tx) => {
        fc.pre(!hasSplit(doc.tree));
        const result = probabilities(doc.tree, doc.default?.connector, tx, simContext(1));
        expect(result.outcomes).toHaveLength(1);
        expect(result.outcomes[0]).toEqual({ probability: 1, decision: evaluate(doc.tree, doc.default?.connector, tx, simContext(1)).decision });
        expect(result.edges.every((e) => e.share === 0 || e.share === 1)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  const deUnder1000: SimTransaction = { transactionType: 'debit', amount: '500.00', currency: 'EUR', card: { brand: 'visa', binCountry: 'DE' } };

  it('label the split edges of the card router and multiply along the path', () => {
    const result = probabilities(cardRouterDocument.tree, cardRouterDocument.default?.connector, deUnder1000, simContext(1));
    expect(result.outcomes.map((o) => [o.decision.kind === 'route' && o.decision.leafPath, o.probability])).toEqual([
      ['tree/then/else/then', 0.5],
      ['tree/then/else/else', 0.5],
    ]);
    expect(result.edges).toContainEqual({ id: 'tree/then/else/then', source: 'tree/then/else', label: 'then', probability: 0.5, share: 0.5 });
    expect(result.edges).toContainEqual({ id: 'tree/else', source: 'tree', label: 'else', probability: 0, share: 0 });
    expect(shareByTarget(result)).toEqual(new Map([[CONNECTORS.alphaEur.guid, 0.5], [CONNECTORS.betaEur.guid, 0.5]]));
  });

  it('nested splits multiply: 30 % then 50 %', () => {
    const leaf = (connector: string): RuleNode => ({ id: null, route: { connector } });
    const tree: RuleNode = {
      id: null,
      if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 30 } },
      then: { id: null, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, then: leaf(CONNECTORS.alphaEur.guid), else: null },
      else: leaf(CONNECTORS.betaEur.guid),
    };
    const result = probabilities(tree, CONNECTORS.gammaChf.guid, deUnder1000, simContext(1));
    expect(result.outcomes.map((o) => o.probability)).toEqual([0.15, 0.15, 0.7]);
    expect(result.outcomes[1]?.decision).toEqual({ kind: 'default', connector: CONNECTORS.gammaChf.guid, reason: 'no-branch', path: 'tree/then/else' });
  });

  it('match a seeded Monte-Carlo run of the 50 % split within tolerance', () => {
    const run = compileTree(cardRouterDocument.tree, cardRouterDocument.default?.connector);
    const ctx = simContext(20260101);
    const n = 20_000;
    let alpha = 0;
    for (let i = 0; i < n; i += 1) {
      const decision = run(deUnder1000, ctx, { trace: false }).decision;
      if (decision.kind === 'route' && decision.connector === CONNECTORS.alphaEur.guid) alpha += 1;
    }
    // 4 standard deviations of a binomial(20 000, 0.5) share: 0.014.
    expect(Math.abs(alpha / n - 0.5)).toBeLessThan(0.014);
  });
});
