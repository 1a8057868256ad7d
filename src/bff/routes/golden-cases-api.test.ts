import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, EnvironmentsResponse } from '@contracts/bff-api';
import { GoldenCasesResponse } from '@contracts/bff-golden';
import type { SingleMethodDocument } from '@domain/routing/document';
import type { EvaluationSettings } from '@domain/routing/evaluation/transaction';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { checkGoldenCase } from '@domain/routing/evaluation/golden-cases';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation/reference-rates';
import { chargebacksDocument, eurTenantCase, ipAndBaseAmountDocument, merchantChargebacks30d, usdTenantCase } from '@fixtures/evaluation-cases';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { buildApp } from '../app';
import { configFromManifest } from '../config/from-manifest';
import { startHarness, type Harness } from '../test/sandbox-harness';
import { signIn, type Client } from '../test/sign-in';

let h: Harness;
let editor: Client;
beforeAll(async () => {
  h = await startHarness();
  editor = await signIn(h.app, 'routing-editor');
});
afterAll(async () => h?.close());

const base = `/api/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`;
const smallDebit = { transactionType: 'debit' as const, amount: '5.00', currency: 'EUR' };


const chargebacksOver = (value: string): SingleMethodDocument => ({
  ...chargebacksDocument,
  tree: { ...chargebacksDocument.tree!, if: { constraint: 'ChargebackCountOrVolumePerConnector', params: { ...chargebacksDocument.tree!.if!.params, value } } },
});

const putRouting = async (client: Client, url: string, document: unknown, note?: string) => {
  const live = (await client.inject({ method: 'GET', url: `${url}/routing` })).json();
  return client.inject({ method: 'PUT', url: `${url}/routing`, payload: { document, baseRevision: live.revision, ...(note ? { note } : {}) } });
};

/**
 * The card router under an environment of its own, so its golden cases are apart from the other
 * tests' (cases are kept per environment and connector; the gateway behind it is the same sandbox).
 */
const withEnvironment = async (id: string, run: (client: Client, url: string, settings: EvaluationSettings) => Promise<void>, evaluation = REFERENCE_SETTINGS) => {
  const [sandbox] = configFromManifest(h.manifest, h.sandboxUrl).environments;
  const app = await buildApp({ config: { environments: [{ ...sandbox!, id, evaluation }] }, db: h.db });
  try {
    const client = await signIn(app, 'routing-editor');
    // What the browser receives and evaluates golden cases with.
    const listed = EnvironmentsResponse.parse((await client.inject({ method: 'GET', url: '/api/environments' })).json());
    await run(client, `/api/env/${id}/connectors/${CONNECTORS.cardRouter.guid}`, listed.environments[0]!.evaluation!);
  } finally {
    await app.close();
  }
};

const bigGermanVisa = { transactionType: 'debit', amount: '1200.00', currency: 'EUR', card: { brand: 'visa', binCountry: 'DE' }, riskScore: 10 };

