import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutcomeEstimateResponse, outcomeEstimatePath } from '@contracts/bff-outcomes';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { listAudit } from '../audit/audit-log';
import { configFromManifest } from '../config/from-manifest';
import { createEnvironments } from '../environments';
import { outcomeEstimate } from '../services/outcome-estimate';
import type { StudioDatabase } from '../db/client';
import { startStudioWithHistory, type StudioWithHistory } from '../test/studio-with-history';
import { signIn } from '../test/sign-in';

/**
 * The outcome estimate's API (issue 41.1) against the real sandbox with generated history: the BFF
 * reads every attempt of the window from BI, the domain's estimator answers. The estimator's own
 * figures are checked in domain/outcomes and against the world's truth in sandbox/world; here, what
 * the API adds: the draft checked first, the records read, the problems and refusals named, the audit.
 */
const ROUTER = CONNECTORS.cardRouter.guid;
let studio: StudioWithHistory;
let db: StudioDatabase;
let app: StudioWithHistory['app'];

beforeAll(async () => {
  studio = await startStudioWithHistory(2000);
  ({ db, app } = studio);
}, 180_000);
afterAll(() => studio?.close());

const WINDOW = { from: new Date(Date.now() - 91 * 86_400_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() };

/** EUR to Beta Payments, the rest as live: a draft that moves part of the window. */
const EUR_TO_BETA = { ...cardRouterDocument, tree: { if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { route: { connector: CONNECTORS.betaEur.guid, onFail: [] } }, else: cardRouterDocument.tree } };

const estimate = async (role: 'routing-editor' | 'viewer', payload: Record<string, unknown>, guid = ROUTER) => {
  const user = await signIn(app, role);
  return user.inject({ method: 'POST', url: outcomeEstimatePath('sandbox', guid), payload });
};

describe('the outcome estimate API (BFF against the sandbox)', () => {
  it('the live document as the draft: every difference exactly 0, the records read, audited with the headline', async () => {
    const res = await estimate('routing-editor', { window: WINDOW, draft: cardRouterDocument });
    expect(res.statusCode, res.body).toBe(200);
    const answer = OutcomeEstimateResponse.parse(res.json());
    expect(answer.records).toBeGreaterThan(300);
    if (!answer.result.ok) throw new Error(answer.result.problem.message);
    const { estimate: e } = answer.result;
    // Fewer payments than records: failovers are attempts of the same payment.
    expect(e.payments).toBeGreaterThan(200);
    expect(e.payments).toBeLessThan(answer.records);
    expect(e.total.difference.approval).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(e.total.difference.net).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(e.total.live.approval.low).toBeLessThan(e.total.live.approval.estimate);
    expect(e.total.live.approval.high).toBeGreaterThan(e.total.live.approval.estimate);
    expect(e.cells.every((c) => !c.moved)).toBe(true);
    const entry = (await listAudit(db.db, { limit: 1 }))[0]!;
    expect(entry).toMatchObject({ actor: 'editor', action: 'bi.estimate', outcome: 'success', target: ROUTER, detail: { records: answer.records, headline: e.headline } });
  });

  it('a draft sending a segment where the history has no evidence for it: that share is unknown, with its connector; the stated assumption counts it, labelled', async () => {
    // Gamma Cards CHF has first attempts only for the Swiss payments the live document sends it.
    const draft = { ...cardRouterDocument, tree: { route: { connector: CONNECTORS.gammaChf.guid } } };
    const unknown = OutcomeEstimateResponse.parse((await estimate('routing-editor', { window: WINDOW, draft })).json());
    if (!unknown.result.ok) throw new Error(unknown.result.problem.message);
    expect(unknown.result.estimate.assumption).toBe('none');
    expect(unknown.result.estimate.unknown.payments).toBeGreaterThan(0);
    expect(unknown.result.estimate.unknown.connectors.map((c) => c.connector)).toContain(CONNECTORS.gammaChf.guid);
    expect(unknown.result.estimate.assumed.payments).toBe(0);
    const assumed = OutcomeEstimateResponse.parse((await estimate('routing-editor', { window: WINDOW, draft, assumption: 'connector-average' })).json());
    if (!assumed.result.ok) throw new Error(assumed.result.problem.message);
    expect(assumed.result.estimate.assumption).toBe('connector-average');
    expect(assumed.result.estimate.assumed.connectors.map((c) => c.connector)).toContain(CONNECTORS.gammaChf.guid);
    expect(assumed.result.estimate.unknown.payments).toBeLessThan(unknown.result.estimate.unknown.payments);
    // A connector the history never used at all: nothing can be said, assumption or not.
    const never = { ...cardRouterDocument, tree: { route: { connector: CONNECTORS.legacyEur.guid } } };
    expect(OutcomeEstimateResponse.parse((await estimate('routing-editor', { window: WINDOW, draft: never })).json()).result).toMatchObject({ ok: false, problem: { code: 'nothing-known' } });
  });

  it("a multi-method connector's draft is estimated through its method blocks; a method the draft stops offering is left out and counted", async () => {
    const CHECKOUT = CONNECTORS.checkout.guid;
    const same = OutcomeEstimateResponse.parse((await estimate('routing-editor', { window: WINDOW, draft: checkoutDocument }, CHECKOUT)).json());
    if (!same.result.ok) throw new Error(same.result.problem.message);
    expect(same.result.estimate.payments).toBeGreaterThan(50);
    expect(same.result.estimate.total.difference.approval).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(same.result.estimate.breakdowns.filter((b) => b.dimension === 'method').map((b) => b.value).sort()).toEqual(expect.arrayContaining(['Creditcard', 'Paypal']));
    // PayPal's block disabled in the draft: its payments are no longer offered the method.
    const noPaypal = { ...checkoutDocument, methods: checkoutDocument.methods.map((m) => (m.method === 'Paypal' ? { ...m, disabled: true } : m)) };
    const answer = OutcomeEstimateResponse.parse((await estimate('routing-editor', { window: WINDOW, draft: noPaypal }, CHECKOUT)).json());
    if (!answer.result.ok) throw new Error(answer.result.problem.message);
    const paypal = same.result.estimate.breakdowns.find((b) => b.dimension === 'method' && b.value === 'Paypal')!;
    // Every PayPal payment is left out now (those the live document already did not offer too: a
    // payer whose country it is not offered in who stayed with PayPal), and the figures cover the rest.
    expect(answer.result.estimate.notOffered.payments).toBeGreaterThanOrEqual(Math.round(paypal.payments) + same.result.estimate.notOffered.payments);
    expect(answer.result.estimate.total.payments).toBeCloseTo(same.result.estimate.total.payments - paypal.payments, 6);
    expect(answer.result.estimate.breakdowns.some((b) => b.dimension === 'method' && b.value === 'Paypal')).toBe(false);
    expect(answer.result.estimate.headline).toMatch(/left out for their method: the draft does not offer/);
    expect(answer.result.estimate.notOffered.byDraft).toBeGreaterThanOrEqual(Math.round(paypal.payments));
    // A single-method draft for a multi-method connector is named for what it is not.
    const wrongKind = await estimate('routing-editor', { window: WINDOW, draft: cardRouterDocument }, CHECKOUT);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.message).toMatch(/not a multi-method routing document/);
  });

  it('a sample of the window: payments whose id sorts below a bound, the figures scaled to the window with the sampling error, the clause shown', async () => {
    const whole = OutcomeEstimateResponse.parse((await estimate('routing-editor', { window: WINDOW, draft: EUR_TO_BETA })).json());
    expect(whole.read).toMatchObject({ mode: 'all', below: null, clause: null });
    if (!whole.result.ok) throw new Error(whole.result.problem.message);
    expect(whole.result.estimate.sample).toBeNull();
    const N = whole.read.windowPayments;
    expect(N).toBeGreaterThanOrEqual(whole.result.estimate.payments);

    const res = await estimate('routing-editor', { window: WINDOW, draft: EUR_TO_BETA, sampling: { mode: 'payments', payments: Math.round(N / 3) } });
    expect(res.statusCode, res.body).toBe(200);
    const part = OutcomeEstimateResponse.parse(res.json());
    expect(part.read).toMatchObject({ mode: 'sample', windowPayments: N, clause: { range: { broker_id: { lt: part.read.below } } } });
    expect(part.records).toBeLessThan(whole.records * 0.6);
    if (!part.result.ok) throw new Error(part.result.problem.message);
    const e = part.result.estimate;
    expect(e.sample!.windowPayments).toBe(N);
    expect(e.sample!.payments).toBeGreaterThan(N / 5);
    expect(e.sample!.payments).toBeLessThan(N / 2);
    // Scaled to the window: the payments and the volume are the window's, near the whole read's.
    expect(e.total.payments / whole.result.estimate.total.payments).toBeGreaterThan(0.8);
    expect(e.total.payments / whole.result.estimate.total.payments).toBeLessThan(1.2);
    expect(e.headline).toContain(`random sample of ${e.sample!.payments.toLocaleString('en')} of the window's ${N.toLocaleString('en')}`);
  });

  it('an automatic sample grows once until sampling adds at most what was asked, and reads the whole window when it must', async () => {
    const env = createEnvironments(configFromManifest(studio.sandbox.manifest, studio.sandbox.url)).get('sandbox');
    const ask = (addsAtMostPp: number) =>
      outcomeEstimate(env, ROUTER, { window: { source: 'live', ...WINDOW }, draft: EUR_TO_BETA, assumption: 'none', seed: 1, sampling: { mode: 'auto', addsAtMostPp } }, { floor: 150 });
    const loose = await ask(5);
    expect(loose.read.mode).toBe('sample');
    if (!loose.result.ok) throw new Error(loose.result.problem.message);
    const first = loose.result.estimate.sample!;
    expect(first.payments).toBeLessThan(300);
    // Half the first sample's error asks for up to four times its payments (fewer in a small window:
    // the finite-population correction; paymentsFor's own test checks the size). Not compared: the
    // grown sample's half-width, itself too noisy an estimate on a few hundred payments.
    const halved = await ask((first.approvalHalfWidth * 100) / 2);
    if (!halved.result.ok) throw new Error(halved.result.problem.message);
    const grown = halved.result.estimate.sample;
    if (grown) expect(grown.payments).toBeGreaterThan(first.payments * 1.5);
    else expect(halved.read.mode).toBe('all');
    // A precision no sample of this window reaches: the whole window is read.
    const strict = await ask(0.0001);
    expect(strict.read.mode).toBe('all');
    if (!strict.result.ok) throw new Error(strict.result.problem.message);
    expect(strict.result.estimate.sample).toBeNull();
  });

  it('bad input is named: an invalid draft, a window of ten years, an empty window, a viewer', async () => {
    const invalid = await estimate('routing-editor', { window: WINDOW, draft: { ...cardRouterDocument, tree: { if: { constraint: 'Currency' }, then: 7 } } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({ code: 'INVALID_DRAFT', message: expect.stringMatching(/not a single-method routing document: .* at draft\/tree/) });
    const tenYears = await estimate('routing-editor', { window: { from: '2016-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, draft: cardRouterDocument });
    expect(tenYears.statusCode).toBe(400);
    expect(tenYears.body).toMatch(/at most 366 days/);
    const future = { from: new Date(Date.now() + 86_400_000).toISOString(), to: new Date(Date.now() + 2 * 86_400_000).toISOString() };
    const empty = OutcomeEstimateResponse.parse((await estimate('routing-editor', { window: future, draft: cardRouterDocument })).json());
    expect(empty.result).toMatchObject({ ok: false, problem: { code: 'no-payments' } });
    expect((await estimate('viewer', { window: WINDOW, draft: cardRouterDocument })).statusCode).toBe(403);
    const zero = await estimate('routing-editor', { window: WINDOW, draft: cardRouterDocument, sampling: { mode: 'payments', payments: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toMatch(/sampling.*a sample holds at least 2 payments/);
    const nothingAdded = await estimate('routing-editor', { window: WINDOW, draft: cardRouterDocument, sampling: { mode: 'auto', addsAtMostPp: 0 } });
    expect(nothingAdded.statusCode).toBe(400);
    expect(nothingAdded.body).toMatch(/sampling must be allowed to add more than 0 pp/);
  });
});
