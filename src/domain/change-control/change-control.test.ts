import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { evaluationContext } from '../routing/evaluation/evaluation-context';
import { REFERENCE_SETTINGS } from '../routing/evaluation/reference-rates';
import { noConnectorNames } from '../routing/describe/connector-names';
import { allowedActions, ChangeRequestStatus, isUpcoming, nextStatus } from './change-request';
import { mayAct } from './change-rules';
import { computeEvidence } from './evidence';
import { isRetryable, retryDelayMs, scheduleProblem, startOf } from './scheduling';

const editor = { username: 'editor', permissions: permissionsOf('routing-editor') };
const admin = { username: 'admin', permissions: permissionsOf('admin') };

describe('change request state machine', () => {
  it('goes pending → approved → scheduled → applied → reverted, and nowhere from a final status', () => {
    expect(nextStatus('pending', 'approve')).toBe('approved');
    expect(nextStatus('approved', 'schedule')).toBe('scheduled');
    expect(nextStatus('scheduled', 'apply')).toBe('applied');
    expect(nextStatus('applied', 'revert')).toBe('reverted');
    for (const final of ['rejected', 'reverted', 'withdrawn'] as const) expect(allowedActions(final)).toEqual([]);
  });

  it('voids an approval on amend or rebase: the request is pending again', () => {
    expect(nextStatus('approved', 'amend')).toBe('pending');
    expect(nextStatus('approved', 'rebase')).toBe('pending');
    expect(nextStatus('failed', 'rebase')).toBe('pending');
  });

  it('lists as upcoming what may still go live, a window still to end, and alerts', () => {
    const quiet = { alert: false, revertPending: false };
    expect(isUpcoming('scheduled', quiet)).toBe(true);
    expect(isUpcoming('applied', quiet)).toBe(false);
    expect(isUpcoming('applied', { ...quiet, revertPending: true })).toBe(true);
    expect(isUpcoming('reverted', { ...quiet, alert: true })).toBe(true);
  });

  it('never applies what was not approved', () => {
    for (const status of ChangeRequestStatus.options.filter((s) => s !== 'approved')) expect(nextStatus(status, 'schedule'), status).toBeNull();
  });
});

describe('who may do what', () => {
  const request = { status: 'pending' as const, author: 'editor' };

  it('lets an approver other than the author approve, and refuses the author', () => {
    expect(mayAct('approve', request, admin)).toEqual({ ok: true, next: 'approved' });
    expect(mayAct('approve', { ...request, author: 'admin' }, admin)).toMatchObject({ ok: false, status: 403, code: 'OWN_REQUEST' });
  });

  it('refuses a reviewer without the approve permission', () => {
    expect(mayAct('reject', { ...request, author: 'someone' }, editor)).toMatchObject({ ok: false, status: 403, code: 'FORBIDDEN' });
  });

  it('lets only the author amend, rebase or withdraw', () => {
    expect(mayAct('amend', request, editor)).toMatchObject({ ok: true });
    expect(mayAct('withdraw', request, admin)).toMatchObject({ ok: false, code: 'NOT_AUTHOR' });
  });

  it('answers 409 for a step the state machine does not have', () => {
    expect(mayAct('approve', { status: 'rejected', author: 'editor' }, admin)).toMatchObject({ ok: false, status: 409, code: 'INVALID_TRANSITION' });
  });
});

describe('scheduling', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('refuses a window that ends before it starts or has ended', () => {
    expect(scheduleProblem({ mode: 'window', startAt: '2026-11-26T14:00:00Z', endAt: '2026-11-26T13:00:00Z' }, now)).toMatch(/end after/);
    expect(scheduleProblem({ mode: 'window', startAt: '2026-11-26T10:00:00Z', endAt: '2026-11-26T11:00:00Z' }, now)).toMatch(/ended/);
    expect(scheduleProblem({ mode: 'window', startAt: '2026-11-26T13:00:00+01:00', endAt: '2026-11-26T14:00:00Z' }, now)).toBeNull();
  });
  it('starts a past start time at once', () => {
    expect(startOf({ mode: 'at', startAt: '2026-11-26T11:00:00Z' }, now)).toEqual(now);
  });
  it('backs off four times longer each attempt and never retries a conflict', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 4000, 16000]);
    expect(isRetryable('CONFLICT')).toBe(false);
    expect(isRetryable('GATEWAY_UNAVAILABLE')).toBe(true);
  });
});

describe('evidence', () => {
  it('says the change in words, places it on the graph and checks the golden cases on the draft', () => {
    const draft = { ...cardRouterDocument, default: { connector: CONNECTORS.betaEur.guid }, tree: { ...cardRouterDocument.tree!, then: { route: { connector: CONNECTORS.gammaChf.guid } } } };
    const goldenCases = [{ id: 1, name: 'any', transaction: { amount: '10.00', currency: 'EUR', transactionType: 'debit' }, expectedConnector: CONNECTORS.gammaChf.guid }];
    const evidence = computeEvidence({
      base: cardRouterDocument,
      draft,
      baseRevision: 'r1',
      goldenCases: goldenCases as never,
      context: evaluationContext(REFERENCE_SETTINGS),
      names: noConnectorNames,
      now: new Date('2026-11-26T12:00:00Z'),
    });
    expect(evidence.changes.map((c) => c.message).join('\n')).toMatch(/Default connector changed/);
    expect(evidence.graph.added.length + evidence.graph.changed.length + evidence.graph.removed.length).toBeGreaterThan(0);
    expect(evidence.golden).toHaveLength(1);
    expect(evidence.computedAt).toBe('2026-11-26T12:00:00.000Z');
  });

  it('checks the draft against the connectors\' capabilities as the editor does, and names the warnings the live document lacks', () => {
    // The draft sends JPY to Beta Payments EUR, which declares EUR and GBP only.
    const draft = { ...cardRouterDocument, tree: { if: { constraint: 'Currency', params: { currency: 'JPY' } }, then: { route: { connector: CONNECTORS.betaEur.guid } }, else: cardRouterDocument.tree } };
    const input = { base: cardRouterDocument, draft, baseRevision: 'r1', goldenCases: [], context: evaluationContext(REFERENCE_SETTINGS), names: noConnectorNames, now: new Date('2026-11-26T12:00:00Z') };
    const capabilities = { observedDays: 90, connectors: { [CONNECTORS.betaEur.guid]: { declared: { currencies: ['EUR', 'GBP'] } } } };
    const withBook = computeEvidence({ ...input, capabilities });
    const capabilityWarnings = withBook.findings.filter((f) => f.code.startsWith('capability-'));
    expect(capabilityWarnings).toHaveLength(1);
    expect(capabilityWarnings[0]!.message).toMatch(/JPY/);
    expect(withBook.newFindings).toContain(capabilityWarnings[0]!.message);
    // Without capabilities (gateway or BI not reachable), no capability check and no false alarm.
    expect(computeEvidence(input).findings.filter((f) => f.code.startsWith('capability-'))).toEqual([]);
  });
});
