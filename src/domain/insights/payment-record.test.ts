import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SimTransaction } from '../routing/evaluation/transaction';
import { factsOfRecord, PaymentRecord as PaymentRecordSchema, readPaymentRecord, type PaymentRecord, type RecordFacts } from './payment-record';

/**
 * factsOfRecord as it was written first, plainly (spreads and a list per call): the optimised one,
 * which a replay runs for every record it reads, must give the same facts for any record.
 */
const plainFacts = (record: PaymentRecord, baseCurrency: string): RecordFacts | null => {
  if (!['debit', 'preauthorize', 'register', 'payout', 'refund'].includes(record.type ?? '')) return null;
  const register = record.type === 'register' && record.amount == null;
  const amount = register ? 0 : record.amount;
  const currency = register ? baseCurrency : record.currency;
  if (amount == null || !currency) return null;
  const absent = new Set<string>();
  const card = record.creditcard ?? {};
  const customer = record.customer ?? {};
  const tx: SimTransaction = { transactionType: record.type as SimTransaction['transactionType'], amount: amount.toFixed(3).replace(/\.?0+$/, '') || '0', currency };
  if (record.method) tx.paymentMethod = record.method;
  if (card.type) {
    tx.card = {
      brand: card.type,
      ...(card.bin_brand ? { network: card.bin_brand } : {}),
      ...(card.bin_digits && /^\d{6,8}$/.test(card.bin_digits) ? { bin: card.bin_digits } : {}),
      ...(card.bin_country ? { binCountry: card.bin_country } : {}),
      ...(card.bin_type ? { binType: card.bin_type } : {}),
    };
  }
  for (const [field, value] of [['creditcard.type', card.type], ['creditcard.bin_brand', card.bin_brand], ['creditcard.bin_digits', card.bin_digits], ['creditcard.bin_country', card.bin_country], ['creditcard.bin_type', card.bin_type]] as const)
    if (!value) absent.add(field);
  if (customer.billing_country || customer.ip_address)
    tx.customer = { ...(customer.billing_country ? { billingCountry: customer.billing_country } : {}), ...(customer.ip_address ? { ipAddress: customer.ip_address } : {}) };
  if (!customer.billing_country) absent.add('customer.billing_country');
  if (!customer.ip_address) absent.add('customer.ip_address');
  if (customer.iban) tx.iban = customer.iban;
  else absent.add('customer.iban');
  if (record.risk_data?.final_score != null) tx.riskScore = record.risk_data.final_score;
  else absent.add('risk_data.final_score');
  const extra = Object.entries(record.extra_data ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (extra.length) tx.extraData = Object.fromEntries(extra);
  if (record.transaction_indicator) tx.recurring = record.transaction_indicator === 'RECURRING';
  else if (record.is_recurring != null) tx.recurring = record.is_recurring;
  else absent.add('transaction_indicator');
  return { tx, absent };
};

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.option(arb, { nil: null }), { nil: undefined });
const text = (...values: string[]) => maybe(fc.constantFrom('', ...values));

const recordArb: fc.Arbitrary<PaymentRecord> = fc.record(
  {
    uuid: fc.constantFrom('u1', 'u2'),
    type: text('debit', 'preauthorize', 'register', 'capture', 'refund'),
    amount: maybe(fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom(0, -0, 0.0004, 50.84, 1e21))),
    currency: text('EUR', 'USD'),
    method: text('Creditcard'),
    transaction_indicator: text('RECURRING', 'SINGLE'),
    is_recurring: maybe(fc.boolean()),
    extra_data: maybe(fc.dictionary(fc.constantFrom('shop', 'channel', '__proto__', 'constructor'), fc.oneof(fc.string(), fc.integer(), fc.constant(null)))),
    creditcard: maybe(fc.record({ type: text('visa'), bin_brand: text('VISA'), bin_country: text('DE'), bin_type: text('CREDIT'), bin_digits: text('411111', '4111', '41111111') }, { requiredKeys: [] })),
    customer: maybe(fc.record({ billing_country: text('AT'), ip_address: text('10.1.2.3'), iban: text('DE89370400440532013000') }, { requiredKeys: [] })),
    risk_data: maybe(fc.record({ final_score: maybe(fc.integer({ min: 0, max: 100 })) }, { requiredKeys: [] })),
  },
  { requiredKeys: ['uuid'] },
) as fc.Arbitrary<PaymentRecord>;

describe('factsOfRecord', () => {
  it('gives the same facts as the plain version, absent fields in the same order, for any record', () => {
    fc.assert(
      fc.property(recordArb, fc.constantFrom('EUR', 'CHF'), (record, base) => {
        const fast = factsOfRecord(record, base);
        const plain = plainFacts(record, base);
        expect(fast && { tx: fast.tx, absent: [...fast.absent] }).toStrictEqual(plain && { tx: plain.tx, absent: [...plain.absent] });
        if (fast) expect(JSON.stringify(fast.tx)).toBe(JSON.stringify(plain!.tx));
      }),
      { numRuns: 2000, seed: 12 },
    );
  });
});

