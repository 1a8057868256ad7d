import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectorComparisonPath, ConnectorComparisonResponse } from '@contracts/bff-connector-comparison';
import { insightsSummaryPath, TrafficSummaryResponse } from '@contracts/bff-insights-summary';
import { comparisonRowFilter } from '@domain/insights/connector-comparison';
import { SummaryRecord, tallyPayments } from '@domain/insights/traffic-summary-records';
import { biDate, ROUTED_TYPES, TIME_FIELD } from '@domain/insights/traffic-summary-scope';
import { CONNECTORS } from '@fixtures/world';
import { listAudit } from '../audit/audit-log';
import type { StudioDatabase } from '../db/client';
import { startStudioWithHistory, type StudioWithHistory } from '../test/studio-with-history';
import { signIn } from '../test/sign-in';

/**
 * A meta-connector's traffic summary against the real sandbox with generated history (which fails
 * over on soft declines, so payments with two and three attempts are in it). The aggregations'
 * numbers are held to a count of the same records paged out of BI and grouped by payment.
 */
const ROUTER = CONNECTORS.cardRouter.guid;
const HISTORY = 3000;
let studio: StudioWithHistory;
let db: StudioDatabase;
let app: StudioWithHistory['app'];

beforeAll(async () => {
  studio = await startStudioWithHistory(HISTORY);
  ({ db, app } = studio);
}, 180_000);
afterAll(() => studio?.close());

