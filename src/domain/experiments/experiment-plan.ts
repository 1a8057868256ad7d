import { plannedPayments } from './ab-sequence';

/**
 * The plan shown before an experiment starts (issue 45.2), from the window's real traffic: how many
 * differently routed payments the test needs to see the drop worth detecting breach the guardrail
 * with 90 % power, and how long the traffic takes to bring them. "Differently routed" is what the
 * replay of the draft over the window counts as moved: the payments the two arms would route
 * differently (the others are neutral); both arms' share of them count, so the time does not depend
 * on the share, only the payments needed do.
 */
export interface PlanRequest {
  /** The draft's share of the traffic, a whole percentage 1–99. */
  percent: number;
  /** Payments of the window the draft routes differently, and the window's length in days. */
  movedPayments: number;
  windowDays: number;
  /** The live approval of those payments in the window (the centre of the test's values). */
  baseline: number;
  /** The drop worth detecting and the largest drop accepted, both in percentage points. */
  dropPp: number;
  guardrailPp: number;
}

export type PlanResult =
  | { ok: true; payments: number; perDay: number; days: number }
  | { ok: false; problem: { code: 'share' | 'guardrail' | 'effect' | 'no-traffic'; message: string } };

export const experimentPlan = (r: PlanRequest): PlanResult => {
  if (!Number.isInteger(r.percent) || r.percent < 1 || r.percent > 99) return { ok: false, problem: { code: 'share', message: `the draft's share is a whole percentage from 1 to 99, not ${r.percent}` } };
  if (!(r.guardrailPp >= 0)) return { ok: false, problem: { code: 'guardrail', message: `the guardrail is the largest approval drop accepted, 0 pp or more, not ${r.guardrailPp} pp` } };
  if (!(r.dropPp > r.guardrailPp) || r.dropPp > 100) return { ok: false, problem: { code: 'effect', message: `the drop worth detecting must be larger than the guardrail (${r.guardrailPp} pp) and at most 100 pp, not ${r.dropPp} pp` } };
  const perDay = r.windowDays > 0 ? r.movedPayments / r.windowDays : 0;
  if (perDay <= 0) return { ok: false, problem: { code: 'no-traffic', message: 'the window has no payment the draft routes differently: an experiment would never see a difference' } };
  const payments = plannedPayments({ share: r.percent / 100, baseline: r.baseline, drop: r.dropPp / 100, guardrail: r.guardrailPp / 100, alpha: 0.05 });
  if (!Number.isFinite(payments)) return { ok: false, problem: { code: 'effect', message: `no number of payments can show a ${r.dropPp} pp drop beyond a ${r.guardrailPp} pp guardrail at ${r.percent} %` } };
  return { ok: true, payments, perDay, days: payments / perDay };
};