/** Any JSON value, biased to the types the schema takes, so both readings accept often. */
const anyValue = (typed: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: typed },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined, '', 0, 1.5, -3, true, 'x', Number.MAX_SAFE_INTEGER + 2) },
    { weight: 1, arbitrary: fc.oneof(fc.array(fc.string(), { maxLength: 2 }), fc.dictionary(fc.constantFrom('a', 'type', '__proto__'), fc.string(), { maxKeys: 2 })) },
  );
const group = (keys: string[], typed: fc.Arbitrary<unknown>) =>
  anyValue(fc.dictionary(fc.constantFrom(...keys, 'other'), anyValue(typed), { maxKeys: keys.length + 1 }));
const TEXT_KEYS = ['created_at', 'type', 'status', 'method', 'currency', 'connector_guid', 'meta_connector_guid', 'broker_id', 'transaction_indicator'];
const sourceArb = fc.oneof(
  { weight: 12, arbitrary: fc.record({
    ...Object.fromEntries(TEXT_KEYS.map((k) => [k, anyValue(fc.string({ maxLength: 3 }))])),
    uuid: anyValue(fc.string()),
    amount: anyValue(fc.oneof(fc.integer(), fc.double({ noNaN: true }))),
    base_amount: anyValue(fc.double({ noNaN: true, noDefaultInfinity: true })),
    attempt: anyValue(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.double({ min: 0, max: 3 }))),
    is_recurring: anyValue(fc.boolean()),
    extra_data: anyValue(fc.dictionary(fc.constantFrom('shop', '__proto__', 'constructor'), fc.oneof(fc.string(), fc.integer(), fc.constant(null)))),
    creditcard: group(['type', 'bin_brand', 'bin_country', 'bin_type', 'bin_digits'], fc.string({ maxLength: 3 })),
    customer: group(['billing_country', 'ip_address', 'iban'], fc.string({ maxLength: 3 })),
    risk_data: group(['final_score'], fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ noNaN: true }))),
    unknown_field: anyValue(fc.string()),
  }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, 'text', 7, ['a', 'b']) },
);

/** The schema's own reading of a source with the hit's id as its uuid (what recordOfHit did before readPaymentRecord), or null where it refuses. */
const parsePaymentRecord = (source: unknown, uuid: string): PaymentRecord | null => {
  const record = PaymentRecordSchema.safeParse({ ...(source as object), uuid });
  return record.success ? record.data : null;
};

describe('readPaymentRecord', () => {
  it('reads any source as the PaymentRecord schema does (accepts the same, gives the same record)', () => {
    fc.assert(
      fc.property(sourceArb, fc.constantFrom('id-1', 'id-2'), (source, uuid) => {
        // JSON's own objects: a "__proto__" key is a plain own key there, as in a parsed hit.
        const parsed = source === undefined ? undefined : (JSON.parse(JSON.stringify(source)) as unknown);
        const schema = parsePaymentRecord(parsed, uuid);
        // The one difference: extra_data is the source's own object, where the schema's copy loses a key named "__proto__".
        const expected = schema && schema.extra_data ? { ...schema, extra_data: (parsed as { extra_data: object }).extra_data } : schema;
        expect(readPaymentRecord(parsed, uuid)).toEqual(expected);
      }),
      { numRuns: 5000, seed: 16 },
    );
  });

  it('knows every field of the schema (a field added to it must be read here too)', () => {
    const full = {
      created_at: '2026-11-01 10:00:00', type: 'debit', status: 'approved', method: 'creditcard', amount: 12.5, currency: 'EUR', base_amount: 12.5,
      connector_guid: 'c', meta_connector_guid: 'm', broker_id: 'b', attempt: 1, transaction_indicator: 'SINGLE', is_recurring: false, extra_data: { shop: 'x' },
      creditcard: { type: 'visa', bin_brand: 'VISA', bin_country: 'DE', bin_type: 'CREDIT', bin_digits: '411111' }, customer: { billing_country: 'AT', ip_address: '10.0.0.1', iban: 'DE89' }, risk_data: { final_score: 40 },
    };
    expect(Object.keys(full).sort()).toEqual(Object.keys(PaymentRecordSchema.shape).filter((k) => k !== 'uuid').sort());
    expect(readPaymentRecord(full, 'u')).toEqual({ ...full, uuid: 'u' });
    expect(readPaymentRecord({ ...full, amount: '12.5' }, 'u')).toBeNull();
    expect(readPaymentRecord({ ...full, customer: { iban: 5 } }, 'u')).toBeNull();
  });
});
