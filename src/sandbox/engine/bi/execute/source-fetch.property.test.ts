import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiRecord } from '@domain/bi/record';
import { openSandboxDatabase, selectRows, type SandboxDatabase } from '@sandbox/db/client';
import { writeBiRecords } from '@sandbox/store/bi-records';
import { sourceFilter } from './source-filter';
import { runSearch } from './search';
import { parseSearchBody } from '../parse/request';

/**
 * `_source` read from the columns must be `_source` read from the document: records with values
 * written as null or missing, amounts the columns round (0.0005), IPv6 addresses, and objects
 * with none of the asked members; every answer against the filter applied to the record as written.
 */

const TENANT = 'TE-source-fetch';
const NOW = new Date('2026-11-20T12:00:00Z');

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.option(arb, { nil: null, freq: 3 }), { nil: undefined, freq: 3 });

const recordArb = fc.record(
  {
    currency: nullable(fc.constantFrom('EUR', 'USD')),
    amount: nullable(fc.constantFrom(0, 0.0005, 1.25, 12.345, 99.999, 100)),
    broker_id: nullable(fc.constantFrom('b1', 'b2')),
    attempt: nullable(fc.integer({ min: 1, max: 3 })),
    created_at: nullable(fc.constantFrom('2026-11-01 10:00:00', '2026-11-19 23:59:59')),
    is_recurring: nullable(fc.boolean()),
    creditcard: nullable(fc.record({ type: nullable(fc.constantFrom('visa', 'amex')), bin_country: nullable(fc.constantFrom('DE', 'US')) }, { requiredKeys: [] })),
    customer: nullable(fc.record({ billing_country: nullable(fc.constantFrom('AT', 'FR')), ip_address: nullable(fc.constantFrom('10.1.2.3', '2001:db8::1')) }, { requiredKeys: [] })),
    risk_data: nullable(fc.record({ final_score: nullable(fc.integer({ min: 0, max: 100 })) }, { requiredKeys: [] })),
    extra_data: nullable(fc.dictionary(fc.constantFrom('shop', 'campaign'), fc.constantFrom('a', 'b'))),
  },
  { requiredKeys: [] },
);

const PATHS = ['uuid', 'currency', 'amount', 'broker_id', 'attempt', 'created_at', 'is_recurring', 'creditcard.type', 'creditcard.bin_country', 'customer.billing_country', 'customer.ip_address', 'risk_data.final_score', 'extra_data'] as const;

/** Drops undefined members: the record schema takes missing, not undefined, as "no value". */
const clean = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('_source from the columns', () => {
  let database: SandboxDatabase;
  beforeAll(async () => {
    database = await openSandboxDatabase();
  });
  afterAll(() => database.close());

  it('equals the filter applied to the record as written, for plain includes of column fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(recordArb, { minLength: 1, maxLength: 12 }), fc.uniqueArray(fc.constantFrom(...PATHS), { minLength: 1, maxLength: 6 }), async (fields, includes) => {
        const records = fields.map((f, i) => clean({ uuid: `s${String(i).padStart(2, '0')}`, tenant_guid: TENANT, ...f }) as BiRecord);
        await database.db.execute(sql`delete from bi_records`);
        await writeBiRecords(database.db, records, new Date(NOW.getTime() - 60_000));
        const answer = await runSearch(database.db, { tenantGuid: TENANT, testMode: false, now: NOW }, parseSearchBody({ size: 50, sort: [{ uuid: 'asc' }], _source: includes }));
        const cut = sourceFilter({ includes, excludes: [] });
        expect(answer.hits.hits.map((h) => h._source)).toStrictEqual(records.map((r) => cut(r as Record<string, unknown>)));
      }),
      { numRuns: 60, seed: 12 },
    );
  });

  it('is taken for the records whose columns give their values back, and not for the others', async () => {
    await database.db.execute(sql`delete from bi_records`);
    const written = [
      { uuid: 'x1', tenant_guid: TENANT, amount: 12.34, related_id: null, customer: { ip_address: '10.1.2.3' } },
      { uuid: 'x2', tenant_guid: TENANT, amount: 0.0005 },
      { uuid: 'x3', tenant_guid: TENANT, customer: { ip_address: '2001:db8::1' } },
    ] as BiRecord[];
    await writeBiRecords(database.db, written, NOW);
    const rows = await selectRows<{ uuid: string; _columns_exact: boolean; _null_leaves: string[] }>(database.db, sql`select uuid, _columns_exact, _null_leaves from bi_records order by uuid`);
    expect(rows).toEqual([
      { uuid: 'x1', _columns_exact: true, _null_leaves: ['related_id'] },
      { uuid: 'x2', _columns_exact: false, _null_leaves: [] },
      { uuid: 'x3', _columns_exact: false, _null_leaves: [] },
    ]);
  });
});
