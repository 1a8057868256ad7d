import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUPS, AuditAction, auditActionGroup } from './audit-actions';

describe('audit actions', () => {
  it('every action belongs to a named group', () => {
    for (const action of AuditAction.options) expect(AUDIT_ACTION_GROUPS[auditActionGroup(action)], action).toBeDefined();
  });
  it('every group has an action', () => {
    const used = new Set(AuditAction.options.map(auditActionGroup));
    expect(Object.keys(AUDIT_ACTION_GROUPS).filter((g) => !used.has(g))).toEqual([]);
  });
});
