import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSimTransaction, PARTIAL_RATES, simContext } from '@fixtures/arb-transactions';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { AMOUNT_COMPARATORS, TRANSACTION_TYPES } from '../condition-params';
import type { Condition, RuleNode, SingleMethodDocument } from '../document';
import { evaluate } from '../evaluation/evaluate';
import type { TraceStep } from '../evaluation/outcome';
import type { EvaluationContext, SimTransaction } from '../evaluation/transaction';
import { analyseDocument } from './analyse-document';
import type { Finding } from './finding';

/**
 * Soundness against the evaluator, the reference semantics: over random documents and random
 * transactions, no node the analysis calls unreachable is ever on a trace, an always-false
 * condition never takes `then` and an always-true one never takes `else`.
 */

const arbSeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
/** Sometimes without a CHF rate, so AmountCurrency is unevaluable for CHF. */
const arbContext = fc.tuple(arbSeed, fc.boolean()).map(([seed, partial]) => simContext(seed, partial ? { rates: { ...PARTIAL_RATES } } : {}));

/** Breaks the property: the offending step and finding, for the failure message. */
const violations = (findings: readonly Finding[], trace: readonly TraceStep[]): string[] => {
  const out: string[] = [];
  const dead = findings.filter((f) => f.code === 'unreachable').map((f) => f.path);
  const always = new Map(findings.filter((f) => f.code === 'always-true' || f.code === 'always-false').map((f) => [f.path, f.code]));
  for (const step of trace) {
    if (step.result === 'empty') continue;
    for (const path of dead) if (step.path === path || step.path.startsWith(`${path}/`)) out.push(`${step.path} reached, called unreachable`);
    const code = always.get(step.path);
    if ((code === 'always-true' && step.result === false) || (code === 'always-false' && step.result === true)) out.push(`${step.path} is ${code} but took ${step.result ? 'then' : 'else'}`);
  }
  return out;
};

const checkSingle = (doc: SingleMethodDocument, txs: readonly SimTransaction[], ctx: EvaluationContext) => {
  const findings = analyseDocument(doc, ctx);
  for (const tx of txs) {
    const { trace } = evaluate(doc.tree, doc.default?.connector, tx, ctx, { trace: true });
    expect(violations(findings, trace), JSON.stringify({ tx, findings })).toEqual([]);
  }
};

// ---- dense trees: few values, so ancestors and descendants test the same things and contradict often ----