const WINDOW = { from: new Date(Date.now() - 91 * 86_400_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() };

/** Every routed record of the meta-connector in the window, paged with search_after through the BFF's BI endpoint. */
const recordsOf = async (viewer: Awaited<ReturnType<typeof signIn>>, guid: string, extra: Record<string, unknown>[] = []): Promise<SummaryRecord[]> => {
  const records: SummaryRecord[] = [];
  let after: unknown[] | undefined;
  for (;;) {
    const query = {
      size: 1000,
      _source: ['uuid', 'broker_id', 'attempt', 'type', 'status', 'base_amount', 'connector_guid'],
      query: { bool: { filter: [{ term: { meta_connector_guid: guid } }, { terms: { type: [...ROUTED_TYPES] } }, { range: { [TIME_FIELD]: { gte: biDate(WINDOW.from), lt: biDate(WINDOW.to) } } }, ...extra] } },
      sort: [{ created_at: 'asc' }, { uuid: 'asc' }],
      ...(after ? { search_after: after } : {}),
    };
    const res = await viewer.inject({ method: 'POST', url: '/api/env/sandbox/bi/search', payload: { query } });
    expect(res.statusCode, res.body).toBe(200);
    const hits = res.json().result.hits.hits as { _id: string; _source: object; sort: unknown[] }[];
    records.push(...hits.map((h) => SummaryRecord.parse({ ...h._source, uuid: h._id })));
    if (hits.length < 1000) return records;
    after = hits.at(-1)!.sort;
  }
};

const summaryOf = async (viewer: Awaited<ReturnType<typeof signIn>>, guid: string, payload: Record<string, unknown>) => {
  const res = await viewer.inject({ method: 'POST', url: insightsSummaryPath('sandbox', guid), payload });
  expect(res.statusCode, res.body).toBe(200);
  return TrafficSummaryResponse.parse(res.json());
};

describe("a meta-connector's traffic summary (BFF against the sandbox)", () => {
  it('counts each payment once, as the records grouped by payment do, and audits the read', async () => {
    const viewer = await signIn(app, 'viewer');
    const answer = await summaryOf(viewer, ROUTER, { window: WINDOW });
    const entry = (await listAudit(db.db, { limit: 1 }))[0]!;
    expect(entry).toMatchObject({ actor: 'viewer', action: 'bi.summary', outcome: 'success', target: ROUTER, detail: { payments: answer.summary.totals.payments } });
    const records = await recordsOf(viewer, ROUTER);
    const tally = tallyPayments(records);
    // The history must hold what the rule is about: payments with more than one attempt.
    expect(tally.failedOver).toBeGreaterThan(10);
    expect(records.length).toBeGreaterThan(tally.payments);
    const { summary } = answer;
    expect(summary.totals.payments).toBe(tally.payments);
    expect(summary.totals.succeeded).toBe(tally.succeeded);
    expect(summary.totals.volume).toBeCloseTo(tally.volume, 1);
    expect(summary.failover).toMatchObject({ payments: tally.payments, failedOver: tally.failedOver, rescued: tally.rescued });
    const attempts: Record<string, number> = {};
    for (const b of summary.overTime.buckets) for (const c of b.connectors) if (c.connector !== '(none)') attempts[c.connector] = (attempts[c.connector] ?? 0) + c.attempts;
    expect(attempts).toEqual(tally.attemptsByConnector);
    expect(summary.interval).toBe('day');
    expect(summary.overTime.buckets.length).toBeGreaterThanOrEqual(91);
    // Every breakdown splits the same payments.
    for (const b of Object.values(summary.breakdowns)) expect(b.rows.reduce((n, r) => n + r.payments, 0) + b.otherPayments).toBe(tally.payments);
    expect(summary.declines.length).toBeGreaterThan(0);
    expect(answer.baseCurrency).toBe('EUR');
    expect(answer.queries.failover).toMatchObject({ size: 0, aggs: { failed_over: { filter: { term: { attempt: 2 } } } } });
  }, 120_000);

  it('narrows every chart to the filtered payments', async () => {
    const viewer = await signIn(app, 'viewer');
    const all = (await summaryOf(viewer, ROUTER, { window: WINDOW })).summary;
    const top = all.breakdowns.currency.rows[0]!;
    expect(top.payments).toBeLessThan(all.totals.payments);
    const narrowed = (await summaryOf(viewer, ROUTER, { window: WINDOW, filters: { currency: [top.key] } })).summary;
    expect(narrowed.totals.payments).toBe(top.payments);
    expect(narrowed.breakdowns.currency.rows.map((r) => r.key)).toEqual([top.key]);
    const tally = tallyPayments(await recordsOf(viewer, ROUTER, [{ term: { currency: top.key } }]));
    expect(narrowed.failover.failedOver).toBe(tally.failedOver);
  }, 120_000);

  it('reads a multi-method meta-connector alike', async () => {
    const viewer = await signIn(app, 'viewer');
    const checkout = CONNECTORS.checkout.guid;
    const answer = await summaryOf(viewer, checkout, { window: WINDOW });
    expect(answer.summary.totals.payments).toBe(tallyPayments(await recordsOf(viewer, checkout)).payments);
  }, 120_000);

  it('names what is wrong with the request', async () => {
    const viewer = await signIn(app, 'viewer');
    const post = (guid: string, payload: Record<string, unknown>) => viewer.inject({ method: 'POST', url: insightsSummaryPath('sandbox', guid), payload });
    const backwards = await post(ROUTER, { window: { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain("'from' must be before 'to'");
    const unknown = await post(ROUTER, { window: WINDOW, filters: { colour: ['red'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('colour');
    const empty = await post(ROUTER, { window: WINDOW, filters: { method: [''] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('an empty filter value');
    const plain = await post(CONNECTORS.alphaEur.guid, { window: WINDOW });
    expect(plain.statusCode).toBe(422);
    expect(plain.body).toContain('not a meta-connector');
  }, 60_000);
});

describe('connectors compared on the same kind of payment (issue 41.6, BFF against the sandbox)', () => {
  it("counts every first attempt once, per brand and connector, as the records say; each cell's query finds its attempts; audited", async () => {
    const viewer = await signIn(app, 'viewer');
    const res = await viewer.inject({ method: 'POST', url: connectorComparisonPath('sandbox', ROUTER), payload: { window: WINDOW, dimension: 'brand' } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ConnectorComparisonResponse.parse(res.json());
    const { comparison } = answer;
    // The same first attempts, paged out of BI and counted here.
    const firsts = await recordsOf(viewer, ROUTER, [{ term: { attempt: 1 } }]);
    expect(comparison.attempts + comparison.leftOut).toBe(firsts.length);
    expect(comparison.attempts).toBeGreaterThan(firsts.length / 2);
    expect(comparison.rows.reduce((n, r) => n + r.attempts, 0)).toBe(comparison.attempts);
    expect(comparison.rows.length).toBeGreaterThan(1);
    const row = comparison.rows[0]!;
    const cell = row.connectors[0]!;
    expect(cell.approval.low).toBeLessThanOrEqual(cell.approval.estimate);
    expect(cell.approval.estimate).toBeLessThanOrEqual(cell.approval.high);
    // The cell's query, narrowed as the page narrows it, finds exactly its attempts.
    const narrowed = { ...answer.query, size: 0, track_total_hits: true, query: { bool: { filter: [answer.query.query, comparisonRowFilter('brand', row.value), { term: { connector_guid: cell.connector } }] } } };
    delete (narrowed as { sort?: unknown }).sort;
    delete (narrowed as { _source?: unknown })._source;
    const found = await viewer.inject({ method: 'POST', url: '/api/env/sandbox/bi/search', payload: { query: narrowed } });
    expect(found.statusCode, found.body).toBe(200);
    // Its attempts, and at most the attempts left out besides (no acquirer's answer: a configuration error, a redirect).
    expect(found.json().result.hits.total.value).toBeGreaterThanOrEqual(cell.attempts);
    expect(found.json().result.hits.total.value).toBeLessThanOrEqual(cell.attempts + comparison.leftOut);
    const entry = (await listAudit(db.db, { limit: 5 })).find((e) => e.action === 'bi.compare');
    expect(entry).toMatchObject({ actor: 'viewer', outcome: 'success', target: ROUTER, detail: { dimension: 'brand', attempts: comparison.attempts } });
  });

  it('refuses an unknown dimension by name', async () => {
    const viewer = await signIn(app, 'viewer');
    const res = await viewer.inject({ method: 'POST', url: connectorComparisonPath('sandbox', ROUTER), payload: { window: WINDOW, dimension: 'colour' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('dimension');
  });
});
