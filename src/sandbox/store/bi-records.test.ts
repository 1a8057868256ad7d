import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSandboxDatabase, selectRows } from '../db/client';
import { readBiRecord, writeBiRecords } from './bi-records';

describe('BI record store', () => {
  it('writes columns derived from the record and replaces by uuid', async () => {
    const { db, close } = await openSandboxDatabase();
    try {
      const rec = { uuid: 'u1', amount: 12.3456, created_at: '2026-11-01 10:00:00', description: 'Blue Tent 2P', customer: { billing_country: 'DE', ip_address: '10.1.2.3', email: 'A@x.de' }, items: [{ name: 'tent', price: 1 }], extra_data: { shop: 'a' }, fees: [{ date: '2026-11-01', amount: 0.12345 }] };
      await writeBiRecords(db, [rec], new Date('2026-11-01T10:00:05Z'));
      const r = await selectRows<Record<string, unknown>>(db, sql`select amount, description__tokens, customer__ip_address, created_at, _visible_at, extra_data from bi_records`);
      expect(r[0]).toMatchObject({ description__tokens: ['blue', 'tent', '2p'], customer__ip_address: '10.1.2.3' });
      expect(Number(r[0]!.amount)).toBe(12346);
      await writeBiRecords(db, [{ ...rec, is_captured: true }], new Date('2027-01-01T00:00:00Z'));
      expect(await readBiRecord(db, 'u1')).toMatchObject({ is_captured: true });
      const v = await selectRows<Record<string, unknown>>(db, sql`select _visible_at, is_captured from bi_records`);
      expect(v).toHaveLength(1);
      expect(new Date(v[0]!._visible_at as string).toISOString()).toBe('2026-11-01T10:00:05.000Z');
      await expect(writeBiRecords(db, [{ uuid: 'u2', type: 'nope' as 'debit' }], new Date())).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
