import { describe, expect, it } from 'vitest';
import type { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { REFERENCE_SETTINGS, type SimTransaction } from '@domain/routing/evaluation';
import { chargebacksDocument, ipAndBaseAmountDocument, merchantChargebacks30d } from '@fixtures/evaluation-cases';
import { checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import type { BatchRow } from './batch-input';
import { runBatch } from './batch-run';
import { NOT_OFFERED, runMultiBatch } from './batch-run-multi';
import { simulate } from './simulate';

const C = CONNECTORS;
const USD = { baseCurrency: 'USD', rates: REFERENCE_SETTINGS.rates };
const rowsOf = (...txs: Array<SimTransaction | [SimTransaction, BatchRow['counters']]>): BatchRow[] =>
  txs.map((t, i) => (Array.isArray(t) ? { row: i + 1, transaction: t[0], counters: t[1] } : { row: i + 1, transaction: t }));
const names = () => undefined;

describe('runBatch', () => {
  it('evaluates like the single simulator: IP lookup and the environment base currency', () => {
    const fromIp = (amount: string): SimTransaction => ({ transactionType: 'debit', amount, currency: 'EUR', customer: { ipAddress: '192.0.2.10' } });
    const rows = rowsOf(fromIp('95.00'), fromIp('50.00'));
    for (const settings of [REFERENCE_SETTINGS, USD]) {
      const result = runBatch(ipAndBaseAmountDocument, ipAndBaseAmountDocument, rows, 1, settings);
      const single = rows.map((r) => simulate(ipAndBaseAmountDocument, { tx: r.transaction, counters: [] }, 1, settings, names).connector);
      const counts = new Map<string | null, number>();
      for (const c of single) counts.set(c, (counts.get(c) ?? 0) + 1);
      expect(new Map([...result.draft].map(([c, t]) => [c, t.count]))).toEqual(counts);
    }
    // 95 EUR is under 100 for an EUR tenant, over 100 for a USD one; both from a DE address.
    expect([...runBatch(ipAndBaseAmountDocument, ipAndBaseAmountDocument, rows, 1, REFERENCE_SETTINGS).draft.keys()]).toEqual([C.alphaEur.guid]);
    expect([...runBatch(ipAndBaseAmountDocument, ipAndBaseAmountDocument, rows, 1, USD).draft.keys()]).toEqual([C.betaEur.guid, C.alphaEur.guid]);
  });

  it('sums amounts in the base currency per connector and side, and lists the transactions that change', () => {
    const eur = (amount: string, currency = 'EUR'): SimTransaction => ({ transactionType: 'debit', amount, currency, customer: { ipAddress: '192.0.2.10' } });
    const rows = rowsOf(eur('10.00'), eur('200.00'), eur('100.00', 'USD'), { ...eur('5.00'), customer: { ipAddress: '203.0.113.9' } }, eur('1.00', 'XAF'));
    const draft: SingleMethodDocument = { ...ipAndBaseAmountDocument, tree: { ...ipAndBaseAmountDocument.tree!, else: { id: null, route: { connector: C.gammaChf.guid } } } };
    const result = runBatch(draft, ipAndBaseAmountDocument, rows, 1, REFERENCE_SETTINGS);
    expect(result.baseCurrency).toBe('EUR');
    expect(Object.fromEntries([...result.live].map(([c, t]) => [c, { count: t.count, amount: t.amount.toFixed(2) }]))).toEqual({
      [C.alphaEur.guid]: { count: 2, amount: '102.00' }, // 10 EUR + 100 USD (92 EUR)
      [C.betaEur.guid]: { count: 1, amount: '200.00' },
      [C.alphaUsd.guid]: { count: 1, amount: '5.00' },
      // 1 XAF has no rate: "Base Amount" cannot be evaluated (default connector), and it is counted but not summed.
      [C.gammaChf.guid]: { count: 1, amount: '0.00' },
    });
    expect(result.draft.get(C.gammaChf.guid)).toEqual({ count: 2, amount: 5 });
    expect(result.draft.has(C.alphaUsd.guid)).toBe(false);
    expect(result.unconverted).toBe(1);
    expect(result.changedCount).toBe(1);
    expect(result.changes).toEqual([{ row: 4, from: C.alphaUsd.guid, to: C.gammaChf.guid, transaction: expect.objectContaining({ amount: '5.00', currency: 'EUR' }) }]);
  });

  it('answers counter conditions from each row’s stated counters', () => {
    const doc = chargebacksDocument;
    const tx: SimTransaction = { transactionType: 'debit', amount: '1.00', currency: 'EUR' };
    const counter = (value: number) => [merchantChargebacks30d(value)];
    const result = runBatch(doc, doc, rowsOf([tx, counter(11)], [tx, counter(3)], tx), 1, REFERENCE_SETTINGS);
    expect(Object.fromEntries([...result.draft].map(([c, t]) => [c, t.count]))).toEqual({ [C.betaEur.guid]: 1, [C.gammaChf.guid]: 1, [C.alphaEur.guid]: 1 });
  });
});

describe('runMultiBatch', () => {
  const tx = (patch: Partial<SimTransaction>): SimTransaction => ({ transactionType: 'debit', amount: '30.00', currency: 'EUR', ...patch });
  const rows = rowsOf(
    tx({ paymentMethod: 'Paypal', customer: { billingCountry: 'DE' } }),
    tx({ paymentMethod: 'paypal', currency: 'USD', customer: { billingCountry: 'US' } }),
    tx({ paymentMethod: 'Creditcard', amount: '100.00', currency: 'USD', card: { brand: 'visa' }, customer: { billingCountry: 'US' } }),
    tx({ paymentMethod: 'Creditcard', amount: '50.00', currency: 'GBP', customer: { billingCountry: 'GB' } }),
    tx({ amount: '20.00', customer: { billingCountry: 'DE' } }),
  );
  const withoutPaypal: MultiMethodDocument = { ...checkoutDocument, methods: checkoutDocument.methods.map((m) => (m.method === 'Paypal' ? { ...m, disabled: true } : m)) };
  const summary = (totals: Map<string | null, { count: number; amount: number }>) => Object.fromEntries([...totals].map(([c, t]) => [String(c), `${t.count} / ${t.amount.toFixed(2)}`]));

  it('per method: availability on each side and the routing of the transactions that chose it', () => {
    const result = runMultiBatch(withoutPaypal, checkoutDocument, rows, 1, REFERENCE_SETTINGS, 'Creditcard');
    const method = (name: string) => result.methods.find((m) => m.method === name)!;
    expect(result.methods.map((m) => [m.method, m.offered.draft, m.offered.live, m.chosen])).toEqual([
      ['Creditcard', 5, 5, 3],
      ['Paypal', 0, 2, 2],
      ['DirectDebit', 2, 2, 0],
    ]);
    expect(summary(method('Creditcard').draft)).toEqual({ [C.alphaUsd.guid]: '1 / 92.00', [C.betaGbp.guid]: '1 / 58.50', [C.alphaEur.guid]: '1 / 20.00' });
    expect(summary(method('Creditcard').live)).toEqual(summary(method('Creditcard').draft));
    expect(summary(method('Paypal').live)).toEqual({ [C.paypal.guid]: '1 / 30.00', [NOT_OFFERED]: '1 / 27.60' });
    expect(summary(method('Paypal').draft)).toEqual({ [NOT_OFFERED]: '2 / 57.60' });
    expect(result.changedCount).toBe(1);
    expect(result.changes).toEqual([{ row: 1, method: 'Paypal', from: C.paypal.guid, to: NOT_OFFERED, transaction: expect.objectContaining({ paymentMethod: 'Paypal', amount: '30.00' }) }]);
  });

  it('rows without a payment method take the chosen default; a method no document has is never offered', () => {
    const result = runMultiBatch(checkoutDocument, checkoutDocument, rowsOf(tx({ customer: { billingCountry: 'DE' } }), tx({ paymentMethod: 'Sofort' })), 1, REFERENCE_SETTINGS, 'Paypal');
    expect(result.methods.map((m) => [m.method, m.offered.draft, m.chosen])).toEqual([
      ['Creditcard', 2, 0],
      // The Sofort row has no billing country: PayPal's rule cannot decide, so the document default (enabled) applies.
      ['Paypal', 2, 1],
      ['DirectDebit', 2, 0],
      ['Sofort', 0, 1],
    ]);
    expect(summary(result.methods[3]!.draft)).toEqual({ [NOT_OFFERED]: '1 / 30.00' });
  });
});