describe('golden test cases', () => {
  it('stores cases, blocks a save that breaks one, and lets an explicit override through, audited', async () => {
    const created = await editor.inject({ method: 'POST', url: `${base}/test-cases`, payload: { name: 'Big German Visa to Alpha', transaction: bigGermanVisa, expectedConnector: CONNECTORS.alphaEur.guid } });
    expect(created.statusCode).toBe(201);
    const listed = GoldenCasesResponse.parse((await editor.inject({ method: 'GET', url: `${base}/test-cases` })).json());
    expect(listed.cases).toEqual([expect.objectContaining({ name: 'Big German Visa to Alpha', createdBy: 'editor' })]);

    const broken = { ...cardRouterDocument, tree: { id: null, route: { connector: CONNECTORS.betaEur.guid } } };
    const { revision } = (await editor.inject({ method: 'GET', url: `${base}/routing` })).json();
    const refused = await editor.inject({ method: 'PUT', url: `${base}/routing`, payload: { document: broken, baseRevision: revision } });
    expect(refused.statusCode).toBe(422);
    const { error } = ApiError.parse(refused.json());
    expect(error.code).toBe('GOLDEN_CASES_FAILING');
    expect(error.goldenFailures).toEqual([expect.objectContaining({ name: 'Big German Visa to Alpha', shares: [{ connector: CONNECTORS.betaEur.guid, probability: 1 }] })]);

    const forced = await editor.inject({ method: 'PUT', url: `${base}/routing`, payload: { document: broken, baseRevision: revision, overrideGoldenCases: true } });
    expect(forced.statusCode).toBe(200);
    const admin = await signIn(h.app, 'admin');
    const audit = (await admin.inject({ method: 'GET', url: `/api/audit?action=routing.save&outcome=pending&target=${CONNECTORS.cardRouter.guid}` })).json();
    expect(audit.entries[0].detail.overriddenGoldenCases).toEqual(['Big German Visa to Alpha']);
  });

  it('guards multi-method connectors too: a case for the chosen payment method', async () => {
    const checkout = `/api/env/sandbox/connectors/${CONNECTORS.checkout.guid}`;
    const paypalFromDe = { transactionType: 'debit', amount: '30.00', currency: 'EUR', customer: { billingCountry: 'DE' }, paymentMethod: 'Paypal' };
    expect((await editor.inject({ method: 'POST', url: `${checkout}/test-cases`, payload: { name: 'PayPal offered in DE', transaction: paypalFromDe, expectedConnector: CONNECTORS.paypal.guid } })).statusCode).toBe(201);
    const live = (await editor.inject({ method: 'GET', url: `${checkout}/routing` })).json();
    const withoutPaypal = { ...live.document, methods: live.document.methods.map((m: { method: string }) => (m.method === 'Paypal' ? { ...m, disabled: true } : m)) };
    const refused = await editor.inject({ method: 'PUT', url: `${checkout}/routing`, payload: { document: withoutPaypal, baseRevision: live.revision } });
    expect(refused.statusCode).toBe(422);
    expect(ApiError.parse(refused.json()).error.goldenFailures).toEqual([expect.objectContaining({ name: 'PayPal offered in DE', shares: [{ connector: null, probability: 1 }] })]);
  });

  it('keeps a case’s counters and checks the save with them', async () => {
    await withEnvironment('counters-round-trip', async (client, url) => {
      await putRouting(client, url, chargebacksDocument);
      const payload = { name: 'Many chargebacks to Beta', transaction: smallDebit, expectedConnector: CONNECTORS.betaEur.guid, counters: [merchantChargebacks30d(12)] };
      expect((await client.inject({ method: 'POST', url: `${url}/test-cases`, payload })).statusCode).toBe(201);
      // An empty list is no counters: stored as none, listed without.
      const uncounted = { ...payload, name: 'Uncounted to Alpha', expectedConnector: CONNECTORS.alphaEur.guid, counters: [] };
      expect((await client.inject({ method: 'POST', url: `${url}/test-cases`, payload: uncounted })).statusCode).toBe(201);

      const listed = GoldenCasesResponse.parse((await client.inject({ method: 'GET', url: `${url}/test-cases` })).json());
      expect(listed.cases.map((c) => [c.name, c.counters])).toEqual([
        ['Many chargebacks to Beta', [merchantChargebacks30d(12)]],
        ['Uncounted to Alpha', undefined],
      ]);

      // Both pass on this tree only because each is checked with its own counters (none: the default).
      expect((await putRouting(client, url, chargebacksDocument, 'unchanged')).statusCode).toBe(200);
      // A threshold above the case's 12 chargebacks breaks that case, and only it.
      const refused = await putRouting(client, url, chargebacksOver('20'));
      expect(refused.statusCode).toBe(422);
      expect(ApiError.parse(refused.json()).error.goldenFailures).toEqual([
        expect.objectContaining({ name: 'Many chargebacks to Beta', shares: [{ connector: CONNECTORS.gammaChf.guid, probability: 1 }] }),
      ]);
    });
  });

  it('refuses malformed counters with a message naming the counter', async () => {
    const payload = { name: 'x', transaction: smallDebit, expectedConnector: CONNECTORS.betaEur.guid };
    const twice = await editor.inject({ method: 'POST', url: `${base}/test-cases`, payload: { ...payload, counters: [merchantChargebacks30d(1), merchantChargebacks30d(2)] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Invalid test case: counters.1: chargeback.merchant.count.30d is stated twice');
    const negative = await editor.inject({ method: 'POST', url: `${base}/test-cases`, payload: { ...payload, counters: [merchantChargebacks30d(-3)] } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toBe('Invalid test case: counters.0.value: a counter cannot be negative');
  });

  it('refuses a malformed case with a message naming the field', async () => {
    const res = await editor.inject({ method: 'POST', url: `${base}/test-cases`, payload: { name: 'x', transaction: { ...bigGermanVisa, amount: '12,00' }, expectedConnector: CONNECTORS.alphaEur.guid } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/transaction\.amount/);
  });
});

describe('golden checks agree between the browser and the BFF', () => {
  it('for a case that needs the IP lookup and the tenant base currency ("Base Amount")', async () => {
    // A USD tenant, under its own environment id so the golden cases above do not apply.
    const [sandbox] = configFromManifest(h.manifest, h.sandboxUrl).environments;
    const config = { environments: [{ ...sandbox!, id: 'usd-tenant', evaluation: { baseCurrency: 'USD', rates: REFERENCE_SETTINGS.rates } }] };
    const app = await buildApp({ config, db: h.db });
    try {
      const client = await signIn(app, 'routing-editor');
      const url = `/api/env/usd-tenant/connectors/${CONNECTORS.cardRouter.guid}`;
      // What the browser receives and evaluates golden cases with.
      const listed = EnvironmentsResponse.parse((await client.inject({ method: 'GET', url: '/api/environments' })).json());
      const settings = listed.environments[0]!.evaluation!;
      expect(settings.baseCurrency).toBe('USD');

      const first = (await client.inject({ method: 'GET', url: `${url}/routing` })).json();
      expect((await client.inject({ method: 'PUT', url: `${url}/routing`, payload: { document: ipAndBaseAmountDocument, baseRevision: first.revision } })).statusCode).toBe(200);
      for (const gc of [usdTenantCase, eurTenantCase]) expect((await client.inject({ method: 'POST', url: `${url}/test-cases`, payload: gc })).statusCode).toBe(201);

      // The browser's verdict: the same builder over the settings the BFF sent (see runGoldenCases).
      const browser = [usdTenantCase, eurTenantCase].map((gc) => ({ name: gc.name, ...checkGoldenCase(ipAndBaseAmountDocument, gc, evaluationContext(settings)) }));
      expect(browser.map((r) => [r.name, r.pass])).toEqual([[usdTenantCase.name, true], [eurTenantCase.name, false]]);

      // The BFF's verdict at save time: exactly the cases the browser shows failing, going where the browser says.
      const live = (await client.inject({ method: 'GET', url: `${url}/routing` })).json();
      const refused = await client.inject({ method: 'PUT', url: `${url}/routing`, payload: { document: ipAndBaseAmountDocument, baseRevision: live.revision, note: 'no change' } });
      expect(refused.statusCode).toBe(422);
      const failures = ApiError.parse(refused.json()).error.goldenFailures!;
      expect(failures.map((f) => ({ name: f.name, shares: f.shares }))).toEqual(browser.filter((r) => !r.pass).map((r) => ({ name: r.name, shares: r.shares })));
      expect(failures[0]!.shares).toEqual([{ connector: CONNECTORS.betaEur.guid, probability: 1 }]);
    } finally {
      await app.close();
    }
  });

  it('for cases whose count condition reads the counters each case carries', async () => {
    await withEnvironment('counters-agree', async (client, url, settings) => {
      await putRouting(client, url, chargebacksDocument);
      const cases = [
        { name: 'Counted 12: over 10', transaction: smallDebit, expectedConnector: CONNECTORS.betaEur.guid, counters: [merchantChargebacks30d(12)] },
        { name: 'Counted 3: not over 10', transaction: smallDebit, expectedConnector: CONNECTORS.betaEur.guid, counters: [merchantChargebacks30d(3)] },
        { name: 'Not counted: the default', transaction: smallDebit, expectedConnector: CONNECTORS.betaEur.guid },
        { name: 'Counted for 7 days: the default', transaction: smallDebit, expectedConnector: CONNECTORS.alphaEur.guid, counters: [{ ...merchantChargebacks30d(12), windowSeconds: 7 * 86400 }] },
      ];
      for (const gc of cases) expect((await client.inject({ method: 'POST', url: `${url}/test-cases`, payload: gc })).statusCode).toBe(201);

      // The browser's verdict on the cases as the BFF lists them (see runGoldenCases).
      const listed = GoldenCasesResponse.parse((await client.inject({ method: 'GET', url: `${url}/test-cases` })).json());
      const browser = listed.cases.map((gc) => ({ name: gc.name, ...checkGoldenCase(chargebacksDocument, gc, evaluationContext(settings)) }));
      expect(browser.map((r) => [r.name, r.pass, r.shares[0]!.connector])).toEqual([
        ['Counted 12: over 10', true, CONNECTORS.betaEur.guid],
        ['Counted 3: not over 10', false, CONNECTORS.gammaChf.guid],
        ['Not counted: the default', false, CONNECTORS.alphaEur.guid],
        ['Counted for 7 days: the default', true, CONNECTORS.alphaEur.guid],
      ]);

      // The BFF's verdict at save time: exactly the cases the browser shows failing, going where the browser says.
      const refused = await putRouting(client, url, chargebacksDocument, 'no change');
      expect(refused.statusCode).toBe(422);
      const failures = ApiError.parse(refused.json()).error.goldenFailures!;
      expect(failures.map((f) => ({ name: f.name, shares: f.shares }))).toEqual(browser.filter((r) => !r.pass).map((r) => ({ name: r.name, shares: r.shares })));
    });
  });
});
