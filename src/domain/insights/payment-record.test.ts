import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SimTransaction } from '../routing/evaluation/transaction';
import { factsOfRecord, type PaymentRecord, type RecordFacts } from './payment-record';

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
