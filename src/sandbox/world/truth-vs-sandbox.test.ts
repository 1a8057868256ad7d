import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS as C, TENANT_CONNECTORS } from '@fixtures/world';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { requestTransaction } from '@domain/routing/evaluation/request-transaction';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { selectRows } from '../db/client';
import { createRng } from '../history/random';
import { SEEDED_WORLD } from '../seed/acquirer-world';
import { AUTH, createTestSandbox, transacted, type TestSandbox } from '../test-support';
import { sceneOf, type Expected } from './chain-truth';
import { degradationAt, type Incident } from './incidents';
import { initiatorOf } from './payment-features';
import { paymentTruth } from './payment-truth';
import { countCheck, criticalZ } from './sample-check';
import { worldView, type WorldConnector } from './world-view';

/**
 * Issue 40.4: the truth function against a Monte Carlo run of the real sandbox. Payments with
 * tokenized cards of many segments go through the Card Router over HTTP (app.inject); the sum of
 * their outcomes must be within the critical z (false alarm 1 in 100,000 per run of this file) of
 * the sum of their exact expectations: approval, first-attempt approval, and fees read from BI.
 * Once as seeded, once with an incident degrading Alpha Acquiring.
 */

let sandbox: TestSandbox;
const NOW = new Date('2026-07-01T12:00:00Z');
beforeAll(async () => {
  sandbox = await createTestSandbox({ random: seededRandom(4004), now: () => NOW });
}, 60_000);
afterAll(async () => sandbox.close());

const ctx = evaluationContext({ baseCurrency: 'EUR' });
const view = worldView(SEEDED_WORLD, ctx.rates);
const connectors = new Map<string, WorldConnector>(TENANT_CONNECTORS.map((c) => [c.guid, c]));

const post = (url: string, body: unknown, authorization: string | null = AUTH) =>
  sandbox.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, payload: JSON.stringify(body) });

const CARDS = [
  { cardNumber: '4111111111111111', binCountry: 'DE', binType: 'DEBIT' },
  { cardNumber: '5555555555554444', binCountry: 'DE', binType: 'CREDIT' },
  { cardNumber: '4012888888881881', binCountry: 'AT', binType: 'CREDIT' },
  { cardNumber: '5105105105105100', binCountry: 'CH', binType: 'CREDIT' },
  { cardNumber: '378282246310005', binCountry: 'US', binType: 'CREDIT' },
  { cardNumber: '4000056655665556', binCountry: 'GB', binType: 'DEBIT' },
  { cardNumber: '6759649826438453', binCountry: 'FR', binType: 'DEBIT' },
] as const;
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'USD', 'GBP', 'CHF'] as const;
const INDICATORS = ['SINGLE', 'SINGLE', 'RECURRING', 'MOTO'] as const;
const COUNTRIES = ['DE', 'AT', 'CH', 'GB', 'FR'] as const;

interface Sent { approved: boolean; firstApproved: boolean; fees: number; truth: Expected }

