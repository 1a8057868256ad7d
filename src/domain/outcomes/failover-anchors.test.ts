import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { estimateOutcomes } from './estimate';
import { learnEvidence } from './evidence';
import type { OutcomeRecord } from './outcome-record';
import { attemptRecord, CTX, firstAttempts, routeAll } from './outcome-test-kit';

/**
 * A failover measured on many attempts is known as well as they say, however loosely first attempts
 * know the next connector's cell: G is tried first only for British cards in GBP, so its cell for
 * German cards in EUR rests on its regression's prior; but 800 EUR payments declined softly at L
 * failed over to G, and G approved exactly half of them. Those records measure the cell and the
 * pair's shift together; drawn apart, the estimate of dropping the failover was ± 9 points wide
 * (found by the coverage benchmark: worlds whose moved payments fail over to a connector seldom
 * tried first for them had half-widths of 2–4 points on 100,000 payments).
 */

const history = (): OutcomeRecord[] => {
  const records: OutcomeRecord[] = [];
  // L: 2,000 first attempts in EUR, 1,200 approved; each of the 800 soft declines fails over to G.
  for (let i = 0; i < 2000; i++) {
    const payment = `p-${i}`;
    const approved = i < 1200;
    records.push(attemptRecord({ connector: 'L', answer: approved ? 'approve' : 'soft', payment }));
    if (!approved) records.push(attemptRecord({ connector: 'G', answer: i % 2 === 0 ? 'approve' : 'soft', payment, attempt: 2 }));
  }
  // G's own first attempts: British cards in GBP only.
  records.push(...firstAttempts('G', 300, 240, { country: 'GB', currency: 'GBP', brand: 'mastercard' }));
  return records;
};

describe('a failover pair measured on many attempts', () => {
  it('keeps its precision in the estimate: dropping the failover to G loses 20 points of the EUR payments, ± 1.75 as the binomial says', () => {
    const records = history();
    const eur = records.filter((r) => r.currency === 'EUR');
    const result = estimateOutcomes({ evidence: learnEvidence(records), window: eur, live: routeAll('L', 'G'), draft: routeAll('L'), ctx: CTX, random: seededRandom(11), draws: 2000 });
    if (!result.ok) throw new Error(result.problem.message);
    const d = result.estimate.total.difference.approval;
    // 400 of the 2,000 payments were approved at G only after L declined: a loss of 0.2, measured on 800 failovers.
    expect(d.estimate).toBeCloseTo(-0.2, 1);
    expect(d.low).toBeLessThan(-0.2);
    expect(d.high).toBeGreaterThan(-0.2);
    // The loss is s·q, s the share declined softly at L (0.4 of 2,000), q G's approval after it (0.5 of
    // 800): by the delta method its sd is √(q²·s(1 − s)/2000 + s²·q(1 − q)/800) = 0.00894, a 95 %
    // half-width of 0.0175. The draws' half-width is that, within their own Monte Carlo error.
    const expected = 1.96 * Math.sqrt((0.25 * 0.24) / 2000 + (0.16 * 0.25) / 800);
    expect((d.high - d.low) / 2).toBeGreaterThan(0.8 * expected);
    expect((d.high - d.low) / 2).toBeLessThan(1.25 * expected);
  });
});
