import type { EvaluationContext } from '../routing/evaluation/transaction';
import { chainStanding, type ChainStanding } from './chain-evidence';
import { chainValue, compileChain, type ChainValue } from './chain-value';
import { couple } from './coupling';
import type { Evidence } from './evidence-types';
import { headlineOf } from './headline';
import { BREAKDOWN_DIMENSIONS, type OutcomeAssumption, type OutcomeEstimate, type OutcomeEstimateResult } from './outcome-estimate';
import type { OutcomeRecord } from './outcome-record';
import { parameterSpace } from './parameter-space';
import type { Random } from './sampling';
import { shareTally } from './share-tally';
import { addValue, comparisonOf, newScope, type ScopeSums } from './tally';
import { groupWindow, type EstimatedDocument } from './window-groups';
import { addGroupMoments, addToPaymentValue, newPaymentValue, samplingError, type PaymentValue, type WindowSample } from './window-sample';

export interface EstimateRequest {
  /** What the records taught (learnEvidence), over the window or a longer look-back. */
  evidence: Evidence;
  /** The window's records: each payment is read from its first attempt. */
  window: readonly OutcomeRecord[];
  live: EstimatedDocument;
  draft: EstimatedDocument;
  /** evaluationContext({ baseCurrency, rates }); load balancers are weighed exactly, never drawn. */
  ctx: EvaluationContext;
  /** Seeded source for the posterior draws. */
  random: Random;
  /** Posterior draws behind each interval (default 400: the 2.5 % quantile then rests on 10 draws). */
  draws?: number;
  /** What to do where a document sends a segment to a connector without evidence for it (default: leave it out as unknown). */
  assumption?: OutcomeAssumption;
  /** First attempts of a segment at a connector needed to count as evidence (default 1; pooling does the rest). */
  minEvidence?: number;
  /**
   * When `window` holds a uniform random sample of the window's payments, not all of them: the
   * window's payment count (first attempts, as BI counts them). Figures are scaled to the window
   * and their intervals carry the sampling error (window-sample.ts).
   */
  sample?: { windowPayments: number };
}

const DEFAULT_DRAWS = 400;

/**
 * Live and draft over the window's payments, with the difference: the point at the posterior means,
 * the 95 % interval from posterior draws shared by both documents (paired). Payments whose chain has
 * no evidence are left out of every figure and reported as unknown, unless an assumption is stated.
 */
