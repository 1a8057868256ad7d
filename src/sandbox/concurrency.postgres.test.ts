import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@fixtures/fresh-database';
import { CONNECTORS } from '@fixtures/world';
import { buildSandbox } from './app';
import { openSandboxDatabase, type SandboxDatabase } from './db/client';
import { seedIfEmpty } from './seed/seed';
import { profileCall, TEST_PUBLIC_URL, transact, transacted } from './test-support';

/**
 * The races PGlite cannot show (it runs one database transaction at a time), on a real PostgreSQL
 * server with a connection pool: row locks and unique indexes must leave exactly one winner and
 * answer the loser with its contract error, never a 500.
 */

const C = CONNECTORS;
let database: SandboxDatabase;
let app: FastifyInstance;
const TIMES = 6;

beforeAll(async () => {
  database = await openSandboxDatabase({ databaseUrl: await freshDatabase(inject('testDatabaseUrl'), 'sandbox_races') });
  await seedIfEmpty(database.db);
  app = await buildSandbox({ db: database.db, publicUrl: TEST_PUBLIC_URL });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();
const many = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: TIMES }, (_, i) => make(i)));

describe('races on PostgreSQL', () => {
  it('attaches one transaction once', async () => {
    const { uuid } = await transacted(app, C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de' });
    const results = await many((i) => profileCall(app, C.alphaEur, 'attachPaymentInstrument', { transactionUuid: uuid, customerIdentification: `race-${i}`, createProfileIfNotExists: true }));
    expect(statuses(results)).toEqual([200, ...Array(TIMES - 1).fill(422)]);
    expect(results.filter((r) => r.statusCode === 422).every((r) => r.json().errorCode === 'ALREADY_ATTACHED')).toBe(true);
  });

  it('creates one profile for one customerIdentification', async () => {
    const uuids = await many(async () => (await transacted(app, C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de' })).uuid);
    const results = await Promise.all(uuids.map((transactionUuid) => profileCall(app, C.alphaEur, 'attachPaymentInstrument', { transactionUuid, customerIdentification: 'race-one', createProfileIfNotExists: true })));
    expect(statuses(results)).toEqual(Array(TIMES).fill(200));
    expect(new Set(results.map((r) => r.json().profileGuid)).size).toBe(1);
    const profile = (await profileCall(app, C.alphaEur, 'getProfile', { customerIdentification: 'race-one' })).json();
    expect(profile.paymentInstruments).toHaveLength(TIMES);
  });

  it('creates one profile when registering transactions create it implicitly', async () => {
    const answers = await many(() => transacted(app, C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de', customerProfileData: { customerIdentification: 'race-implicit' } }));
    expect(new Set(answers.map((a) => a.customerProfileData?.profileGuid)).size).toBe(1);
  });

  it('lets one capture take the last amount and one continue-dcc proceed', async () => {
    const pre = await transacted(app, C.alphaEur, 'preauthorize', { transactionToken: 'ix::demo-visa-de', amount: '100.00', currency: 'EUR' });
    const captures = await many((i) => transact(app, C.alphaEur, 'capture', { merchantTransactionId: `race-capture-${i}`, referenceUuid: pre.uuid, amount: '60.00', currency: 'EUR' }));
    expect(statuses(captures)).toEqual([200, ...Array(TIMES - 1).fill(400)]);
    const pending = await transacted(app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-mc-us', amount: '10.00', currency: 'EUR', requestDcc: true });
    const continues = await many(() => transact(app, C.alphaEur, 'continue-dcc', { continueDccUuid: pending.uuid, selectedDccCurrency: 'USD' }));
    expect(statuses(continues)).toEqual([200, ...Array(TIMES - 1).fill(400)]);
    expect(continues.filter((r) => r.statusCode === 400).every((r) => r.json().errors[0].errorCode === 1006)).toBe(true);
  });

  it('answers one merchantTransactionId used at once 3004, for a follow-up too', async () => {
    const pre = await transacted(app, C.alphaEur, 'preauthorize', { transactionToken: 'ix::demo-visa-de', amount: '100.00', currency: 'EUR' });
    const voids = await many(() => transact(app, C.alphaEur, 'void', { merchantTransactionId: 'race-void', referenceUuid: pre.uuid }));
    expect(statuses(voids)).toEqual([200, ...Array(TIMES - 1).fill(409)]);
    expect(voids.filter((r) => r.statusCode === 409).every((r) => r.json().errors[0].errorCode === 3004)).toBe(true);
  });
});
