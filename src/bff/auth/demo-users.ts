import type { Role } from '@domain/auth/permissions';

/**
 * Demo users the studio seeds in sandbox mode, one per role (printed at start and listed in the
 * README). Local demo credentials only: a studio on a real gateway starts from STUDIO_ADMIN_PASSWORD
 * or `npm run user:add`.
 */
export const DEMO_USERS: ReadonlyArray<{ username: string; displayName: string; role: Role; password: string }> = [
  { username: 'admin', displayName: 'Ada Admin', role: 'admin', password: 'admin-Demo-2026' },
  { username: 'editor', displayName: 'Erik Editor', role: 'routing-editor', password: 'editor-Demo-2026' },
  { username: 'support', displayName: 'Sam Support', role: 'support', password: 'support-Demo-2026' },
  { username: 'qa', displayName: 'Quinn QA', role: 'qa', password: 'qa-Demo-2026' },
  { username: 'viewer', displayName: 'Vera Viewer', role: 'viewer', password: 'viewer-Demo-2026' },
];

export const demoUser = (role: Role) => DEMO_USERS.find((u) => u.role === role)!;
