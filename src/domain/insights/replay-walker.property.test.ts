import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSimTransaction, simContext } from '@fixtures/arb-transactions';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { getAt } from '../routing/commands';
import type { RuleNode } from '../routing/document';
import { evaluate } from '../routing/evaluation/evaluate';
import { connectorOfDecision } from '../routing/evaluation/outcome';
import { replayBlocker } from './replayable-conditions';
import { replayWalker } from './replay-walker';

const arbSeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('replayWalker ≡ evaluate on records that hold every field', () => {
  it('routes where evaluate routes, or stops at the first condition on the path the record cannot answer', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5, unknownConditions: true }), arbSimTransaction, arbSeed, (doc, tx, seed) => {
        const facts = { tx, absent: new Set<string>() };
        const walker = replayWalker(doc.tree, doc.default?.connector);
        const end = walker.walk(tx, simContext(seed), facts);
        const { decision, trace } = evaluate(doc.tree, doc.default?.connector, tx, simContext(seed));
        const nodeAt = (path: string) => getAt(doc, path) as RuleNode | undefined;
        const firstBlocked = trace.find((step) => step.constraint && replayBlocker({ constraint: step.constraint, params: nodeAt(step.path)?.if?.params as Record<string, unknown> | undefined }, facts));
        if (firstBlocked) expect(end).toEqual({ kind: 'blocked', path: firstBlocked.path, why: expect.any(String) });
        else expect(end).toEqual({ kind: 'routed', connector: connectorOfDecision(decision) });
      }),
      { numRuns: 400 },
    );
  });

  it('counts each node a routed walk passed, the default under <tree>#default', () => {
    const walker = replayWalker({ if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { route: { connector: 'A', onFail: [] } }, else: null }, 'D');
    const visits = new Uint32Array(walker.paths.length);
    const ctx = simContext(1);
    for (const currency of ['EUR', 'USD', 'USD']) {
      walker.walk({ transactionType: 'debit', amount: '1', currency }, ctx, { tx: { transactionType: 'debit', amount: '1', currency }, absent: new Set() });
      walker.countLastWalk(visits);
    }
    expect(Object.fromEntries(walker.paths.map((p, i) => [p, visits[i]]))).toEqual({ 'tree#default': 2, tree: 3, 'tree/then': 1 });
  });
});
