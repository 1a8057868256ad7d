import { describe, expect, it } from 'vitest';
import { can, Permission, Role, ROLE_PERMISSIONS } from './permissions';

describe('permission matrix', () => {
  it('gives the admin everything and nobody else user management or the audit log', () => {
    for (const p of Permission.options) expect(can('admin', p)).toBe(true);
    for (const role of Role.options.filter((r) => r !== 'admin')) {
      expect(can(role, 'users:manage')).toBe(false);
      expect(can(role, 'audit:read')).toBe(false);
    }
  });
  it('matches the roles of a payment console', () => {
    expect(ROLE_PERMISSIONS['routing-editor']).toContain('routing:write');
    expect(can('support', 'profiles:write')).toBe(true);
    expect(can('support', 'routing:write')).toBe(false);
    expect(can('qa', 'transactions:run')).toBe(true);
    expect(can('qa', 'profiles:write')).toBe(false);
    expect(ROLE_PERMISSIONS.viewer).toEqual(['routing:read', 'bi:read']);
    // Replaying a draft reads every payment of a window: routing editors (and admins) only.
    expect(Role.options.filter((r) => can(r, 'bi:replay'))).toEqual(['admin', 'routing-editor']);
    // Four eyes (issue 14): editors ask, administrators approve; only they switch approval on or off.
    expect(Role.options.filter((r) => can(r, 'routing:approve'))).toEqual(['admin']);
    expect(Role.options.filter((r) => can(r, 'settings:manage'))).toEqual(['admin']);
  });
});