const currency = fc.constantFrom('EUR', 'USD', 'GBP', 'CHF');
const countries = fc.uniqueArray(fc.constantFrom('DE', 'AT', 'FR'), { minLength: 1, maxLength: 2 });
const inNotIn = fc.constantFrom('in', 'notin');
const condition = (constraint: string, params: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Condition> => params.map((p) => ({ constraint, params: p }));

const arbDenseCondition: fc.Arbitrary<Condition> = fc.oneof(
  condition('Currency', fc.record({ currency })),
  condition('AmountCurrency', fc.record({ comparator: fc.constantFrom(...AMOUNT_COMPARATORS), amount: fc.constantFrom(0, 100, 460, 500, 920, 1000), currency: fc.oneof(currency, fc.constant('Base Amount')) })),
  condition('CustomerCountry', fc.record({ comparator: inNotIn, countries })),
  condition('CustomerIpCountry', fc.record({ comparator: inNotIn, countries })),
  condition('CreditcardBinCountry', fc.record({ comparator: inNotIn, countries })),
  condition('CreditcardType', fc.record({ comparator: inNotIn, types: fc.uniqueArray(fc.constantFrom('visa', 'mastercard', 'amex'), { minLength: 1, maxLength: 2 }) })),
  condition('RiskScore', fc.record({ comparator: fc.constantFrom(...AMOUNT_COMPARATORS), riskScore: fc.constantFrom(0, 50, 51) })),
  condition('TransactionType', fc.record({ type: fc.constantFrom(...TRANSACTION_TYPES.slice(0, 3)) })),
  condition('ExtraData', fc.record({ key: fc.constantFrom('channel', 'currency'), value: fc.constantFrom('moto', 'web', 'EUR'), comparator: fc.constantFrom('=', '!=', 'matches') })),
  condition('RandomLoadBalancer', fc.record({ percentTrue: fc.constantFrom(0, 50, 100) })),
  condition('BinRangeRegexp', fc.record({ comparator: fc.constantFrom('eq', 'neq'), regexp: fc.constant('^4') })),
);

const arbLeaf: fc.Arbitrary<RuleNode> = fc.constantFrom('CO-a', 'CO-b').map((connector) => ({ id: null, route: { connector } }));
const denseNode = (depth: number): fc.Arbitrary<RuleNode> => {
  if (depth === 0) return arbLeaf;
  const child = fc.option(denseNode(depth - 1), { nil: null, freq: 6 });
  return fc.oneof({ arbitrary: arbLeaf, weight: 1 }, { arbitrary: fc.tuple(arbDenseCondition, child, child).map(([c, then, otherwise]): RuleNode => ({ id: null, if: c, then, else: otherwise })), weight: 4 });
};
const arbDenseDocument: fc.Arbitrary<SingleMethodDocument> = denseNode(6).map((tree) => ({ version: '1', default: { connector: 'CO-c' }, tree }));

/** Transactions near the dense thresholds, brands in either case, countries from the same pool. */
const arbDenseTransaction: fc.Arbitrary<SimTransaction> = fc
  .tuple(arbSimTransaction, fc.option(fc.constantFrom('0.00', '100', '460.00', '500', '920.00', '1000', '499.99', '1086.96', '543.48'), { nil: undefined }), fc.boolean(), fc.option(fc.constantFrom('DE', 'AT', 'FR'), { nil: undefined }))
  .map(([tx, amount, upper, country]) => ({
    ...tx,
    ...(amount ? { amount } : {}),
    ...(tx.card && upper ? { card: { ...tx.card, brand: tx.card.brand.toUpperCase() } } : {}),
    ...(tx.customer && country ? { customer: { ...tx.customer, billingCountry: country, ipCountry: country } } : {}),
    ...(tx.card && country ? { card: { ...tx.card, binCountry: country } } : {}),
  }));

/** Currency and amount only, with transactions on and around the thresholds after conversion. */
const arbMoneyCondition: fc.Arbitrary<Condition> = fc.oneof(
  condition('Currency', fc.record({ currency })),
  condition('AmountCurrency', fc.record({ comparator: fc.constantFrom(...AMOUNT_COMPARATORS), amount: fc.constantFrom(100, 460, 500, 920, 1000), currency: fc.oneof(currency, fc.constant('Base Amount')) })),
);
const moneyNode = (depth: number): fc.Arbitrary<RuleNode> => {
  if (depth === 0) return arbLeaf;
  const child = fc.option(moneyNode(depth - 1), { nil: null, freq: 6 });
  return fc.oneof({ arbitrary: arbLeaf, weight: 1 }, { arbitrary: fc.tuple(arbMoneyCondition, child, child).map(([c, then, otherwise]): RuleNode => ({ id: null, if: c, then, else: otherwise })), weight: 4 });
};
const arbMoneyDocument: fc.Arbitrary<SingleMethodDocument> = moneyNode(5).map((tree) => ({ version: '1', default: { connector: 'CO-c' }, tree }));
const arbMoneyTransaction: fc.Arbitrary<SimTransaction> = fc.record({
  transactionType: fc.constant('debit' as const),
  currency,
  amount: fc.constantFrom('92.00', '100', '460.00', '480', '499.99', '500', '543.48', '920.00', '1000', '1086.96'),
});

describe('analyseDocument is sound against the evaluator', () => {
  it('dense random trees: unreachable nodes are never traced; always-true/false conditions never take the other side', () => {
    fc.assert(
      fc.property(arbDenseDocument, fc.array(arbDenseTransaction, { minLength: 30, maxLength: 80 }), arbContext, checkSingle),
      { numRuns: 400 },
    );
  });

  it('currency and amount trees, thresholds converted with the context rates', () => {
    fc.assert(fc.property(arbMoneyDocument, fc.array(arbMoneyTransaction, { minLength: 30, maxLength: 60 }), arbContext, checkSingle), { numRuns: 400 });
  });

  it('catalogue-wide random single-method documents', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5, unknownConditions: true }), fc.array(arbSimTransaction, { minLength: 10, maxLength: 40 }), arbContext, checkSingle),
      { numRuns: 200 },
    );
  });

  it('random multi-method documents, each availability and routing tree', () => {
    fc.assert(
      fc.property(arbMultiMethodDocument({ maxDepth: 4 }), fc.array(arbDenseTransaction, { minLength: 10, maxLength: 40 }), arbContext, (doc, txs, ctx) => {
        const findings = analyseDocument(doc, ctx);
        doc.methods.forEach((block, i) => {
          for (const tx of txs) {
            // Routing is traced for every transaction, available or not: a superset of what reaches it.
            const availability = evaluate(block.availability?.tree, null, tx, ctx, { treePath: `methods/${i}/availability/tree`, kind: 'availability' });
            const routing = evaluate(block.routing?.tree, block.defaultConnector?.connector, tx, ctx, { treePath: `methods/${i}/routing/tree` });
            expect(violations(findings, [...availability.trace, ...routing.trace]), JSON.stringify({ tx, findings })).toEqual([]);
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it('the dense trees do exercise the analysis (a sound analysis that never warned would pass too)', () => {
    const sample = fc.sample(fc.tuple(arbDenseDocument, arbContext), { numRuns: 200, seed: 13 });
    const counts = new Map<string, number>();
    for (const [doc, ctx] of sample) for (const f of analyseDocument(doc, ctx)) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
    for (const code of ['unreachable', 'always-true', 'always-false']) expect(counts.get(code) ?? 0).toBeGreaterThan(20);
  });
});
