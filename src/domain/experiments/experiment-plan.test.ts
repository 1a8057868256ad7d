import { describe, expect, it } from 'vitest';
import { plannedPayments } from './ab-sequence';
import { experimentPlan } from './experiment-plan';

describe('experimentPlan', () => {
  const request = { percent: 10, movedPayments: 30_000, windowDays: 30, baseline: 0.9, dropPp: 1, guardrailPp: 0 };

  it('the payments the sequence needs, and the days the moved traffic takes to bring them', () => {
    const plan = experimentPlan(request);
    if (!plan.ok) throw new Error(plan.problem.message);
    expect(plan.payments).toBe(plannedPayments({ share: 0.1, baseline: 0.9, drop: 0.01, guardrail: 0, alpha: 0.05 }));
    expect(plan.perDay).toBe(1000);
    expect(plan.days).toBeCloseTo(plan.payments / 1000, 9);
    // A larger share needs fewer payments, so fewer days.
    const half = experimentPlan({ ...request, percent: 50 });
    expect(half.ok && half.days < plan.days).toBe(true);
  });

  it('bad input is named', () => {
    expect(experimentPlan({ ...request, percent: 0 })).toMatchObject({ ok: false, problem: { code: 'share' } });
    expect(experimentPlan({ ...request, percent: 100 })).toMatchObject({ ok: false, problem: { code: 'share' } });
    expect(experimentPlan({ ...request, guardrailPp: -0.5 })).toMatchObject({ ok: false, problem: { code: 'guardrail', message: expect.stringContaining('0 pp or more, not -0.5 pp') } });
    expect(experimentPlan({ ...request, dropPp: 0.5, guardrailPp: 1 })).toMatchObject({ ok: false, problem: { code: 'effect' } });
    expect(experimentPlan({ ...request, movedPayments: 0 })).toMatchObject({ ok: false, problem: { code: 'no-traffic' } });
  });
});
