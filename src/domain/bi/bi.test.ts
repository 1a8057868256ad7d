import { describe, expect, it } from 'vitest';
import { analyzeStandard } from './analyzer';
import { BI_FIELDS, BI_NESTED_PATHS, biField } from './fields';
import { BiRecord } from './record';

describe('BI mapping, record and analyser', () => {
  it('lists every spec group, nested groups by path, multi-fields and dynamic members', () => {
    expect(BI_NESTED_PATHS).toEqual(['items', 'tags', 'fees', 'errors', 'status_history', 'risk_checks', 'meta_risk_checks', 'postprocessing.reconciliation_conflicts', 'postprocessing.jobs']);
    expect(biField('fees.entity.raw')).toMatchObject({ type: 'keyword', nested: 'fees', multiFieldOf: 'fees.entity' });
    expect(biField('amount')).toMatchObject({ type: 'scaled_float', scalingFactor: 1000 });
    expect(biField('fees.amount')).toMatchObject({ scalingFactor: 10000 });
    expect(biField('extra_data.shop_id')).toMatchObject({ type: 'keyword', dynamic: true });
    expect(biField('customer.unknown')).toBeUndefined();
    expect(BI_FIELDS.find((f) => f.path === 'creditcard.expiry_year')?.type).toBe('short');
  });

  it('accepts the spec types and enumerations and refuses others, naming the field', () => {
    expect(BiRecord.safeParse({ uuid: 'a', type: 'debit', amount: 1.5, created_at: '2026-01-02 03:04:05', fees: [{ date: '2026-01-02' }] }).success).toBe(true);
    const bad = BiRecord.safeParse({ type: 'sale', created_at: '2026-01-02T03:04:05Z', creditcard: { expiry_month: 300 }, surprise: 1 });
    expect(bad.error?.issues.map((i) => i.path.join('.') || i.code).sort()).toEqual(['created_at', 'creditcard.expiry_month', 'type', 'unrecognized_keys']);
  });

  it('analyses like the standard analyser: word boundaries, lower case, ideographs one by one', () => {
    expect(analyzeStandard('Blue Tent-2P, anna.berg@example.com 東京')).toEqual(['blue', 'tent', '2p', 'anna.berg', 'example.com', '東', '京']);
  });
});
