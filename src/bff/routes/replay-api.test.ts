import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplayJobView, replayPaths } from '@contracts/bff-replay';
import { toMillionths } from '@domain/insights/replay-test-kit';
import { CONNECTORS } from '@fixtures/world';
import { buildApp } from '../app';
import { listAudit } from '../audit/audit-log';
import { configFromManifest } from '../config/from-manifest';
import type { StudioDatabase } from '../db/client';
import { startStudioWithHistory, type StudioWithHistory } from '../test/studio-with-history';
import { signIn } from '../test/sign-in';

/**
 * Replay against the real sandbox with generated history: a draft that sends every EUR payment of
 * the Card Router to Beta Payments EUR moves the EUR volume the live document sent to Alpha, and
 * nothing else; every record read is either in the matrix or counted apart with a reason.
 */
const ROUTER = CONNECTORS.cardRouter.guid;
const BETA = CONNECTORS.betaEur.guid;
const HISTORY = 3000;
let studio: StudioWithHistory;
let db: StudioDatabase;
let app: StudioWithHistory['app'];

beforeAll(async () => {
  studio = await startStudioWithHistory(HISTORY);
  ({ db, app } = studio);
}, 180_000);
afterAll(() => studio?.close());

const window = () => ({ from: new Date(Date.now() - 91 * 86_400_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() });

type Session = Awaited<ReturnType<typeof signIn>>;
const untilDone = async (session: Session, id: string): Promise<ReplayJobView> => {
  for (let i = 0; i < 600; i += 1) {
    const view = ReplayJobView.parse((await session.inject({ method: 'GET', url: replayPaths.job('sandbox', id) })).json());
    if (view.state !== 'running') return view;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the replay did not finish in 60 s');
};

/** The live document with every EUR payment sent to Beta first. */
const eurToBeta = async (editor: Session) => {
  const live = (await editor.inject({ method: 'GET', url: `/api/env/sandbox/connectors/${ROUTER}/routing` })).json();
  return { ...live.document, tree: { if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { route: { connector: BETA, onFail: [] } }, else: live.document.tree } };
};

describe('replay (BFF against the sandbox)', () => {
  it('replays the window through a draft that sends EUR to Beta: the EUR volume moves, everything read is accounted for', async () => {
    const editor = await signIn(app, 'routing-editor');
    const started = await editor.inject({ method: 'POST', url: replayPaths.start('sandbox', ROUTER), payload: { window: window(), draft: await eurToBeta(editor) } });
    expect(started.statusCode, started.body).toBe(202);
    const job = await untilDone(editor, ReplayJobView.parse(started.json()).id);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    const report = job.report!;

    // Every first attempt in the window was read: the same count the BI source gives.
    const count = await editor.inject({
      method: 'POST',
      url: '/api/env/sandbox/bi/search',
      payload: { query: { size: 0, track_total_hits: true, query: { bool: { filter: [{ term: { meta_connector_guid: ROUTER } }, { term: { attempt: 1 } }, { terms: { type: ['debit', 'preauthorize', 'register'] } }, { range: { created_at: { gte: 'now-91d' } } }] } } } },
    });
    const firstAttempts = count.json().result.hits.total.value as number;
    expect(firstAttempts).toBeGreaterThan(100);
    expect(job.read).toBe(firstAttempts);
    expect(report.records).toBe(firstAttempts);
    expect(report.replayed.count + report.apart.reduce((n, a) => n + a.count, 0)).toBe(firstAttempts);

    // The draft decides EUR at its root: every replayed EUR payment goes to Beta; those the live
    // document sent to Alpha moved, the ones it sent to Beta stayed.
    const toAlphaBefore = report.volume.find((v) => v.connector === CONNECTORS.alphaEur.guid)!.before;
    expect(toAlphaBefore.count).toBeGreaterThan(0);
    const alphaToBeta = report.matrix.find((c) => c.live === CONNECTORS.alphaEur.guid && c.draft === BETA)!;
    expect(alphaToBeta.count).toBeGreaterThan(0);
    expect(report.moved.count).toBeGreaterThanOrEqual(alphaToBeta.count);
    expect(report.movedPayments.filter((m) => !(m.tx.currency === 'EUR' && m.draft === BETA))).toEqual([]);
    expect(report.moved.shareOfVolume!).toBeGreaterThan(0);
    expect(report.moved.shareOfVolume!).toBeLessThanOrEqual(1);
    // Nothing the live document sent elsewhere than an EUR acquirer moves.
    for (const cell of report.matrix) if (cell.draft !== BETA) expect(cell.live).toBe(cell.draft);
    // The live tree under the new root's else is reached only by non-EUR payments; the root itself by all.
    expect(report.traffic.draft.tree).toBe(report.replayed.count);
    expect(report.unreachedDraftRules.every((p) => p.startsWith('tree/else'))).toBe(true);
    expect((await listAudit(db.db, { limit: 5 })).find((e) => e.action === 'bi.replay')).toMatchObject({ actor: 'editor', outcome: 'success', target: ROUTER });
  }, 120_000);

  it('pages a window in two parts at once when it spans several pages, and reports what one page reports', async () => {
    // The same studio with pages of 97 records: the first page is followed by the rest of the
    // window cut in two parts, each paged on its own (replay-parts.ts); merged, their report must
    // be the one-page replay's, down to the order of the moved payments.
    const paged = await buildApp({ config: configFromManifest(studio.sandbox.manifest, studio.sandbox.url), db: db, replayPageSize: 97 });
    try {
      const fixed = window();
      const replayOn = async (on: typeof app) => {
        const editor = await signIn(on, 'routing-editor');
        const started = await editor.inject({ method: 'POST', url: replayPaths.start('sandbox', ROUTER), payload: { window: fixed, draft: await eurToBeta(editor) } });
        expect(started.statusCode, started.body).toBe(202);
        const job = await untilDone(editor, ReplayJobView.parse(started.json()).id);
        expect(job.state, JSON.stringify(job.error)).toBe('done');
        return job;
      };
      const whole = await replayOn(app);
      const inParts = await replayOn(paged);
      expect(whole.report!.records).toBeGreaterThan(3 * 97);
      expect(inParts.read).toBe(whole.read);
      // Amounts to a millionth: the parts' sums are added in another order.
      expect(toMillionths(inParts.report)).toEqual(toMillionths(whole.report));
      expect(inParts.report!.movedPayments.map((m) => m.uuid)).toEqual(whole.report!.movedPayments.map((m) => m.uuid));
    } finally {
      await paged.close();
    }
  }, 120_000);

  it('cancels a running replay, and keeps a job to the user who started it', async () => {
    const editor = await signIn(app, 'routing-editor');
    const started = ReplayJobView.parse((await editor.inject({ method: 'POST', url: replayPaths.start('sandbox', ROUTER), payload: { window: window(), draft: await eurToBeta(editor) } })).json());
    const cancelled = await editor.inject({ method: 'DELETE', url: replayPaths.job('sandbox', started.id) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ReplayJobView.parse(cancelled.json())).toMatchObject({ state: 'cancelled', report: null });
    expect((await untilDone(editor, started.id)).state).toBe('cancelled');
    const admin = await signIn(app, 'admin');
    const foreign = await admin.inject({ method: 'GET', url: replayPaths.job('sandbox', started.id) });
    expect(foreign.statusCode).toBe(404);
  }, 60_000);

  it("replays a multi-method connector: a draft that sends the card block's default to Beta moves what fell to Alpha's default, nothing else", async () => {
    const editor = await signIn(app, 'routing-editor');
    const checkout = CONNECTORS.checkout.guid;
    const live = (await editor.inject({ method: 'GET', url: `/api/env/sandbox/connectors/${checkout}/routing` })).json();
    const draft = { ...live.document, methods: live.document.methods.map((b: { method: string }) => (b.method === 'Creditcard' ? { ...b, defaultConnector: { connector: BETA } } : b)) };
    const started = await editor.inject({ method: 'POST', url: replayPaths.start('sandbox', checkout), payload: { window: window(), draft } });
    expect(started.statusCode, started.body).toBe(202);
    const job = await untilDone(editor, ReplayJobView.parse(started.json()).id);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    const report = job.report!;
    expect(report.records).toBeGreaterThan(50);
    expect(report.matrix.find((c) => c.live === CONNECTORS.alphaEur.guid && c.draft === BETA)?.count).toBeGreaterThan(0);
    for (const cell of report.matrix) if (cell.live !== cell.draft) expect([cell.live, cell.draft]).toEqual([CONNECTORS.alphaEur.guid, BETA]);
    expect(report.traffic.draft['methods/0/routing/tree#default']).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a viewer, names what is wrong with a draft or a window', async () => {
    const viewer = await signIn(app, 'viewer');
    const editor = await signIn(app, 'routing-editor');
    const draft = await eurToBeta(editor);
    expect((await viewer.inject({ method: 'POST', url: replayPaths.start('sandbox', ROUTER), payload: { window: window(), draft } })).statusCode).toBe(403);
    const badDraft = await editor.inject({ method: 'POST', url: replayPaths.start('sandbox', ROUTER), payload: { window: window(), draft: { ...draft, tree: { if: { constraint: 'Currency' }, then: 7 } } } });
    expect(badDraft.statusCode).toBe(400);
    expect(badDraft.json().error.message).toContain('draft');
    const backwards = await editor.inject({ method: 'POST', url: replayPaths.start('sandbox', ROUTER), payload: { window: { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' }, draft } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain("'from' must be before 'to'");
    // The draft is of the connector's kind: a single-method document for the multi-method checkout is refused in words.
    const wrongKind = await editor.inject({ method: 'POST', url: replayPaths.start('sandbox', CONNECTORS.checkout.guid), payload: { window: window(), draft } });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.body).toContain('not a multi-method routing document');
  }, 60_000);
});
