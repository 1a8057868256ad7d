import { z } from 'zod';
import { splitRiskScore } from '../analysis/split-helpers';
import { comparatorSymbol, formatNumber } from '../describe/format';
import { holds, note, relation } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { AMOUNT_COMPARATORS } from './param-values';

const params = z.strictObject({ comparator: z.enum(AMOUNT_COMPARATORS), riskScore: z.number().int() });

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
