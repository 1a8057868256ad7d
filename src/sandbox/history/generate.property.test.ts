import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARD_DECLINE_CODES } from '@contracts/gateway-transactions';
import { BiRecord } from '@domain/bi/record';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import type { SimTransaction } from '@domain/routing/evaluation/transaction';
import { openSandboxDatabase, type SandboxDatabase } from '../db/client';
import { routingWith } from '../engine/transactions/routing-of';
import { seedIfEmpty } from '../seed/seed';
import { generateHistory } from './generate';
import { loadHistoryEnv, type HistoryEnv } from './history-env';

/**
 * Generated history against an independent reading of it: every record parses; every generated
 * payment, rebuilt from its own records as routing reads a transaction, evaluates against the
 * stored document to the chain its attempts walked, and the attempts go on along `onFail` after a
 * soft failure and stop at an approval or a hard decline; the same inputs give the same records.
 */

let database: SandboxDatabase;
beforeAll(async () => {
  database = await openSandboxDatabase();
  await seedIfEmpty(database.db);
}, 60_000);
afterAll(async () => database.close());

interface Plan {
  seed: number;
  records: number;
  days: number;
  end: Date;
}

const CARD_ROUTER = 'CO-7f3a-4c21-9e05-b1d8-0901';
const envOf = (p: Plan) => loadHistoryEnv(database.db, { start: new Date(p.end.getTime() - p.days * 86_400_000), end: p.end, seed: p.seed });
const generate = (env: HistoryEnv, records: number) => [...generateHistory(env, { records })].flat();

const plans = fc.record({
  seed: fc.integer({ min: 0, max: 0xffff_ffff }),
  records: fc.integer({ min: 30, max: 400 }),
  days: fc.integer({ min: 1, max: 60 }),
  end: fc.integer({ min: Date.UTC(2025, 0, 1) / 1000, max: Date.UTC(2027, 0, 1) / 1000 }).map((s) => new Date(s * 1000)),
});

/** The transaction as routing read it, rebuilt from the payment's record (the DCC quote keeps what was asked before the payer chose). */
const simOf = (r: BiRecord, baseCurrency: string): SimTransaction => {
  const data = r.return_data as Record<string, string> | null | undefined;
  const amount = data?.dcc_original_amount ?? (r.amount === null || r.amount === undefined ? '0' : String(r.amount));
  const currency = data?.dcc_original_currency ?? r.currency ?? baseCurrency;
  const card = r.creditcard;
  return {
    transactionType: r.type as SimTransaction['transactionType'],
    amount,
    currency,
    paymentMethod: r.method!,
    riskScore: r.risk_data?.final_score ?? 0,
    customer: { billingCountry: r.customer?.billing_country ?? undefined, ipAddress: r.customer?.ip_address ?? undefined },
    ...(r.extra_data ? { extraData: r.extra_data as Record<string, string> } : {}),
    ...(r.transaction_indicator ? { recurring: r.transaction_indicator === 'RECURRING' } : {}),
    ...(card ? { card: { brand: card.type!, bin: card.bin_digits!, binCountry: card.bin_country!, binType: card.bin_type!, lookupStatus: 'success' } } : {}),
    ...(r.method === 'DirectDebit' ? { iban: r.customer?.iban ?? '' } : {}),
  };
};

/** Every chain the document can give the transaction: load balancers drawn low and high. */
const possibleChains = (env: HistoryEnv, metaGuid: string, tx: SimTransaction): string[][] => {
  const meta = env.connectors.get(metaGuid)!;
  return [0, 0.999_999].map((draw) =>
    routingWith(meta, env.routers.get(metaGuid), tx, evaluationContext({ baseCurrency: env.world.tenant.baseCurrency, random: () => draw })).chain);
};

const codeOf = (r: BiRecord) => (r.errors?.[0]?.code === undefined || r.errors[0].code === null ? undefined : Number(r.errors[0].code));

const checkPayment = (env: HistoryEnv, attempts: BiRecord[]) => {
  const own = attempts.at(-1)!;
  const label = `payment ${own.uuid}`;
  expect(attempts.map((a) => a.attempt), label).toEqual(attempts.map((_, i) => i + 1));
  // Acquirers differ (the world's models): an attempt before the last failed softly (a soft decline,
  // a timeout, a connector switched off), never hard; the last one is an approval or any failure.
  attempts.slice(0, -1).forEach((a) => {
    expect(a.status, label).toBe('error');
    expect([2003, 3001, 1007], `${label}: a hard decline never fails over`).toContain(codeOf(a));
  });
  if (own.status === 'success') expect(own.errors, label).toEqual([]);
  if (!own.meta_connector_guid) {
    expect(attempts, label).toHaveLength(1);
    return;
  }
  const chains = possibleChains(env, own.meta_connector_guid, simOf(own, env.world.tenant.baseCurrency));
  const walked = attempts.map((a) => a.connector_guid).filter((c): c is string => Boolean(c));
  if (walked.length === 0) {
    // Nothing to try: routing gave no chain (a method not available, no route and no default).
    expect(chains.some((c) => c.length === 0), label).toBe(true);
    expect(own.first_error_code, label).toBe('1007');
    return;
  }
  const chain = chains.find((c) => c.length >= walked.length && walked.every((g, i) => c[i] === g));
  expect(chain, `${label}: attempts ${walked.join(',')} are not a prefix of ${JSON.stringify(chains)}`).toBeDefined();
  const last = codeOf(own);
  const stops = own.status === 'success' || (last !== undefined && HARD_DECLINE_CODES.has(last));
  if (!stops) expect(walked.length, `${label}: a soft failure goes on until the chain ends`).toBe(chain!.length);
};

