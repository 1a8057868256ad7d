import { addPayment, differenceBounds, newArmSequence, phiVariance, verdictOf, type Verdict } from './ab-sequence';

/**
 * Simulated experiments against a known truth (issue 45.5; the test and `npm run bench --
 * experiment-sequence` run it): each differently routed payment goes to the draft's arm with the
 * share, approves with its arm's true rate, and the verdict is read after every payment (stricter
 * than the scheduler's cycle, which reads a batch at a time) until it is not `continue` or the
 * planned size is reached. The random source is passed in: seeded, the runs repeat exactly.
 */
export interface SimulationPlan {
  share: number;
  /** The live approval the plan read from history (the centre of the values). */
  baseline: number;
  guardrail: number;
  /** The differently routed payments the plan expects to need (plannedPayments). */
  planned: number;
  alpha?: number;
}

export interface SimulationResult {
  runs: number;
  ended: Record<Verdict, number>;
  /** Mean payments read until the verdict (the planned size for runs that reached it). */
  meanStop: number;
}

export const simulateExperiments = (runs: number, truth: { live: number; draft: number }, plan: SimulationPlan, random: () => number): SimulationResult => {
  const design = { share: plan.share, alpha: plan.alpha ?? 0.05, plannedPayments: plan.planned, center: plan.baseline, outcomeRange: [0, 1] as const, expectedVariance: phiVariance(plan.share, plan.baseline, 0) };
  const ended: Record<Verdict, number> = { breach: 0, win: 0, continue: 0 };
  let stops = 0;
  for (let run = 0; run < runs; run++) {
    let s = newArmSequence(design);
    let verdict: Verdict = 'continue';
    let i = 0;
    for (; i < plan.planned && verdict === 'continue'; i++) {
      const arm = random() < plan.share ? 'draft' : 'live';
      s = addPayment(s, arm, random() < truth[arm] ? 1 : 0);
      verdict = verdictOf(differenceBounds(s), plan.guardrail);
    }
    ended[verdict]++;
    stops += i;
  }
  return { runs, ended, meanStop: stops / runs };
};
