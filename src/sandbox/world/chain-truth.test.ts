import { describe, expect, it } from 'vitest';
import { createRng } from '../history/random';
import { runAttempts, worldAnswerer } from '../engine/transactions/acquirer';
import { chainTruth, sceneOf, type PricedPayment } from './chain-truth';
import { countCheck, criticalZ } from './sample-check';
import { HAND_CONNECTORS, HAND_WORLD, PLAIN_FEATURES } from './test-world';
import { worldView } from './world-view';

const view = worldView(HAND_WORLD, { EUR: 1, GBP: 1.2 });
const scene = sceneOf(view, HAND_CONNECTORS);
const payment: PricedPayment = { features: PLAIN_FEATURES, type: 'debit', amount: 100, currency: 'EUR' };

// The hand world (test-world.ts): one payment in five doubtful; A approves 0.9 of good, 0.549147… of doubtful
// payments among the 90 % it answers; B approves 0.8 and 4e⁻²/(1 + 4e⁻²) = 0.351214… and never times out.
const pA = { good: 0.9, doubtful: (9 * Math.exp(-2)) / (1 + 9 * Math.exp(-2)) };
const pB = { good: 0.8, doubtful: (4 * Math.exp(-2)) / (1 + 4 * Math.exp(-2)) };
const aOdds = (p: number, hard: number) => ({ approve: 0.9 * p, failOver: 0.1 + 0.9 * (1 - p) * (1 - hard), answered: 0.9 });

describe('the truth of a failover chain', () => {
  it('is the hand-computed mixture over the issuer’s state: first attempt, after failover, attempts, fees', () => {
    const good = aOdds(pA.good, 0.25);
    const doubtful = aOdds(pA.doubtful, 0.5);
    const approval = 0.8 * (good.approve + good.failOver * pB.good) + 0.2 * (doubtful.approve + doubtful.failOver * pB.doubtful);
    const truth = chainTruth(scene, ['CO-A', 'CO-B'], payment);
    expect(truth.firstAttemptApproval).toBeCloseTo(0.8 * good.approve + 0.2 * doubtful.approve, 12);
    expect(truth.approval).toBeCloseTo(approval, 12);
    expect(truth.approval).toBeCloseTo(0.87532, 4);
    expect(truth.attempts).toBeCloseTo(1 + 0.8 * good.failOver + 0.2 * doubtful.failOver, 12);
    // A: 0.05 per answered attempt, 1 % + 0.10 of a sale; B: 2 % of a sale, reached after A failed over.
    const aSale = 0.8 * good.approve + 0.2 * doubtful.approve;
    const bSale = 0.8 * good.failOver * pB.good + 0.2 * doubtful.failOver * pB.doubtful;
    expect(truth.fees).toBeCloseTo(0.05 * 0.9 + aSale * 1.1 + bSale * 2, 12);
  });

  it('counts a connector that cannot process as a failed first attempt, and skips one the tenant does not have', () => {
    const truth = chainTruth(scene, ['CO-unknown', 'CO-OFF', 'CO-B'], payment);
    expect(truth.firstAttemptApproval).toBe(0);
    expect(truth.approval).toBeCloseTo(0.8 * pB.good + 0.2 * pB.doubtful, 12);
    expect(truth.attempts).toBeCloseTo(2, 12);
    expect(chainTruth(scene, [], payment)).toEqual({ firstAttemptApproval: 0, approval: 0, attempts: 0, fees: 0 });
  });

  it('agrees with the sandbox’s own attempts drawn from the models (Monte Carlo, seeded)', () => {
    const rng = createRng(40);
    const runs = 40_000;
    let approved = 0;
    let first = 0;
    for (let i = 0; i < runs; i++) {
      const attempts = runAttempts(['CO-A', 'CO-B'], worldAnswerer(view, PLAIN_FEATURES, rng.next), (guid) => HAND_CONNECTORS.get(guid));
      if (attempts.at(-1)?.status === 'success') approved++;
      if (attempts[0]?.status === 'success') first++;
    }
    const truth = chainTruth(scene, ['CO-A', 'CO-B'], payment);
    // One check per figure, a false alarm in 100,000 runs of this test.
    const limit = criticalZ(1e-5, 2);
    expect(Math.abs(countCheck(approved, Array(runs).fill(truth.approval)).z)).toBeLessThan(limit);
    expect(Math.abs(countCheck(first, Array(runs).fill(truth.firstAttemptApproval)).z)).toBeLessThan(limit);
  });
});
