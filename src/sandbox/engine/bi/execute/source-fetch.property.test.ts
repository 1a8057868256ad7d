import { readFileSync } from 'node:fs';
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
    // A nested group: its column holds each element with the writer's derived keys beside the members.
    fees: nullable(
      fc.array(
        fc.record(
          {
            amount: nullable(fc.constantFrom(0.0005, 1.25, 3)),
            base_amount: nullable(fc.constantFrom(0.99, 2)),
            entity_type: nullable(fc.constantFrom('normal', 'scheme')),
            description: nullable(fc.constantFrom('Interchange fee', 'scheme')),
            date: nullable(fc.constantFrom('2026-11-01')),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    ),
  },
  { requiredKeys: [] },
);

const PATHS = ['uuid', 'currency', 'amount', 'broker_id', 'attempt', 'created_at', 'is_recurring', 'creditcard.type', 'creditcard.bin_country', 'customer.billing_country', 'customer.ip_address', 'risk_data.final_score', 'extra_data', 'fees'] as const;

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

  it('a nested group read from its column: written null is listed (and, by migration 0011, in records written before)', async () => {
    await database.db.execute(sql`delete from bi_records`);
    const written = [
      { uuid: 'n1', tenant_guid: TENANT, fees: null },
      { uuid: 'n2', tenant_guid: TENANT, fees: [{ amount: 1.5, description: 'Scheme fee' }, { base_amount: 2 }] },
      { uuid: 'n3', tenant_guid: TENANT },
    ] as BiRecord[];
    await writeBiRecords(database.db, written, NOW);
    const rows = await selectRows<{ uuid: string; _columns_exact: boolean; _null_leaves: string[] }>(database.db, sql`select uuid, _columns_exact, _null_leaves from bi_records order by uuid`);
    expect(rows).toEqual([
      { uuid: 'n1', _columns_exact: true, _null_leaves: ['fees'] },
      { uuid: 'n2', _columns_exact: true, _null_leaves: [] },
      { uuid: 'n3', _columns_exact: true, _null_leaves: [] },
    ]);
    const answer = await runSearch(database.db, { tenantGuid: TENANT, testMode: false, now: NOW }, parseSearchBody({ size: 5, sort: [{ uuid: 'asc' }], _source: ['fees'] }));
    expect(answer.hits.hits.map((h) => h._source)).toStrictEqual([{ fees: null }, { fees: [{ amount: 1.5, description: 'Scheme fee' }, { base_amount: 2 }] }, {}]);

    // Records written before nested groups were read from their columns: migration 0011 puts them right.
    await database.db.execute(sql`update bi_records set _null_leaves = '{}'`);
    const migration = readFileSync(new URL('../../../db/migrations/0011_bi_nested_source_columns.sql', import.meta.url), 'utf8');
    await database.db.execute(sql.raw(migration));
    expect(await selectRows(database.db, sql`select uuid, _columns_exact, _null_leaves from bi_records order by uuid`)).toEqual(rows);
  });
});
