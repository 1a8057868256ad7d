import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { AUTH, createTestSandbox, type TestSandbox } from '../test-support';
import type { Incident } from './incidents';
import { sandboxMonteCarlo, verdictOf, type MonteCarloPayment } from './sandbox-monte-carlo';

/**
 * Issue 40.4: the truth function against a Monte Carlo run of the real sandbox
 * (sandbox-monte-carlo.ts): the sums of the outcomes of payments with tokenized cards through the
 * Card Router must be within the critical z (a false alarm in 100,000 runs of a test) of the sums
 * of their exact expectations: approval, first-attempt approval, and fees read from BI. Once as
 * seeded, once under an incident degrading Alpha Acquiring. The world bench runs it 10× larger.
 */

let sandbox: TestSandbox;
const NOW = new Date('2026-07-01T12:00:00Z');
beforeAll(async () => {
  sandbox = await createTestSandbox({ random: seededRandom(4004), now: () => NOW });
}, 60_000);
afterAll(async () => sandbox.close());

const expectAgreement = (payments: readonly MonteCarloPayment[]) => {
  const v = verdictOf(payments, 1e-5);
  expect(Math.abs(v.approval.z), `approved ${v.approval.observed}, expected ${v.approval.expected.toFixed(1)} ± ${v.approval.standardError.toFixed(1)}`).toBeLessThan(v.limit);
  expect(Math.abs(v.firstAttempt.z), `first attempt ${v.firstAttempt.observed}, expected ${v.firstAttempt.expected.toFixed(1)}`).toBeLessThan(v.limit);
  expect(Math.abs(v.fees.z), `fees ${v.fees.observed.toFixed(2)}, expected ${v.fees.expected.toFixed(2)}`).toBeLessThan(v.limit);
  return v;
};

describe('the truth function against the real sandbox', () => {
  it('expects the approvals, first-attempt approvals and fees the sandbox gives tokenized cards through the Card Router', async () => {
    await sandbox.reset();
    const payments = await sandboxMonteCarlo(sandbox.app, sandbox.db, 400, 1, [], NOW);
    const v = expectAgreement(payments);
    // Not a vacuous check: the segments' chances differ.
    expect(v.approval.expected / payments.length).toBeGreaterThan(0.6);
    expect(new Set(payments.map((p) => p.truth.approval.toFixed(2))).size).toBeGreaterThan(20);
  }, 300_000);

  it('and under an incident: Alpha Acquiring 40 points lower, a quarter more timeouts', async () => {
    await sandbox.reset();
    const res = await sandbox.app.inject({
      method: 'POST', url: '/sandbox/incidents', headers: { authorization: AUTH, 'content-type': 'application/json' },
      payload: JSON.stringify({ acquirer: 'AlphaAcquiring', approvalDropPp: 40, addedTimeoutPercent: 25 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { incident } = res.json() as { incident: Incident & { startsAt: string } };
    const payments = await sandboxMonteCarlo(sandbox.app, sandbox.db, 300, 2, [{ ...incident, startsAt: new Date(incident.startsAt), endsAt: null }], NOW);
    expectAgreement(payments);
    // The incident shows: the truth of these payments is well below the same payments' truth without it.
    expect(payments.reduce((s, p) => s + p.truth.firstAttemptApproval, 0) / payments.length).toBeLessThan(0.7);
  }, 300_000);
});
