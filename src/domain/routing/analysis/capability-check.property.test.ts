import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSimTransaction, simContext } from '@fixtures/arb-transactions';
import { CARD_TYPES } from '../condition-params';
import type { Condition, RuleNode, SingleMethodDocument } from '../document';
import { evaluate } from '../evaluation/evaluate';
import type { SimTransaction } from '../evaluation/transaction';
import { analyseDocument } from './analyse-document';
import type { CapabilityBook } from './capabilities';

/**
 * The capability checks against the evaluator: a transaction whose path pins its currency (a
 * `Currency` test it passed) or its card type (an `in` list it passed) and that the evaluator sends
 * to a connector declaring otherwise is always warned about at that route; and capabilities that
 * accept every value never warn, whatever the tree.
 */

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
const CONNECTORS = ['CO-a', 'CO-b', 'CO-c'] as const;
const BRANDS = ['visa', 'mastercard', 'amex'] as const;

const condition = (constraint: string, params: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Condition> => params.map((p) => ({ constraint, params: p }));
const arbCondition: fc.Arbitrary<Condition> = fc.oneof(
  condition('Currency', fc.record({ currency: fc.constantFrom(...CURRENCIES) })),
  condition('AmountCurrency', fc.record({ comparator: fc.constantFrom('>=', '<'), amount: fc.constantFrom(100, 500), currency: fc.constantFrom('EUR', 'Base Amount') })),
  condition('CreditcardType', fc.record({ comparator: fc.constantFrom('in', 'notin'), types: fc.uniqueArray(fc.constantFrom(...BRANDS), { minLength: 1, maxLength: 2 }) })),
  condition('CreditcardBinCountry', fc.record({ comparator: fc.constantFrom('in', 'notin'), countries: fc.uniqueArray(fc.constantFrom('DE', 'AT', 'US'), { minLength: 1, maxLength: 2 }) })),
  condition('BinRangeRegexp', fc.record({ comparator: fc.constant('eq'), regexp: fc.constant('^4') })),
  condition('RandomLoadBalancer', fc.record({ percentTrue: fc.constantFrom(0, 50) })),
);
const arbLeaf: fc.Arbitrary<RuleNode> = fc
  .tuple(fc.constantFrom(...CONNECTORS), fc.uniqueArray(fc.constantFrom(...CONNECTORS), { maxLength: 2 }))
  .map(([connector, onFail]) => ({ id: null, route: onFail.length ? { connector, onFail: onFail.map((c) => ({ connector: c })) } : { connector } }));
const node = (depth: number): fc.Arbitrary<RuleNode> => {
  if (depth === 0) return arbLeaf;
  const child = fc.option(node(depth - 1), { nil: null, freq: 6 });
  return fc.oneof({ arbitrary: arbLeaf, weight: 1 }, { arbitrary: fc.tuple(arbCondition, child, child).map(([c, then, otherwise]): RuleNode => ({ id: null, if: c, then, else: otherwise })), weight: 4 });
};
const arbDocument: fc.Arbitrary<SingleMethodDocument> = node(5).map((tree) => ({ version: '1', default: { connector: 'CO-c' }, tree }));

const arbDeclared = fc.record({
  currencies: fc.option(fc.uniqueArray(fc.constantFrom(...CURRENCIES), { maxLength: 3 }), { nil: undefined }),
  cardTypes: fc.option(fc.uniqueArray(fc.constantFrom(...BRANDS), { maxLength: 2 }), { nil: undefined }),
});
const arbBook: fc.Arbitrary<CapabilityBook> = fc
  .tuple(arbDeclared, arbDeclared, arbDeclared)
  .map((ds) => ({ observedDays: 90, connectors: Object.fromEntries(CONNECTORS.map((c, i) => [c, { declared: Object.fromEntries(Object.entries(ds[i]!).filter(([, v]) => v !== undefined)) }])) }));

const arbTransaction: fc.Arbitrary<SimTransaction> = fc
  .tuple(arbSimTransaction, fc.constantFrom(...CURRENCIES), fc.constantFrom(...BRANDS), fc.constantFrom('DE', 'AT', 'US'))
  .map(([tx, currency, brand, binCountry]) => ({ ...tx, currency, ...(tx.card ? { card: { ...tx.card, brand, binCountry } } : {}) }));

const ctx = simContext(7);

const nodeAt = (doc: SingleMethodDocument, path: string): RuleNode | null | undefined =>
  path.split('/').slice(1).reduce<RuleNode | null | undefined>((n, step) => n?.[step as 'then' | 'else'], doc.tree);

describe('capability checks against the evaluator', () => {
  it('a pinned currency or card type the route connector does not declare is always warned about at that route', () => {
    let checked = 0;
    fc.assert(
      fc.property(arbDocument, arbBook, fc.array(arbTransaction, { minLength: 20, maxLength: 50 }), (doc, book, txs) => {
        const findings = analyseDocument(doc, { ...ctx, capabilities: book }).filter((f) => f.code === 'capability-declared');
        for (const tx of txs) {
          const { decision, trace } = evaluate(doc.tree, doc.default?.connector, tx, ctx, { trace: true });
          if (decision.kind !== 'route') continue;
          const declared = book.connectors[decision.connector]?.declared;
          const at = findings.filter((f) => f.path === `${decision.leafPath}/route/connector`);
          const pinnedCurrency = trace.some((s) => s.constraint === 'Currency' && s.result === true);
          if (pinnedCurrency && declared?.currencies && !declared.currencies.includes(tx.currency) && ++checked)
            expect(at.some((f) => f.message.includes(`; ${tx.currency}`) || f.message.includes(`, ${tx.currency}`) || f.message.includes(` ${tx.currency} can reach`)), JSON.stringify({ tx, at })).toBe(true);
          const pinnedCard = trace.some((s) => s.constraint === 'CreditcardType' && s.result === true && (nodeAt(doc, s.path)?.if?.params as { comparator?: string }).comparator === 'in');
          if (pinnedCard && tx.card && declared?.cardTypes && !declared.cardTypes.includes(tx.card.brand.toLowerCase()) && ++checked)
            expect(at.some((f) => f.message.includes('declares card types')), JSON.stringify({ tx, at, trace })).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    // The property is not vacuous: many transactions met a connector that declares otherwise.
    expect(checked).toBeGreaterThan(100);
  });

  it('capabilities that accept every value never warn, and neither do empty ones', () => {
    const all = { currencies: [...CURRENCIES], cardTypes: [...CARD_TYPES], countries: ['DE', 'AT', 'US'] };
    const accepting: CapabilityBook = { observedDays: 90, connectors: Object.fromEntries(CONNECTORS.map((c) => [c, { declared: all, observed: { successes: 1, ...all } }])) };
    fc.assert(
      fc.property(arbDocument, (doc) => {
        expect(analyseDocument(doc, { ...ctx, capabilities: accepting }).filter((f) => f.code.startsWith('capability-'))).toEqual([]);
        expect(analyseDocument(doc, { ...ctx, capabilities: { observedDays: 90, connectors: {} } })).toEqual(analyseDocument(doc, ctx));
      }),
      { numRuns: 300 },
    );
  });
});
