import type { APIRequestContext } from '@playwright/test';
import type { BiRecord } from '@domain/bi/record';
import { factsOfRecord, readPaymentRecord } from '@domain/insights/payment-record';
import { biDate } from '@domain/insights/traffic-summary-scope';
import type { SingleMethodDocument } from '@domain/routing/document';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { PROVISIONING_CREDENTIALS, TENANT_CONNECTORS } from '@fixtures/world';
import { World } from '@sandbox/world/acquirer-model';
import { sceneOf } from '@sandbox/world/chain-truth';
import { degradationAt, type Incident } from '@sandbox/world/incidents';
import { paymentTruth } from '@sandbox/world/payment-truth';
import { featuresOfRecord } from '@sandbox/world/record-features';
import { worldView, type WorldConnector } from '@sandbox/world/world-view';
import { biAtGateway } from './gateway-direct';

/**
 * The world's truth of a draft against the live document over a window's payments (issue 41.3:
 * the e2e test finds it inside the interval the studio shows). Test code: it reads the sandbox's
 * truth (`GET /sandbox/world`, which no studio code may name) and the window's first attempts
 * straight from BI (those that reached routing's decision), and gives for each payment the exact expected approval and net under both
 * documents (`paymentTruth`: splits by their percentages, the failover chain, the incidents in force
 * at the payment's moment). The estimand is the studio's: the mean over the window's payments of
 * draft − live approval, and the sum of draft − live net (approved volume − fees, base currency).
 */

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 8181}`;
const auth = `Basic ${Buffer.from(`${PROVISIONING_CREDENTIALS.username}:${PROVISIONING_CREDENTIALS.password}`).toString('base64')}`;

interface WorldAnswer {
  baseCurrency: string;
  rates: Record<string, number>;
  incidents: Array<Omit<Incident, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string | null }>;
}

const worldAtGateway = async (request: APIRequestContext) => {
  const res = await request.get(`${SANDBOX}/sandbox/world`, { headers: { authorization: auth } });
  if (!res.ok()) throw new Error(`sandbox world failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as WorldAnswer & World;
  const world = World.parse({ issuer: body.issuer, acquirers: body.acquirers, prices: body.prices });
  const incidents: Incident[] = body.incidents.map((i) => ({ ...i, startsAt: new Date(i.startsAt), endsAt: i.endsAt === null ? null : new Date(i.endsAt) }));
  return { world, incidents, baseCurrency: body.baseCurrency, rates: body.rates };
};

/** The window's first attempts of routed payments through the meta-connector, as the replay and the estimate read them. */
const firstAttempts = async (request: APIRequestContext, guid: string, from: string, to: string): Promise<Array<{ _id: string; _source: BiRecord }>> => {
  const hits: Array<{ _id: string; _source: BiRecord }> = [];
  let after: unknown[] | undefined;
  for (;;) {
    const page = await biAtGateway(request, {
      size: 1000,
      query: { bool: { filter: [{ term: { meta_connector_guid: guid } }, { term: { attempt: 1 } }, { terms: { type: ['debit', 'preauthorize', 'register'] } }, { range: { created_at: { gte: biDate(from), lt: biDate(to) } } }] } },
      sort: [{ created_at: 'asc' }, { uuid: 'asc' }],
      ...(after ? { search_after: after } : {}),
    });
    const got = page.hits.hits as unknown as Array<{ _id: string; _source: BiRecord; sort: unknown[] }>;
    hits.push(...got);
    if (got.length < 1000) return hits;
    after = got.at(-1)!.sort;
  }
};

export interface WindowTruth {
  payments: number;
  /** Mean over the payments of draft − live approval after failover (a share). */
  approval: number;
  /** Sum over the payments of draft − live net, base currency. */
  net: number;
}

export const windowTruth = async (
  request: APIRequestContext,
  window: { guid: string; from: string; to: string; live: SingleMethodDocument; draft: SingleMethodDocument },
): Promise<WindowTruth> => {
  const { world, incidents, baseCurrency, rates } = await worldAtGateway(request);
  const view = worldView(world, rates);
  const connectors = new Map<string, WorldConnector>(TENANT_CONNECTORS.map((c) => [c.guid, c]));
  const ctx = evaluationContext({ baseCurrency, rates });
  let payments = 0;
  let approval = 0;
  let net = 0;
  for (const hit of await firstAttempts(request, window.guid, window.from, window.to)) {
    // A payer still on the payment page or before the DCC choice (who never came back) met no routing outcome.
    if (hit._source.status === 'redirect' || hit._source.status === 'pending-dcc') continue;
    const record = readPaymentRecord(hit._source, hit._id);
    const facts = record && factsOfRecord(record, baseCurrency);
    if (!facts) continue;
    const at = new Date(`${hit._source.created_at!.replace(' ', 'T')}Z`);
    const scene = sceneOf(view, connectors, (c) => degradationAt(incidents, c, at));
    const amount = hit._source.amount ?? 0;
    const payment = {
      features: featuresOfRecord(hit._source, baseCurrency, rates), type: facts.tx.transactionType as 'debit', amount, currency: facts.tx.currency, sim: facts.tx,
    };
    const baseAmount = payment.features.baseAmount;
    const live = paymentTruth(scene, { kind: 'single-method', document: window.live }, payment, ctx);
    const draft = paymentTruth(scene, { kind: 'single-method', document: window.draft }, payment, ctx);
    payments++;
    approval += draft.approval - live.approval;
    net += draft.approval * baseAmount - draft.fees - (live.approval * baseAmount - live.fees);
  }
  return { payments, approval: payments > 0 ? approval / payments : 0, net };
};