/** Sends `count` payments with the seeded stream's choices; returns each outcome beside its truth. */
const run = async (count: number, seed: number, incidents: readonly Incident[]): Promise<Sent[]> => {
  const tokens = [];
  for (const c of CARDS) {
    const res = await post('/sandbox/tokenize', { ...c, expiryMonth: '12', expiryYear: '2031', cvv: '123', cardHolder: 'M C' }, null);
    expect(res.statusCode, res.body).toBe(200);
    tokens.push({ ...c, token: (res.json() as { token: string }).token, brand: c.cardNumber.startsWith('4') ? 'visa' : c.cardNumber.startsWith('37') ? 'amex' : c.cardNumber.startsWith('67') ? 'maestro' : 'mastercard' });
  }
  const rng = createRng(seed);
  const scene = sceneOf(view, connectors, (c) => degradationAt(incidents, c, NOW));
  const sent: Sent[] = [];
  for (let i = 0; i < count; i++) {
    const card = rng.pick(tokens);
    const currency = rng.pick(CURRENCIES);
    const amount = (rng.chance(0.1) ? rng.int(1000, 2500) : rng.int(5, 400)).toFixed(2);
    const indicator = rng.pick(INDICATORS);
    const threeD = indicator === 'SINGLE' && rng.chance(0.5);
    const customer = { billingCountry: rng.pick(COUNTRIES) };
    const request = { transactionToken: card.token, amount, currency, transactionIndicator: indicator, customer, ...(threeD ? { threeDSecureData: { '3dsecure': 'MANDATORY' } } : {}) };
    const answer = await transacted(sandbox.app, C.cardRouter, 'debit', request);
    const records = await selectRows<{ status: string; attempt: number; fees: Array<{ base_amount: number }> }>(sandbox.db,
      sql`select _doc->>'status' as status, attempt, _doc->'fees' as fees from bi_records where broker_id = ${answer.uuid} order by attempt`);
    const sim = requestTransaction('debit', { amount, currency, customer, transactionIndicator: indicator }, { brand: card.brand, bin: card.cardNumber.slice(0, 6), binCountry: card.binCountry }, 'EUR');
    const features = {
      method: 'Creditcard', brand: card.brand, cardType: card.binType, country: card.binCountry, currency, baseAmount: Number(amount) * (ctx.rates[currency] ?? 1),
      threeDSecure: threeD, initiator: initiatorOf(indicator), riskScore: 0,
    };
    const truth = paymentTruth(scene, { kind: 'single-method', document: cardRouterDocument }, { sim, features, type: 'debit', amount: Number(amount), currency }, ctx);
    sent.push({
      approved: answer.success, firstApproved: records[0]?.status === 'success', truth,
      fees: records.reduce((sum, r) => sum + r.fees.reduce((s, f) => s + f.base_amount, 0), 0),
    });
  }
  return sent;
};

/** Approval, first attempt (Poisson-binomial counts) and fees (their sum against the expected sum, with the sample's own spread). */
const check = (sent: readonly Sent[]) => {
  const limit = criticalZ(1e-5, 3);
  const approval = countCheck(sent.filter((s) => s.approved).length, sent.map((s) => s.truth.approval));
  const first = countCheck(sent.filter((s) => s.firstApproved).length, sent.map((s) => s.truth.firstAttemptApproval));
  expect(Math.abs(approval.z), `approved ${approval.observed}, expected ${approval.expected.toFixed(1)} ± ${approval.standardError.toFixed(1)}`).toBeLessThan(limit);
  expect(Math.abs(first.z), `first attempt ${first.observed}, expected ${first.expected.toFixed(1)} ± ${first.standardError.toFixed(1)}`).toBeLessThan(limit);
  const gaps = sent.map((s) => s.fees - s.truth.fees);
  const feeZ = gaps.reduce((a, b) => a + b, 0) / Math.sqrt(gaps.reduce((a, b) => a + b * b, 0));
  expect(Math.abs(feeZ), 'fees from BI against the expected fees').toBeLessThan(limit);
  return approval;
};

describe('the truth function against the real sandbox', () => {
  it('expects the approvals, first-attempt approvals and fees the sandbox gives tokenized cards through the Card Router', async () => {
    await sandbox.reset();
    const sent = await run(400, 1, []);
    const approval = check(sent);
    // Not a vacuous check: the segments differ and so do their chances.
    expect(approval.expected / sent.length).toBeGreaterThan(0.6);
    expect(new Set(sent.map((s) => s.truth.approval.toFixed(2))).size).toBeGreaterThan(20);
  }, 300_000);

  it('and under an incident: Alpha Acquiring 40 points lower, a quarter more timeouts', async () => {
    await sandbox.reset();
    const res = await post('/sandbox/incidents', { acquirer: 'AlphaAcquiring', approvalDropPp: 40, addedTimeoutPercent: 25 });
    expect(res.statusCode, res.body).toBe(200);
    const { incident } = res.json() as { incident: { id: string; startsAt: string } };
    const incidents: Incident[] = [{ ...(res.json() as { incident: Incident }).incident, startsAt: new Date(incident.startsAt), endsAt: null }];
    check(await run(300, 2, incidents));
  }, 300_000);
});
