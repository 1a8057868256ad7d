import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutToSource } from '@fixtures/source-cut';
import { arbMultiMethodDocument, arbSingleMethodDocument, ELIGIBLE_CARD_CONNECTORS } from '@fixtures/arbitraries';
import { seededRandom } from '../routing/evaluation/seeded-random';
import type { AnyDocument } from '../routing/tree-walk';
import { estimateOutcomes } from './estimate';
import { learnEvidence } from './evidence';
import { outcomeFieldsOf } from './outcome-fields';
import type { OutcomeRecord } from './outcome-record';
import { CTX } from './outcome-test-kit';
import type { EstimatedDocument } from './window-groups';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const country = fc.constantFrom('DE', 'AT', 'CH', 'US');
/** Attempts of a few payments at the documents' connectors, with every field routing or the estimator reads present or missing. */
const arbRecord = (i: number): fc.Arbitrary<OutcomeRecord> =>
  fc.record({
    uuid: fc.constant(`r${i}`),
    broker_id: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6'),
    attempt: fc.constantFrom(1, 1, 2),
    created_at: fc.constant('2026-11-01 10:00:00'),
    type: fc.constantFrom('debit', 'preauthorize', 'register'),
    status: fc.constantFrom('success', 'error'),
    first_error_code: maybe(fc.constantFrom('2003', '2006', '3001')),
    connector_guid: fc.constantFrom(...ELIGIBLE_CARD_CONNECTORS.slice(0, 3)),
    method: maybe(fc.constantFrom('Creditcard', 'Paypal')),
    amount: maybe(fc.integer({ min: 1, max: 3000 })),
    currency: maybe(fc.constantFrom('EUR', 'USD', 'CHF')),
    base_amount: maybe(fc.integer({ min: 1, max: 3000 })),
    transaction_indicator: maybe(fc.constantFrom('SINGLE', 'RECURRING')),
    is_recurring: maybe(fc.boolean()),
    extra_data: maybe(fc.dictionary(fc.constantFrom('shop', 'channel'), fc.constantFrom('a', 'web'))),
    creditcard: maybe(fc.record({ type: maybe(fc.constantFrom('visa', 'amex')), bin_brand: maybe(fc.constantFrom('VISA')), bin_country: maybe(country), bin_type: maybe(fc.constantFrom('CREDIT', 'DEBIT')), bin_digits: maybe(fc.constantFrom('411111')), '3ds_status': maybe(fc.constantFrom('authenticated', 'failed')) })),
    customer: maybe(fc.record({ billing_country: maybe(country), ip_address: maybe(fc.constantFrom('1.2.3.4')), iban: maybe(fc.constantFrom('DE89370400440532013000')) })),
    risk_data: maybe(fc.record({ final_score: maybe(fc.integer({ min: 0, max: 100 })) })),
    fees: maybe(fc.array(fc.record({ base_amount: fc.constantFrom(0.2, 1.5), entity_type: fc.constantFrom('normal', 'merchant-normal') }), { maxLength: 2 })),
  }) as fc.Arbitrary<OutcomeRecord>;
const arbRecords = fc.integer({ min: 1, max: 40 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbRecord(i))));

const cut = (record: OutcomeRecord, fields: readonly string[]): OutcomeRecord => cutToSource(record, fields);

const estimate = (live: AnyDocument, draft: AnyDocument, records: readonly OutcomeRecord[]) =>
  estimateOutcomes({ evidence: learnEvidence(records), window: records, live: live as EstimatedDocument, draft: draft as EstimatedDocument, ctx: CTX, random: seededRandom(5), draws: 8, assumption: 'connector-average' });

const cutEstimatesAsWhole = (live: AnyDocument, draft: AnyDocument, records: readonly OutcomeRecord[]) => {
  const fields = outcomeFieldsOf(live, draft);
  expect(estimate(live, draft, records.map((r) => cut(r, fields)))).toEqual(estimate(live, draft, records));
};

describe('outcomeFieldsOf', () => {
  it('an estimate from records cut to its fields is the estimate from whole records', () => {
    fc.assert(fc.property(arbSingleMethodDocument({ maxDepth: 3 }), arbSingleMethodDocument({ maxDepth: 3 }), arbRecords, cutEstimatesAsWhole), { numRuns: 150, seed: 41 });
  });

  it('the same for multi-method documents', () => {
    fc.assert(fc.property(arbMultiMethodDocument(), arbMultiMethodDocument(), arbRecords, cutEstimatesAsWhole), { numRuns: 80, seed: 42 });
  });

  it('leaves out what neither the documents nor the estimator read', () => {
    const route = { version: '1', tree: { route: { connector: 'A', onFail: [] } } } as never;
    const fields = outcomeFieldsOf(route, route);
    expect(fields).toEqual(expect.arrayContaining(['fees', 'status', 'first_error_code', 'creditcard.3ds_status', 'broker_id', 'attempt']));
    for (const unread of ['extra_data', 'customer.ip_address', 'risk_data.final_score', 'uuid', 'meta_connector_guid']) expect(fields).not.toContain(unread);
  });
});
