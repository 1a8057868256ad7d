import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutToSource } from '@fixtures/source-cut';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { evaluationContext } from '../routing/evaluation/evaluation-context';
import type { AnyDocument } from '../routing/tree-walk';
import type { PaymentRecord } from './payment-record';
import { replayFieldsOf } from './replay-fields';
import { replayTally } from './replay-tally';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const country = fc.constantFrom('DE', 'AT', 'CH', 'US', 'GB', 'FR');
/** BI records with any of the routing fields present or missing. */
const arbRecord: fc.Arbitrary<PaymentRecord> = fc.record({
  uuid: fc.uuid(),
  created_at: fc.constant('2026-11-01 10:00:00'),
  type: fc.constantFrom('debit', 'preauthorize', 'register', 'capture'),
  method: maybe(fc.constantFrom('Creditcard', 'Paypal', 'DirectDebit', 'creditcard')),
  amount: maybe(fc.integer({ min: 0, max: 5000 })),
  currency: maybe(fc.constantFrom('EUR', 'USD', 'CHF', 'GBP')),
  base_amount: maybe(fc.integer({ min: 0, max: 5000 })),
  attempt: fc.constantFrom(1, 1, 1, 2),
  transaction_indicator: maybe(fc.constantFrom('SINGLE', 'INITIAL', 'RECURRING')),
  is_recurring: maybe(fc.boolean()),
  extra_data: maybe(fc.dictionary(fc.constantFrom('shop', 'channel', 'key'), fc.constantFrom('a', 'b', 'web'))),
  creditcard: maybe(fc.record({ type: maybe(fc.constantFrom('visa', 'mastercard', 'amex')), bin_brand: maybe(fc.constantFrom('VISA', 'MASTERCARD')), bin_country: maybe(country), bin_type: maybe(fc.constantFrom('CREDIT', 'DEBIT')), bin_digits: maybe(fc.constantFrom('411111', '555555', '12')) })),
  customer: maybe(fc.record({ billing_country: maybe(country), ip_address: maybe(fc.constantFrom('1.2.3.4', '81.0.0.1')), iban: maybe(fc.constantFrom('DE89370400440532013000', 'AT611904300234573201')) })),
  risk_data: maybe(fc.record({ final_score: maybe(fc.integer({ min: 0, max: 100 })) })),
});

const cut = (record: PaymentRecord, fields: readonly string[]): PaymentRecord => cutToSource(record, fields);

const context = (({ random: _random, ...rest }) => rest)(evaluationContext({ baseCurrency: 'EUR' }));

/** Both documents replay the records cut to their fields exactly as the whole records (the moved payments' facts hold what was fetched: compared without them). */
const prunedReplaysAsWhole = (live: AnyDocument, draft: AnyDocument, records: PaymentRecord[]) => {
  const fields = replayFieldsOf(live, draft);
  const whole = replayTally({ live, draft }, context);
  const pruned = replayTally({ live, draft }, context);
  for (const r of records) {
    whole.add(r);
    pruned.add(cut(r, fields));
  }
  const withoutFacts = (r: ReturnType<typeof whole.report>) => ({ ...r, movedPayments: r.movedPayments.map(({ tx: _tx, ...m }) => m) });
  expect(withoutFacts(pruned.report())).toEqual(withoutFacts(whole.report()));
};

describe('replay fields', () => {
  it('replaying records cut to replayFieldsOf gives the same report as whole records', () => {
    fc.assert(fc.property(arbSingleMethodDocument({ maxDepth: 4 }), arbSingleMethodDocument({ maxDepth: 4 }), fc.array(arbRecord, { maxLength: 30 }), prunedReplaysAsWhole), { numRuns: 300 });
  });

  it('the same for multi-method documents (the method picks the block)', () => {
    fc.assert(fc.property(arbMultiMethodDocument(), arbMultiMethodDocument(), fc.array(arbRecord, { maxLength: 30 }), prunedReplaysAsWhole), { numRuns: 200 });
  });

  it('asks for what the conditions read and no more', () => {
    const tree = { if: { constraint: 'CreditcardBinCountry', params: { comparator: 'in', countries: ['DE'] } }, then: { route: { connector: 'A', onFail: [] } }, else: null };
    expect(replayFieldsOf({ version: '1', tree } as never)).toEqual(['created_at', 'type', 'amount', 'currency', 'base_amount', 'broker_id', 'attempt', 'creditcard.type', 'creditcard.bin_country']);
    expect(replayFieldsOf({ version: '1', tree: null } as never)).not.toContain('customer.iban');
  });
});