export const estimateOutcomes = (req: EstimateRequest): OutcomeEstimateResult => {
  const draws = req.draws ?? DEFAULT_DRAWS;
  const assumption = req.assumption ?? 'none';
  if (!Number.isInteger(draws) || draws < 1 || draws > 100_000) return { ok: false, problem: { code: 'bad-draws', message: `draws must be a whole number from 1 to 100,000, not ${draws}` } };
  const { groups, payments, skipped, notOffered, read } = groupWindow(req.window, req.live, req.draft, req.ctx);
  if (payments === 0) return { ok: false, problem: { code: 'no-payments', message: `the ${req.sample ? 'sample of the window' : 'window'} holds no routable payment to estimate on` } };
  const windowPayments = req.sample?.windowPayments ?? read;
  if (!Number.isInteger(windowPayments) || windowPayments < read)
    return { ok: false, problem: { code: 'bad-sample', message: `the window's payment count must be a whole number no smaller than the ${read} payments read, not ${windowPayments}` } };
  if (windowPayments > read && read < 2) return { ok: false, problem: { code: 'bad-sample', message: `a sample of ${read} payment cannot measure its own error: read at least 2` } };
  const sample: WindowSample = { n: read, N: windowPayments };
  const scale = windowPayments / read;

  const slots = draws + 1;
  const total = newScope(slots);
  const scopes = new Map<string, ScopeSums>();
  const scope = (key: string) => {
    let s = scopes.get(key);
    if (!s) scopes.set(key, (s = newScope(slots)));
    return s;
  };
  const unknown = shareTally();
  const assumed = shareTally();
  const { space, means, draw } = parameterSpace(req.evidence);
  let volume = 0;
  // Per group: the scopes of its breakdown values, and per pair of ends (live i, draft j) its weight, standing and moved cell.
  const plans = groups.map((g) => {
    volume += g.volume;
    const standing = (chain: readonly string[]) => chainStanding(req.evidence, chain, g.segment, assumption, req.minEvidence ?? 1);
    const { live, draft, pairs: coupled } = couple(g.live, g.draft);
    const liveStanding = live.map((o) => standing(o.chain));
    const draftStanding = draft.map((o) => standing(o.chain));
    const pairs: Array<{ i: number; j: number; w: number; cell: ScopeSums }> = [];
    for (const { i, j, w } of coupled) {
      const blame: ChainStanding = draftStanding[j]!.kind !== 'known' ? draftStanding[j]! : liveStanding[i]!;
      if (blame.kind === 'unknown') {
        unknown.add(blame.connector, w * g.payments, w * g.volume);
        continue;
      }
      if (blame.kind === 'assumed') assumed.add(blame.connector, w * g.payments, w * g.volume);
      pairs.push({ i, j, w, cell: scope(`cell\u0000${live[i]!.chain[0] ?? ''}\u0000${draft[j]!.chain[0] ?? ''}`) });
    }
    const rows = [total, ...BREAKDOWN_DIMENSIONS.map((d) => scope(`${d}\u0000${String(g.segment[d])}`))];
    const compiled = (ends: typeof live) => ends.map((o) => compileChain(space, o.chain, g.segment, g.sale));
    return { g, live: compiled(live), draft: compiled(draft), pairs, rows };
  });

  for (let slot = 0; slot < slots; slot++) {
    const values = slot === 0 ? means() : draw(req.random);
    for (const plan of plans) {
      const { g, pairs, rows } = plan;
      const lv: ChainValue[] = plan.live.map((c) => chainValue(space, values, c));
      const dv: ChainValue[] = plan.draft.map((c) => chainValue(space, values, c));
      // At the posterior means: each scope's value of one of the group's payments, for the sampling error.
      const perPayment = slot === 0 ? new Map<ScopeSums, PaymentValue>() : null;
      for (const { i, j, w, cell } of pairs) {
        for (let r = 0; r <= rows.length; r++) {
          const s = r < rows.length ? rows[r]! : cell;
          if (perPayment) {
            s.payments += w * g.payments;
            s.volume += w * g.volume;
            let p = perPayment.get(s);
            if (!p) perPayment.set(s, (p = newPaymentValue()));
            p.x += w;
            addToPaymentValue(p, 0, w, lv[i]!);
            addToPaymentValue(p, 1, w, dv[j]!);
          }
          addValue(s.live, slot, w, g.payments, g.volume, lv[i]!);
          addValue(s.draft, slot, w, g.payments, g.volume, dv[j]!);
        }
      }
      if (perPayment) for (const [s, p] of perPayment) addGroupMoments(s.moments, p, g.payments, g.volume, g.volumeSquares);
    }
  }
  if (total.payments === 0) return { ok: false, problem: { code: 'nothing-known', message: `none of the window's ${payments} payments has evidence for where both documents send it` } };

  const cells = [...scopes].filter(([key]) => key.startsWith('cell\u0000')).map(([key, s]) => {
    const [, liveConnector, draftConnector] = key.split('\u0000') as [string, string, string];
    return { liveConnector: liveConnector || null, draftConnector: draftConnector || null, moved: liveConnector !== draftConnector, ...comparisonOf(s, sample) };
  });
  const breakdowns = [...scopes].filter(([key]) => !key.startsWith('cell\u0000')).map(([key, s]) => {
    const [dimension, value] = key.split('\u0000') as [(typeof BREAKDOWN_DIMENSIONS)[number], string];
    return { dimension, value, ...comparisonOf(s, sample) };
  });
  const scaled = <T extends { payments: number; volume: number }>(share: T): T => ({ ...share, payments: share.payments * scale, volume: share.volume * scale });
  const unknownShare = unknown.share();
  const assumedShare = assumed.share();
  const estimate: Omit<OutcomeEstimate, 'headline'> = {
    baseCurrency: req.ctx.baseCurrency,
    payments: Math.round(payments * scale),
    volume: (volume + notOffered.volume) * scale,
    skippedPayments: Math.round(skipped * scale),
    notOffered: { payments: Math.round(notOffered.payments * scale), volume: notOffered.volume * scale, byLive: Math.round(notOffered.byLive * scale), byDraft: Math.round(notOffered.byDraft * scale) },
    level: 0.95,
    draws,
    assumption,
    total: comparisonOf(total, sample),
    cells,
    breakdowns,
    unknown: { ...scaled(unknownShare), connectors: unknownShare.connectors.map(scaled) },
    assumed: { ...scaled(assumedShare), connectors: assumedShare.connectors.map(scaled) },
    sample:
      sample.N > sample.n
        ? {
            payments: sample.n,
            windowPayments: sample.N,
            approvalHalfWidth: 1.959963984540054 * samplingError(total.moments, 2, 0, true, sample),
            netHalfWidth: 1.959963984540054 * samplingError(total.moments, 2, 3, false, sample),
          }
        : null,
  };
  return { ok: true, estimate: { ...estimate, headline: headlineOf(estimate) } };
};
