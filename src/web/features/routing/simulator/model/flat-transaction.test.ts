import { describe, expect, it } from 'vitest';
import { SIM_PRESETS } from '@fixtures/sim-presets';
import { flatToTransaction, transactionToFlat } from './flat-transaction';
import { generateBatch } from './batch-generate';

describe('flat transactions', () => {
  it.each(SIM_PRESETS.map((p) => [p.name, p.transaction] as const))('%s survives flat and back', (_name, tx) => {
    const { flat, carried } = transactionToFlat(tx);
    expect(flatToTransaction(flat, carried)).toEqual({ ok: true, transaction: tx });
  });

  it('keeps what the flat fields cannot hold (pasted JSON)', () => {
    const tx = { transactionType: 'debit', amount: '1.00', currency: 'EUR', paymentMethod: 'Creditcard', card: { brand: 'visa', lookupStatus: 'success' } } as const;
    const { flat, carried } = transactionToFlat(tx);
    expect(flatToTransaction(flat, carried)).toEqual({ ok: true, transaction: tx });
  });

  it('card fields without a brand name the brand', () => {
    expect(flatToTransaction({ fields: { amount: '1', currency: 'EUR', binCountry: 'DE' }, extra: {} })).toMatchObject({ ok: false, errors: [{ field: 'cardBrand' }] });
  });

  it('generates the same valid batch for the same seed', () => {
    const a = generateBatch(50, 9);
    expect(a).toEqual(generateBatch(50, 9));
    expect(new Set(a.rows.map((r) => r.transaction.amount)).size).toBeGreaterThan(40);
  });
});