/** Every payment that ran its attempts, grouped by `broker_id` (a plain connector's by its uuid). */
const checkPayments = (env: HistoryEnv, records: readonly BiRecord[]) => {
  const payments = new Map<string, BiRecord[]>();
  for (const r of records.filter((r) => ['debit', 'preauthorize', 'register'].includes(r.type!) && r.status !== 'redirect' && r.status !== 'pending-dcc')) {
    const key = r.broker_id ?? r.uuid!;
    payments.set(key, [...(payments.get(key) ?? []), r]);
  }
  for (const attempts of payments.values()) checkPayment(env, attempts.sort((a, b) => a.attempt! - b.attempt!));
  return payments.size;
};

describe('the history generator', () => {
  it('writes records that parse, payments whose attempts agree with the routing document and the card, deterministically', async () => {
    await fc.assert(
      fc.asyncProperty(plans, async (plan) => {
        const env = await envOf(plan);
        const records = generate(env, plan.records);
        expect(records.length).toBeGreaterThanOrEqual(plan.records);
        expect(records.length).toBeLessThan(plan.records + 20);
        for (const r of records) BiRecord.parse(r);
        expect(new Set(records.map((r) => r.uuid)).size).toBe(records.length);
        expect(records.every((r) => r.tags?.some((t) => t.name === 'generated') && r.created_at! <= r.modified_at!)).toBe(true);
        checkPayments(env, records);
        expect(generate(await envOf(plan), plan.records)).toEqual(records);
      }),
      { numRuns: 25 },
    );
  }, 300_000);

  it('gives another history for another seed, and covers every seeded connector over a longer run', async () => {
    const plan = { seed: 7, records: 4000, days: 90, end: new Date('2026-11-24T00:00:00Z') };
    const records = generate(await envOf(plan), plan.records);
    const other = generate(await envOf({ ...plan, seed: 8 }), plan.records);
    expect(other).not.toEqual(records);
    // One seed, another period: other uuids, so a second run adds records instead of overwriting the first run's.
    const later = generate(await envOf({ ...plan, end: new Date('2026-11-25T00:00:00Z') }), plan.records);
    const first = new Set(records.map((r) => r.uuid));
    expect(later.filter((r) => first.has(r.uuid))).toEqual([]);
    const env = await envOf(plan);
    // Over thousands of payments the rarer branches come up too: the Card Router's risky big tickets from DACH cards.
    expect(checkPayments(env, records)).toBeGreaterThan(2000);
    expect(checkPayments(await envOf({ ...plan, seed: 8 }), other)).toBeGreaterThan(2000);
    const riskyBigTickets = [...records, ...other].filter((r) => r.meta_connector_guid === CARD_ROUTER && r.base_amount! >= 1000 && ['DE', 'AT', 'CH'].includes(r.creditcard?.bin_country ?? '') && r.risk_data!.final_score! > 70);
    expect(riskyBigTickets.length).toBeGreaterThan(0);
    const seen = new Set(records.flatMap((r) => [r.connector_guid, r.meta_connector_guid]));
    for (const guid of env.connectors.keys()) expect(seen.has(guid), guid).toBe(true);
    const count = (p: (r: BiRecord) => boolean) => records.filter(p).length;
    // Shapes an analyst expects: every kind of record, a few test-mode ones, chargebacks among the sales.
    for (const type of ['debit', 'preauthorize', 'capture', 'void', 'refund', 'register', 'chargeback']) expect(count((r) => r.type === type), type).toBeGreaterThan(0);
    expect(count((r) => (r.attempt ?? 0) > 1)).toBeGreaterThan(0);
    expect(count((r) => r.return_data?.dcc_selected_currency !== undefined)).toBeGreaterThan(0);
    const testMode = count((r) => r.test_mode === true) / records.length;
    expect(testMode).toBeGreaterThan(0.01);
    expect(testMode).toBeLessThan(0.06);
    expect(new Set(records.map((r) => r.method))).toEqual(new Set(['Creditcard', 'Paypal', 'DirectDebit']));
  }, 120_000);
});
