import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { requestTransaction } from '@domain/routing/evaluation/request-transaction';
import { selectRows, type SandboxDb } from '../db/client';
import { createRng } from '../history/random';
import { basicAuthHeader } from '../http/basic-auth';
import { SEEDED_WORLD } from '../seed/acquirer-world';
import { cardRouterDocument } from '../seed/routing-documents';
import { CONNECTORS as C, TENANT_CONNECTORS } from '../seed/world';
import { sceneOf, type Expected } from './chain-truth';
import { degradationAt, type Incident } from './incidents';
import { initiatorOf } from './payment-features';
import { paymentTruth } from './payment-truth';
import { countCheck, criticalZ, type CountCheck } from './sample-check';
import { worldView, type WorldConnector } from './world-view';

/**
 * A Monte Carlo run of the real sandbox against the truth function (issue 40.4; the test file and
 * the world bench share it): payments with tokenized cards of many segments go through the Card
 * Router over the sandbox's HTTP interface (`app.inject`), and each outcome is kept beside its exact
 * expectation. Test and bench code only.
 */

export interface MonteCarloPayment {
  approved: boolean;
  firstApproved: boolean;
  /** The payment's fees from its BI records, base currency. */
  fees: number;
  truth: Expected;
}

const CARDS = [
  { cardNumber: '4111111111111111', binCountry: 'DE', binType: 'DEBIT', brand: 'visa' },
  { cardNumber: '5555555555554444', binCountry: 'DE', binType: 'CREDIT', brand: 'mastercard' },
  { cardNumber: '4012888888881881', binCountry: 'AT', binType: 'CREDIT', brand: 'visa' },
  { cardNumber: '5105105105105100', binCountry: 'CH', binType: 'CREDIT', brand: 'mastercard' },
  { cardNumber: '378282246310005', binCountry: 'US', binType: 'CREDIT', brand: 'amex' },
  { cardNumber: '4000056655665556', binCountry: 'GB', binType: 'DEBIT', brand: 'visa' },
  { cardNumber: '6759649826438453', binCountry: 'FR', binType: 'DEBIT', brand: 'maestro' },
] as const;
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'USD', 'GBP', 'CHF'] as const;
const INDICATORS = ['SINGLE', 'SINGLE', 'RECURRING', 'MOTO'] as const;
const COUNTRIES = ['DE', 'AT', 'CH', 'GB', 'FR'] as const;

const post = (app: FastifyInstance, url: string, body: unknown, authorization?: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, payload: JSON.stringify(body) });

/** Sends `count` payments chosen by the seeded stream; `incidents` are those in force at `now` (the sandbox's clock). */
export const sandboxMonteCarlo = async (app: FastifyInstance, db: SandboxDb, count: number, seed: number, incidents: readonly Incident[], now: Date): Promise<MonteCarloPayment[]> => {
  const ctx = evaluationContext({ baseCurrency: 'EUR' });
  const connectors = new Map<string, WorldConnector>(TENANT_CONNECTORS.map((c) => [c.guid, c]));
  const scene = sceneOf(worldView(SEEDED_WORLD, ctx.rates), connectors, (c) => degradationAt(incidents, c, now));
  const tokens = [];
  for (const c of CARDS) {
    const res = await post(app, '/sandbox/tokenize', { cardNumber: c.cardNumber, binCountry: c.binCountry, binType: c.binType, expiryMonth: '12', expiryYear: '2031', cvv: '123', cardHolder: 'M C' });
    if (res.statusCode !== 200) throw new Error(`tokenize: ${res.body}`);
    tokens.push({ ...c, token: (res.json() as { token: string }).token });
  }
  const rng = createRng(seed);
  const auth = basicAuthHeader(C.cardRouter);
  const out: MonteCarloPayment[] = [];
  for (let i = 0; i < count; i++) {
    const card = rng.pick(tokens);
    const currency = rng.pick(CURRENCIES);
    const amount = (rng.chance(0.1) ? rng.int(1000, 2500) : rng.int(5, 400)).toFixed(2);
    const indicator = rng.pick(INDICATORS);
    const threeD = indicator === 'SINGLE' && rng.chance(0.5);
    const customer = { billingCountry: rng.pick(COUNTRIES) };
    const request = {
      merchantTransactionId: `mc-${seed}-${i}`, transactionToken: card.token, amount, currency, transactionIndicator: indicator, customer,
      ...(threeD ? { threeDSecureData: { '3dsecure': 'MANDATORY' } } : {}),
    };
    const res = await post(app, `/api/v3/transaction/${C.cardRouter.apiKey}/debit`, request, auth);
    if (res.statusCode !== 200) throw new Error(`debit: ${res.body}`);
    const answer = res.json() as { success: boolean; uuid: string };
    const records = await selectRows<{ status: string; fees: Array<{ base_amount: number }> }>(db,
      sql`select _doc->>'status' as status, _doc->'fees' as fees from bi_records where broker_id = ${answer.uuid} order by attempt`);
    const sim = requestTransaction('debit', { amount, currency, customer, transactionIndicator: indicator }, { brand: card.brand, bin: card.cardNumber.slice(0, 6), binCountry: card.binCountry }, 'EUR');
    const features = {
      method: 'Creditcard', brand: card.brand, cardType: card.binType, country: card.binCountry, currency, baseAmount: Number(amount) * (ctx.rates[currency] ?? 1),
      threeDSecure: threeD, initiator: initiatorOf(indicator), riskScore: 0,
    };
    out.push({
      approved: answer.success,
      firstApproved: records[0]?.status === 'success',
      fees: records.reduce((sum, r) => sum + r.fees.reduce((s, f) => s + f.base_amount, 0), 0),
      truth: paymentTruth(scene, { kind: 'single-method', document: cardRouterDocument }, { sim, features, type: 'debit', amount: Number(amount), currency }, ctx),
    });
  }
  return out;
};

export interface MonteCarloVerdict {
  approval: CountCheck;
  firstAttempt: CountCheck;
  /** Σ(observed − expected fees) / √Σ(observed − expected)², and the sums. */
  fees: { observed: number; expected: number; z: number };
  /** The two-sided critical z the three checks share. */
  limit: number;
}

/** Approval and first attempt as Poisson-binomial counts; fees by the sum of the differences over its own spread. */
export const verdictOf = (payments: readonly MonteCarloPayment[], alpha: number): MonteCarloVerdict => {
  const gaps = payments.map((p) => p.fees - p.truth.fees);
  return {
    approval: countCheck(payments.filter((p) => p.approved).length, payments.map((p) => p.truth.approval)),
    firstAttempt: countCheck(payments.filter((p) => p.firstApproved).length, payments.map((p) => p.truth.firstAttemptApproval)),
    fees: {
      observed: payments.reduce((s, p) => s + p.fees, 0),
      expected: payments.reduce((s, p) => s + p.truth.fees, 0),
      z: gaps.reduce((a, b) => a + b, 0) / Math.sqrt(gaps.reduce((a, b) => a + b * b, 0)),
    },
    limit: criticalZ(alpha, 3),
  };
};
