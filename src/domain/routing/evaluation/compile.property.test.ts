import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSimTransaction, PARTIAL_RATES, simContext } from '@fixtures/arb-transactions';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { cardRouterDocument, everyConditionDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS } from '@fixtures/world';
import { connectorNameLookup } from '../describe/connector-names';
import { compileTree } from './compile';
import { evaluate } from './evaluate';
import { compileMethod, evaluateMethod } from './evaluate-method';
import type { EvaluationContext } from './transaction';

const names = connectorNameLookup(ALL_CONNECTORS);
const arbSeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
/** Sometimes without a CHF rate or counters, to reach the unevaluable paths as well. */
const arbContext = fc.tuple(arbSeed, fc.boolean(), fc.boolean()).map(([seed, partialRates, noCounters]) => (): EvaluationContext =>
  simContext(seed, { ...(partialRates ? { rates: { ...PARTIAL_RATES } } : {}), ...(noCounters ? { counters: undefined } : {}) }),
);

describe('compileTree ≡ evaluate', () => {
  it('gives the same decision and trace for random trees and transactions (same seed)', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 4, unknownConditions: true }), fc.array(arbSimTransaction, { minLength: 1, maxLength: 5 }), arbContext, (doc, txs, context) => {
        const compiled = compileTree(doc.tree, doc.default?.connector, { names });
        // One context per side, shared by the transaction batch: the draws must stay in step too.
        const a = context();
        const b = context();
        for (const tx of txs) {
          const expected = evaluate(doc.tree, doc.default?.connector, tx, a, { names });
          expect(compiled(tx, b)).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same decisions without a trace', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5 }), arbSimTransaction, arbSeed, (doc, tx, seed) => {
        const compiled = compileTree(doc.tree, doc.default?.connector);
        const fast = compiled(tx, simContext(seed), { trace: false });
        expect(fast.trace).toEqual([]);
        expect(fast.decision).toEqual(evaluate(doc.tree, doc.default?.connector, tx, simContext(seed)).decision);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees on every fixture condition chain for many transactions', () => {
    const compiled = [cardRouterDocument, everyConditionDocument].map((doc) => [doc, compileTree(doc.tree, doc.default?.connector)] as const);
    fc.assert(
      fc.property(arbSimTransaction, arbSeed, (tx, seed) => {
        for (const [doc, run] of compiled) expect(run(tx, simContext(seed))).toEqual(evaluate(doc.tree, doc.default?.connector, tx, simContext(seed)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('compileMethod ≡ evaluateMethod', () => {
  it('agrees on availability and routing of random multi-method documents', () => {
    fc.assert(
      fc.property(arbMultiMethodDocument({ maxDepth: 3 }), arbSimTransaction, arbSeed, (doc, tx, seed) => {
        doc.methods.forEach((block, index) => {
          const options = { index, defaultActionDisable: doc.defaultActionDisable, names };
          expect(compileMethod(block, options)(tx, simContext(seed))).toEqual(evaluateMethod(block, tx, simContext(seed), options));
        });
      }),
      { numRuns: 200 },
    );
  });
});
