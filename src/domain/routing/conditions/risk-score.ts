import { z } from 'zod';
import type { Comparator } from '../analysis/amount-interval';
import type { IntRange, ReachState, Say } from '../analysis/reach-state';
import { isComparator, narrow, unknownSplit, type Place, type Split } from '../analysis/split-helpers';
import { comparatorSymbol, formatNumber } from '../describe/format';
import { holds, note, relation } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { AMOUNT_COMPARATORS } from './param-values';

const params = z.strictObject({ comparator: z.enum(AMOUNT_COMPARATORS), riskScore: z.number().int() });

const riskWords: Say = (arrived) => {
  const r = arrived as IntRange;
  const text = r.lo === r.hi ? `only risk score ${r.lo}` : Number.isFinite(r.lo) && Number.isFinite(r.hi) ? `only a risk score from ${r.lo} to ${r.hi}` : Number.isFinite(r.lo) ? `only a risk score ≥ ${r.lo}` : `only a risk score ≤ ${r.hi}`;
  return { text, plural: false };
};

/** RiskScore (evaluator: a missing score is 0, so every integer is possible). */
const riskRange = (r: IntRange, cmp: Comparator, p: number, taken: boolean): IntRange => {
  const c = taken ? cmp : ({ '=': '!=', '>': '<=', '>=': '<', '<': '>=', '<=': '>' } as const)[cmp];
  const lo = c === '=' || c === '>=' ? Math.max(r.lo, p) : c === '>' ? Math.max(r.lo, p + 1) : c === '!=' && r.lo === p ? p + 1 : r.lo;
  const hi = c === '=' || c === '<=' ? Math.min(r.hi, p) : c === '<' ? Math.min(r.hi, p - 1) : c === '!=' && r.hi === p ? p - 1 : r.hi;
  return lo === r.lo && hi === r.hi ? r : { lo, hi };
};

const splitRiskScore = (state: ReachState, at: Place, comparator: unknown, riskScore: unknown): Split => {
  if (!isComparator(comparator) || typeof riskScore !== 'number' || !Number.isInteger(riskScore)) return unknownSplit(state);
  const r = state.risk.value;
  const yes = riskRange(r, comparator, riskScore, true);
  const no = riskRange(r, comparator, riskScore, false);
  return { then: narrow(state, 'risk', yes, yes.lo > yes.hi, 'then', at, riskWords), else: narrow(state, 'risk', no, no.lo > no.hi, 'else', at, riskWords) };
};

export const riskScore = defineKind({
  identifier: 'RiskScore',
  name: 'Risk score',
  input: 'risk',
  multiMethod: true,
  params,
  describe: (p) => `Risk score ${comparatorSymbol(p.comparator)} ${formatNumber(p.riskScore)}`,
  /** A missing risk score counts as 0 (contract §2), e.g. when no risk check ran. */
  prepare: (p) => (tx, _ctx, target) => {
    const score = tx.riskScore ?? 0;
    const result = holds(p.comparator, Math.sign(score - p.riskScore));
    if (target)
      note(target, { riskScore: tx.riskScore ?? null }, `Risk score ${score}${tx.riskScore === undefined ? ' (none given, counts as 0)' : ''} ${relation(p.comparator, result)} ${p.riskScore}`);
    return result;
  },
  analysis: reasoned((state, at, p) => splitRiskScore(state, at, p.comparator, p.riskScore)),
  // The gateway's risk score of the time is in the record when a risk check ran; none means 0, as at the gateway.
  replay: replayFrom(['risk_data.final_score']),
  form: formOf(params, { defaults: { comparator: '>', riskScore: 50 }, labels: { riskScore: 'Risk score' } }),
  samples: [{ comparator: '>=', riskScore: 80 }, { comparator: '<', riskScore: 10 }],
});
