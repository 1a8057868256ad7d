import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { estimateOutcomes } from './estimate';
import { learnEvidence } from './evidence';
import type { Comparison, Interval, OutcomeEstimate } from './outcome-estimate';
import type { AttemptAnswer, OutcomeRecord } from './outcome-record';
import { attemptRecord, CTX, routeAll, split } from './outcome-test-kit';

const CONNECTORS = ['A', 'B', 'C'] as const;
const answer = fc.constantFrom<AttemptAnswer>('approve', 'approve', 'approve', 'soft', 'hard', 'timeout');

/** Payments of one or two attempts at random connectors, brands and amounts; every connector sees every brand, so nothing is unknown. */
const history = fc.array(
  fc.record({ first: fc.constantFrom(...CONNECTORS), second: fc.constantFrom(...CONNECTORS), a1: answer, a2: answer, brand: fc.constantFrom('visa', 'mastercard'), amount: fc.integer({ min: 1, max: 2000 }) }),
  { minLength: 1, maxLength: 60 },
).map((payments) => {
  const records: OutcomeRecord[] = [];
  payments.forEach((p, i) => {
    records.push(attemptRecord({ connector: p.first, answer: p.a1, payment: `p${i}`, baseAmount: p.amount, brand: p.brand, fees: 0.02 * p.amount }));
    if (p.a1 === 'soft' || p.a1 === 'timeout') records.push(attemptRecord({ connector: p.second, answer: p.a2, payment: `p${i}`, attempt: 2, baseAmount: p.amount, brand: p.brand, fees: 0.03 * p.amount }));
  });
  for (const connector of CONNECTORS) for (const brand of ['visa', 'mastercard']) records.push(attemptRecord({ connector, answer: 'approve', payment: `seen-${connector}-${brand}`, brand }));
  return records;
});
const documents = fc.oneof(
  fc.constantFrom(...CONNECTORS).map((c) => routeAll(c)),
  fc.tuple(fc.constantFrom(...CONNECTORS), fc.constantFrom(...CONNECTORS)).map(([c, f]) => routeAll(c, f)),
  fc.tuple(fc.integer({ min: 1, max: 99 }), fc.constantFrom(...CONNECTORS), fc.constantFrom(...CONNECTORS)).map(([p, a, b]) => split(p, a, b)),
);

const run = (records: OutcomeRecord[], live = routeAll('A'), draft = routeAll('B'), seed = 3, draws = 200): OutcomeEstimate => {
  const result = estimateOutcomes({ evidence: learnEvidence(records), window: records, live, draft, ctx: CTX, random: seededRandom(seed), draws });
  if (!result.ok) throw new Error(result.problem.message);
  return result.estimate;
};
const intervals = (c: Comparison): Interval[] => [c.live, c.draft, c.difference].flatMap((m) => [m.approval, m.firstAttemptApproval, m.fees, m.net]);
const comparisons = (e: OutcomeEstimate): Comparison[] => [e.total, ...e.cells, ...e.breakdowns];

describe('estimateOutcomes, properties', () => {
  it('identical draft and live: every difference is exactly 0 with a zero-width interval', () => {
    fc.assert(fc.property(history, documents, fc.integer(), (records, doc, seed) => {
      const e = run(records, doc, doc, seed);
      for (const c of comparisons(e))
        for (const i of [c.difference.approval, c.difference.firstAttemptApproval, c.difference.fees, c.difference.net]) expect(i).toEqual({ estimate: 0, low: 0, high: 0 });
    }), { numRuns: 40 });
  });

  it('every interval contains its point estimate, and rates stay within 0 and 1', () => {
    fc.assert(fc.property(history, documents, documents, fc.integer(), (records, live, draft, seed) => {
      const e = run(records, live, draft, seed);
      for (const c of comparisons(e)) {
        for (const i of intervals(c)) {
          expect(i.low).toBeLessThanOrEqual(i.estimate);
          expect(i.estimate).toBeLessThanOrEqual(i.high);
        }
        for (const m of [c.live, c.draft]) for (const i of [m.approval, m.firstAttemptApproval]) expect(i.low >= -1e-12 && i.high <= 1 + 1e-12).toBe(true);
      }
      // The moved cells and the breakdown values each add up to the total.
      const sum = (cs: Comparison[]) => cs.reduce((s, c) => s + c.payments, 0);
      expect(sum(e.cells)).toBeCloseTo(e.total.payments, 8);
      expect(sum(e.breakdowns.filter((b) => b.dimension === 'brand'))).toBeCloseTo(e.total.payments, 8);
    }), { numRuns: 40 });
  });

  it('more evidence of the same rates narrows the interval of the difference', () => {
    fc.assert(fc.property(fc.integer({ min: 10, max: 40 }), fc.integer({ min: 10, max: 40 }), fc.integer(), (a, b, seed) => {
      const once = [...Array.from({ length: 50 }, (_, i) => attemptRecord({ connector: 'A', answer: i < a ? 'approve' : 'soft', payment: `a${i}` })),
        ...Array.from({ length: 50 }, (_, i) => attemptRecord({ connector: 'B', answer: i < b ? 'approve' : 'soft', payment: `b${i}` }))];
      const times = (k: number) => Array.from({ length: k }, (_, copy) => once.map((r) => ({ ...r, uuid: `${r.uuid}-${copy}`, broker_id: `${r.broker_id}-${copy}` }))).flat();
      const width = (e: OutcomeEstimate) => e.total.difference.approval.high - e.total.difference.approval.low;
      // Four times the evidence halves the width; 200 draws leave a few per cent of noise in each width.
      expect(width(run(times(4), undefined, undefined, seed))).toBeLessThan(0.75 * width(run(once, undefined, undefined, seed)));
    }), { numRuns: 20 });
  });
});
