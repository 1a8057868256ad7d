import { describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@contracts/bff-auth';
import { auditSummary } from './audit-summary';

const entry = (detail: unknown): AuditEntryDto => ({
  id: 1, at: '2026-11-24T10:00:00.000Z', actor: 'admin', action: 'environment.settings', environment: 'production', target: null, outcome: 'success', detail,
  before: { approvalRequired: true }, after: { approvalRequired: false },
});

describe('audit lines in words', () => {
  it('says what an environment setting changed from and to, and why', () => {
    expect(auditSummary(entry({ approvalRequired: { from: true, to: false }, reason: 'incident 4711' }))).toBe(
      'Environment settings changed: four-eyes approval from required to not required: “incident 4711”',
    );
  });
});
