import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTORS, type SeedConnector } from '@fixtures/world';
import { selectRows } from '../../db/client';
import { readBiRecord, writeBiRecords } from '../../store/bi-records';
import { AUTH, createTestSandbox, transact, transacted, type TestSandbox } from '../../test-support';
import { expectEveryTransactionRecorded, storedRecord, visibleAt } from './test-helpers';

/** Follow-ups and chargebacks: their own record, and the flags and dates they set on the record of the transaction they reference. */

const C = CONNECTORS;
let sandbox: TestSandbox;
let clock = new Date('2026-03-02T10:00:00.000Z');
const at = (iso: string) => (clock = new Date(iso));
let n = 0;

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock, biIndexingDelayMs: 5000 });
}, 60_000);
afterAll(async () => sandbox.close());
afterEach(async () => expectEveryTransactionRecorded(sandbox.db));
beforeEach(async () => {
  await sandbox.reset();
  at('2026-03-02T10:00:00.000Z');
});

const pay = async (operation: string, token = 'ix::demo-visa-de', connector: SeedConnector = C.alphaEur, extra: Record<string, unknown> = {}) =>
  (await transacted(sandbox.app, connector, operation, { transactionToken: token, amount: '100.00', currency: 'EUR', ...extra })).uuid;
const followUp = async (operation: string, referenceUuid: string, extra: Record<string, unknown> = {}, connector: SeedConnector = C.alphaEur) => {
  const res = await transact(sandbox.app, connector, operation, { merchantTransactionId: `fu-${++n}`, referenceUuid, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { uuid: string }).uuid;
};
const eur = (amount: string) => ({ amount, currency: 'EUR' });
const admin = (uuid: string, path: string, body?: unknown, authorization = AUTH) =>
  sandbox.app.inject({ method: 'POST', url: `/sandbox/transactions/${uuid}/${path}`, headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });

describe('capture and void', () => {
  it('a capture has its own record related to the preauthorize, whose record becomes captured', async () => {
    const pre = await pay('preauthorize');
    // A preauthorization pays its authorisation fee only; the sale's fees come with the capture.
    expect(await storedRecord(sandbox.db, pre)).toMatchObject({ type: 'preauthorize', is_captured: false, fees: [expect.objectContaining({ entity_type: 'normal', amount: 0.02 })] });
    at('2026-03-03T09:00:00.000Z');
    const capture = await followUp('capture', pre, { ...eur('60.00'), description: 'first part' });
    expect(await storedRecord(sandbox.db, capture)).toMatchObject({
      type: 'capture', related_id: pre, attempt: 1, status: 'success', amount: 60, connector_guid: C.alphaEur.guid, description: 'first part',
      created_at: '2026-03-03 09:00:00', creditcard: { data_from_ref_transaction: true, bin_digits: '411111' }, incoming_settlement_state: 'pending',
    });
    expect(await storedRecord(sandbox.db, pre)).toMatchObject({
      is_captured: true, captured_at: '2026-03-03 09:00:00', modified_at: '2026-03-03 09:00:00', created_at: '2026-03-02 10:00:00', is_voided: false,
      status_history: [{ to_status: 'success' }],
    });
    // The capture's record was indexed 5 s after it was written; the preauthorize keeps its first moment.
    expect(await visibleAt(sandbox.db, capture)).toBe('2026-03-03T09:00:05.000Z');
    expect(await visibleAt(sandbox.db, pre)).toBe('2026-03-02T10:00:05.000Z');
  });

  it('a void marks the preauthorize voided', async () => {
    const pre = await pay('preauthorize');
    at('2026-03-02T11:00:00.000Z');
    const voided = await followUp('void', pre);
    expect(await storedRecord(sandbox.db, voided)).toMatchObject({ type: 'void', related_id: pre, status: 'success' });
    expect((await storedRecord(sandbox.db, voided)).amount).toBeUndefined();
    expect(await storedRecord(sandbox.db, pre)).toMatchObject({ is_voided: true, voided_at: '2026-03-02 11:00:00', is_captured: false });
  });
});

describe('refund', () => {
  it('a partial refund marks the debit refunded, the refunds adding up to its amount mark it fully refunded', async () => {
    const debit = await pay('debit');
    at('2026-03-04T08:00:00.000Z');
    const part = await followUp('refund', debit, eur('40.00'));
    expect(await storedRecord(sandbox.db, part)).toMatchObject({ type: 'refund', related_id: debit, amount: 40, fees: [expect.objectContaining({ amount: 0.1 })] });
    expect(await storedRecord(sandbox.db, debit)).toMatchObject({ is_refunded: true, refunded_at: '2026-03-04 08:00:00', is_fully_refunded: false });
    at('2026-03-05T08:00:00.000Z');
    await followUp('refund', debit, eur('60'));
    expect(await storedRecord(sandbox.db, debit)).toMatchObject({ is_refunded: true, refunded_at: '2026-03-05 08:00:00', is_fully_refunded: true });
  });
});

describe('register and deregister', () => {
  it('a register is with register; its deregister marks it deregistered', async () => {
    const register = (await transacted(sandbox.app, C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de' })).uuid;
    const record = await storedRecord(sandbox.db, register);
    expect(record).toMatchObject({ type: 'register', is_with_register: true, registered_at: '2026-03-02 10:00:00', is_deregistered: false });
    expect(record.amount).toBeUndefined();
    const debit = await pay('debit', 'ix::demo-visa-de', C.alphaEur, { withRegister: true });
    expect(await storedRecord(sandbox.db, debit)).toMatchObject({ type: 'debit', is_with_register: true, registered_at: '2026-03-02 10:00:00' });
    at('2026-03-06T12:00:00.000Z');
    const deregister = await followUp('deregister', register);
    expect(await storedRecord(sandbox.db, deregister)).toMatchObject({ type: 'deregister', related_id: register, status: 'success' });
    expect(await storedRecord(sandbox.db, register)).toMatchObject({ is_deregistered: true, deregistered_at: '2026-03-06 12:00:00' });
  });
});

describe('chargebacks (sandbox only)', () => {
  it('books a chargeback and its reversal as records and flags the sale', async () => {
    const debit = await pay('debit');
    at('2026-03-20T15:00:00.000Z');
    const res = await admin(debit, 'chargeback', { amount: '30.00' });
    expect(res.statusCode, res.body).toBe(200);
    const booked = res.json() as { success: boolean; uuid: string };
    expect(booked).toMatchObject({ success: true, relatedUuid: debit, type: 'chargeback', amount: 30, currency: 'EUR' });
    expect(await storedRecord(sandbox.db, booked.uuid)).toMatchObject({
      type: 'chargeback', related_id: debit, status: 'success', amount: 30, initiated_by: 'provider', api_version: 'psp', connector_guid: C.alphaEur.guid,
      arn: expect.stringMatching(/^\d{23}$/), fees: [expect.objectContaining({ amount: 15 })], created_at: '2026-03-20 15:00:00',
    });
    expect(await storedRecord(sandbox.db, debit)).toMatchObject({ is_chargedback: true, chargedback_at: '2026-03-20 15:00:00', is_charged_reversed: false });
    // Another follow-up later keeps the chargeback on the sale's record.
    at('2026-03-21T15:00:00.000Z');
    await followUp('refund', debit, eur('10.00'));
    expect(await storedRecord(sandbox.db, debit)).toMatchObject({ is_chargedback: true, is_refunded: true });
    at('2026-03-25T15:00:00.000Z');
    const reversal = await admin(debit, 'chargeback-reversal');
    expect(reversal.statusCode, reversal.body).toBe(200);
    expect(await storedRecord(sandbox.db, (reversal.json() as { uuid: string }).uuid)).toMatchObject({ type: 'cb-reversal', related_id: debit, amount: 30 });
    expect(await storedRecord(sandbox.db, debit)).toMatchObject({ is_chargedback: true, is_charged_reversed: true, chargeback_reversed_at: '2026-03-25 15:00:00' });
  });

  it('refuses what cannot be charged back, naming why', async () => {
    const debit = await pay('debit');
    const pre = await pay('preauthorize');
    const failed = await pay('debit', 'ix::demo-visa-hard');
    const refused = async (uuid: string, path: string, body: unknown, status: number, errorCode: number, message: RegExp) => {
      const res = await admin(uuid, path, body);
      expect([res.statusCode, res.json()], res.body).toEqual([status, { success: false, errorCode, errorMessage: expect.stringMatching(message) }]);
    };
    await refused(pre, 'chargeback', {}, 400, 1002, /is a preauthorize/);
    await refused(failed, 'chargeback', {}, 400, 1006, /not successful/);
    await refused(debit, 'chargeback-reversal', undefined, 400, 1006, /no chargeback/);
    await refused(debit, 'chargeback', { amount: '100.01' }, 400, 1002, /^Invalid parameter 'amount'/);
    await refused(debit, 'chargeback', { amount: 'ten' }, 400, 1002, /^Invalid parameter 'amount'/);
    await refused(debit, 'chargeback', { reason: 'x' }, 400, 1002, /reason/);
    await refused('0000', 'chargeback', {}, 404, 1007, /does not exist/);
    expect((await admin(debit, 'chargeback', {}, 'Basic eDp5')).statusCode).toBe(401);
    expect((await admin(debit, 'chargeback', {})).statusCode).toBe(200);
    await refused(debit, 'chargeback', {}, 400, 1006, /already charged back/);
    expect((await admin(debit, 'chargeback-reversal')).statusCode).toBe(200);
    await refused(debit, 'chargeback-reversal', undefined, 400, 1006, /already reversed/);
    const count = await selectRows<{ n: number }>(sandbox.db, sql`select count(*)::int as n from bi_records where related_id = ${debit}`);
    expect(count[0]!.n).toBe(2);
  });
});

describe('atomic writes', () => {
  it('a record that cannot be written leaves no transaction row behind', async () => {
    await sandbox.db.execute(sql`alter table bi_records add constraint no_new_records check (uuid is null) not valid`);
    try {
      const res = await transact(sandbox.app, C.alphaEur, 'debit', { merchantTransactionId: 'atomic-1', transactionToken: 'ix::demo-visa-de', amount: '5.00', currency: 'EUR' });
      expect(res.statusCode).toBe(500);
      const rows = await selectRows<{ n: number }>(sandbox.db, sql`select count(*)::int as n from transactions where merchant_transaction_id = 'atomic-1'`);
      expect(rows[0]!.n).toBe(0);
      const attempts = await selectRows<{ n: number }>(sandbox.db, sql`select count(*)::int as n from transaction_attempts a left join transactions t on t.uuid = a.transaction_uuid where t.uuid is null`);
      expect(attempts[0]!.n).toBe(0);
    } finally {
      await sandbox.db.execute(sql`alter table bi_records drop constraint no_new_records`);
    }
    // The same id goes through once records can be written again: nothing half-written blocks it.
    const res = await transact(sandbox.app, C.alphaEur, 'debit', { merchantTransactionId: 'atomic-1', transactionToken: 'ix::demo-visa-de', amount: '5.00', currency: 'EUR' });
    expect(res.statusCode).toBe(200);
    expect(await readBiRecord(sandbox.db, (res.json() as { uuid: string }).uuid)).toBeDefined();
  });
});

describe('reset', () => {
  it('removes the live records, keeps generated history and writes the seeded register transactions’ records anew', async () => {
    const debit = await pay('debit');
    expect((await admin(debit, 'chargeback', {})).statusCode).toBe(200);
    await writeBiRecords(sandbox.db, [{ uuid: 'generated-1', type: 'debit', status: 'success', tags: [{ name: 'generated' }] }], clock);
    await sandbox.reset();
    expect(await readBiRecord(sandbox.db, debit)).toBeUndefined();
    expect(await readBiRecord(sandbox.db, 'generated-1')).toBeDefined();
    const rows = await selectRows<{ uuid: string }>(sandbox.db, sql`select uuid from bi_records where tags is null or not (tags @> '[{"name":"generated"}]') order by uuid`);
    expect(rows.map((r) => r.uuid)).toEqual(['5eed0000000000000001', '5eed0000000000000002', '5eed0000000000000003', '5eed0000000000000004', '5eed0000000000000005']);
    expect(await storedRecord(sandbox.db, '5eed0000000000000001')).toMatchObject({ type: 'register', status: 'success', is_with_register: true, connector_guid: C.alphaEur.guid });
  });
});
