import { describe, expect, it } from 'vitest';
import type { ReplayReport } from '../insights/replay-report';
import { ChangeEvidence } from './evidence';
import { APART_KEPT, EvidenceReplay, REPLAY_INTERRUPTED_AFTER_MS, replayInterrupted, replaySummaryOf, runningReplay } from './evidence-replay';

const stored = {
  computedAt: '2026-11-26T09:00:00.000Z',
  baseRevision: 'rev-1',
  changes: [],
  graph: { added: [], removed: [], changed: [] },
  golden: [],
  findings: [],
  newFindings: [],
};

const report = (apart: ReplayReport['apart']): ReplayReport => ({
  records: 120,
  replayed: { count: 100, amount: 5000 },
  matrix: [
    { live: 'A', draft: 'B', count: 40, amount: 2000 },
    { live: 'B', draft: 'B', count: 60, amount: 3000 },
  ],
  volume: [],
  moved: { count: 40, amount: 2000, shareOfVolume: 0.4 },
  movedPayments: [],
  apart,
  withoutBaseAmount: 2,
  traffic: { live: { tree: 100 }, draft: { tree: 100 } },
  unreachedDraftRules: [],
});

describe("a change request's stored replay", () => {
  it('is optional: evidence stored before the replay was evidence still parses', () => {
    expect(ChangeEvidence.parse(stored).replay).toBeUndefined();
    const running = runningReplay(new Date('2026-11-26T09:00:00Z'));
    expect(ChangeEvidence.parse({ ...stored, replay: running }).replay).toEqual(running);
    expect(running.window).toEqual({ from: '2026-10-27T09:00:00.000Z', to: '2026-11-26T09:00:00.000Z' });
    expect(ChangeEvidence.safeParse({ ...stored, replay: { state: 'done' } }).success).toBe(false);
    expect(EvidenceReplay.parse({ state: 'unavailable', at: '2026-11-26T09:00:00Z', reason: 'no BI' }).state).toBe('unavailable');
  });

  it('summarises a report: moved share, matrix, and what was counted apart in total and by reason', () => {
    const started = runningReplay(new Date('2026-11-26T09:00:00Z'));
    const apart = Array.from({ length: APART_KEPT + 5 }, (_, i) => ({ document: 'draft' as const, path: `tree/then/${i}`, why: 'no BIN', count: i + 1, amount: 10 }));
    const summary = EvidenceReplay.parse(replaySummaryOf(report(apart), { started, finishedAt: new Date('2026-11-26T09:01:00Z'), baseCurrency: 'EUR', truncated: false }));
    expect(summary).toMatchObject({ state: 'done', startedAt: started.startedAt, finishedAt: '2026-11-26T09:01:00.000Z', baseCurrency: 'EUR', moved: { count: 40, shareOfVolume: 0.4 }, records: 120 });
    if (summary.state !== 'done') throw new Error('not done');
    expect(summary.matrix).toHaveLength(2);
    expect(summary.apart.total).toEqual({ count: apart.reduce((n, a) => n + a.count, 0), amount: 10 * apart.length });
    // The largest reasons are kept, the rest only counted.
    expect(summary.apart.reasons).toHaveLength(APART_KEPT);
    expect(summary.apart.reasons[0]!.count).toBe(APART_KEPT + 5);
  });

  it('is interrupted when it still runs long after it started (its BFF stopped)', () => {
    const running = runningReplay(new Date('2026-11-26T09:00:00Z'));
    expect(replayInterrupted(running, new Date('2026-11-26T09:01:00Z'))).toBe(false);
    expect(replayInterrupted(running, new Date(Date.parse(running.startedAt) + REPLAY_INTERRUPTED_AFTER_MS + 1))).toBe(true);
    expect(replayInterrupted(undefined, new Date())).toBe(false);
  });
});
