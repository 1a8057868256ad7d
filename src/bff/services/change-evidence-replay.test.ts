import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeRequestDetail, changePaths } from '@contracts/bff-change-requests';
import type { EvidenceReplay } from '@domain/change-control/evidence-replay';
import { CONNECTORS } from '@fixtures/world';
import { listAudit } from '../audit/audit-log';
import { getChangeRequestById } from '../db/change-requests';
import { fingerprintOf } from './change-evidence';
import { storeReplay } from './change-replay';
import { startStudioWithHistory, type StudioWithHistory } from '../test/studio-with-history';
import { signIn, type Client } from '../test/sign-in';

/**
 * The replay of recent traffic is part of a change request's evidence (issue 14.1), against the
 * real sandbox with generated BI history: the studio starts it with the evidence, as its own job,
 * and writes the summary in when it ends, unless the request changed meanwhile.
 */
const ROUTER = CONNECTORS.cardRouter.guid;
const BETA = CONNECTORS.betaEur.guid;
const ALPHA = CONNECTORS.alphaEur.guid;
let studio: StudioWithHistory;
let editor: Client;
let viewer: Client;

beforeAll(async () => {
  studio = await startStudioWithHistory(3000);
  editor = await signIn(studio.app, 'routing-editor');
  viewer = await signIn(studio.app, 'viewer');
}, 180_000);
afterAll(() => studio?.close());

const live = async () => (await editor.inject({ method: 'GET', url: `/api/env/sandbox/connectors/${ROUTER}/routing` })).json() as { revision: string; document: Record<string, unknown> };
/** The live document with every EUR payment sent to Beta first. */
const eurToBeta = (document: Record<string, unknown>) => ({ ...document, tree: { if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { route: { connector: BETA, onFail: [] } }, else: document.tree } });

const createRequest = async (draft: unknown) => {
  const { revision } = await live();
  const created = await editor.inject({ method: 'POST', url: changePaths.create('sandbox', ROUTER), payload: { baseRevision: revision, draft, note: 'EUR to Beta' } });
  expect(created.statusCode, created.body).toBe(201);
  return ChangeRequestDetail.parse(created.json());
};

/** Read as a viewer, who has no `bi:replay`: the stored replay is the studio's, not the reader's. */
const untilReplayed = async (id: number): Promise<EvidenceReplay> => {
  for (let i = 0; i < 600; i += 1) {
    const replay = ChangeRequestDetail.parse((await viewer.inject({ method: 'GET', url: changePaths.request('sandbox', id) })).json()).evidence.replay;
    if (replay?.state !== 'running') return replay!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the replay did not finish in 60 s');
};

const running = (replay: EvidenceReplay | undefined) => {
  if (replay?.state !== 'running') throw new Error(`expected a running replay, got ${JSON.stringify(replay)}`);
  return replay;
};

describe("a change request's evidence replays recent traffic", () => {
  it('starts with the request and stores what moves: EUR volume from Alpha to Beta, nothing else', async () => {
    const request = await createRequest(eurToBeta((await live()).document));
    expect(request.evidence.replay).toMatchObject({ state: 'running' });
    const replay = await untilReplayed(request.id);
    if (replay.state !== 'done') throw new Error(`replay ${replay.state}: ${JSON.stringify(replay)}`);
    expect(replay.records).toBeGreaterThan(20);
    expect(replay.moved.count).toBeGreaterThan(0);
    expect(replay.moved.shareOfVolume!).toBeGreaterThan(0);
    expect(replay.moved.shareOfVolume!).toBeLessThanOrEqual(1);
    expect(replay.matrix.find((c) => c.live === ALPHA && c.draft === BETA)?.count).toBeGreaterThan(0);
    for (const cell of replay.matrix) if (cell.live !== cell.draft) expect(cell.draft).toBe(BETA);
    expect(replay.matrix.reduce((n, c) => n + c.count, 0)).toBe(replay.replayed.count);
    expect(replay.replayed.count + replay.apart.total.count).toBe(replay.records);
    expect(replay.baseCurrency).toBe('EUR');
    expect(Date.parse(replay.window.to) - Date.parse(replay.window.from)).toBe(30 * 86_400_000);
    // Stored with it: the outcome estimate over the same window (issue 41.1), every figure with its interval.
    if (replay.estimate?.state !== 'done' || !replay.estimate.result.ok) throw new Error(`no estimate: ${JSON.stringify(replay.estimate)}`);
    const { estimate } = replay.estimate.result;
    expect(replay.estimate.records).toBeGreaterThanOrEqual(replay.records);
    expect(estimate.headline).toMatch(/^Approval \d+\.\d % → \d+\.\d %/);
    expect(estimate.cells.some((c) => c.moved && c.liveConnector === ALPHA && c.draftConnector === BETA)).toBe(true);
    const { approval } = estimate.total.difference;
    expect(approval.low).toBeLessThanOrEqual(approval.estimate);
    expect(approval.estimate).toBeLessThanOrEqual(approval.high);
    expect(approval.high).toBeGreaterThan(approval.low);
    // The step's audit entry says the replay started; the job is the studio's, not the editor's bi.replay.
    const entries = await listAudit(studio.db.db, { limit: 10 });
    expect(entries.find((e) => e.action === 'change-request.create')?.detail).toMatchObject({ request: request.id, replay: { state: 'running' } });
    expect(entries.find((e) => e.action === 'bi.replay')).toBeUndefined();
  }, 120_000);

  it('never stores a replay for a draft the request no longer has: an amend meanwhile gets its own', async () => {
    const { document } = await live();
    const request = await createRequest(eurToBeta(document));
    const first = running(request.evidence.replay);
    const before = (await getChangeRequestById(studio.db.db, request.id))!;
    // Amended to the live document itself, at once: its replay moves nothing.
    const amended = await editor.inject({ method: 'PUT', url: changePaths.request('sandbox', request.id), payload: { draft: document } });
    expect(amended.statusCode, amended.body).toBe(200);
    const second = running(ChangeRequestDetail.parse(amended.json()).evidence.replay);
    const after = (await getChangeRequestById(studio.db.db, request.id))!;
    // What the first replay would write when it ends (here it was cancelled by the amend's; on another
    // BFF instance it would run on) is refused: not for this draft, and not the replay now running.
    const stale: EvidenceReplay = { state: 'failed', window: first.window, startedAt: first.startedAt, finishedAt: new Date().toISOString(), reason: 'stale' };
    expect(await storeReplay(studio.db, { id: request.id, fingerprint: fingerprintOf(before.baseRevision, before.draft), started: second }, stale)).toBeUndefined();
    expect(await storeReplay(studio.db, { id: request.id, fingerprint: fingerprintOf(after.baseRevision, after.draft), started: first }, stale)).toBeUndefined();
    const replay = await untilReplayed(request.id);
    if (replay.state !== 'done') throw new Error(`replay ${replay.state}: ${JSON.stringify(replay)}`);
    expect(replay.moved.count).toBe(0);
    expect(replay.matrix.every((c) => c.live === c.draft)).toBe(true);
    // Recompute: a reader cannot start 30 days of replay (issue 44); the author can, and it ends the same way.
    const refused = await viewer.inject({ method: 'POST', url: changePaths.evidence('sandbox', request.id), payload: {} });
    expect(refused.statusCode).toBe(403);
    const refreshed = await editor.inject({ method: 'POST', url: changePaths.evidence('sandbox', request.id), payload: {} });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(ChangeRequestDetail.parse(refreshed.json()).evidence.replay).toMatchObject({ state: 'running' });
    expect((await untilReplayed(request.id)).state).toBe('done');
  }, 120_000);
});
