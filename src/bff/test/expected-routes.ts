import type { Permission } from '@domain/auth/permissions';

/**
 * The BFF's API as the tests expect it, written by hand and independent of the routes' own
 * declarations: who may call each route and, for a mutating one, its audit action. A route
 * declared with the wrong permission (or a new route nobody thought about) fails the permission
 * matrix instead of passing it. Adding a route means adding it here, on purpose.
 */
export type ExpectedAccess = Permission | 'public' | 'signed-in';

export interface ExpectedRoute {
  access: ExpectedAccess;
  /** The audit action every request to a mutating route leaves in the audit log. */
  audit?: string;
}

const connector = '/api/env/:env/connectors/:guid';
const profiles = '/api/env/:env/profiles';
const change = '/api/env/:env/change-requests/:id';

export const EXPECTED_ROUTES: Readonly<Record<string, ExpectedRoute>> = {
  'GET /api/health': { access: 'public' },
  'POST /api/session/login': { access: 'public', audit: 'session.login' },
  'GET /api/session': { access: 'signed-in' },
  'POST /api/session/logout': { access: 'signed-in', audit: 'session.logout' },
  'GET /api/environments': { access: 'signed-in' },
  'GET /api/env/:env/connectors': { access: 'routing:read' },
  'GET /api/env/:env/constraints': { access: 'routing:read' },
  'GET /api/env/:env/capabilities': { access: 'routing:read' },
  [`GET ${connector}/routing`]: { access: 'routing:read' },
  [`PUT ${connector}/routing`]: { access: 'routing:write', audit: 'routing.save' },
  [`POST ${connector}/routing/attempts/:id/resolve`]: { access: 'routing:write', audit: 'routing.save-check' },
  [`GET ${connector}/versions`]: { access: 'routing:read' },
  [`GET ${connector}/versions/:id`]: { access: 'routing:read' },
  [`GET ${connector}/test-cases`]: { access: 'routing:read' },
  [`POST ${connector}/test-cases`]: { access: 'routing:write', audit: 'test-case.create' },
  [`DELETE ${connector}/test-cases/:id`]: { access: 'routing:write', audit: 'test-case.delete' },
  'GET /api/env/:env/change-requests': { access: 'routing:read' },
  [`POST ${connector}/change-requests`]: { access: 'routing:write', audit: 'change-request.create' },
  [`GET ${change}`]: { access: 'routing:read' },
  [`PUT ${change}`]: { access: 'routing:write', audit: 'change-request.amend' },
  [`POST ${change}/rebase`]: { access: 'routing:write', audit: 'change-request.rebase' },
  [`POST ${change}/evidence`]: { access: 'routing:write', audit: 'change-request.refresh' },
  [`POST ${change}/approve`]: { access: 'routing:approve', audit: 'change-request.approve' },
  [`POST ${change}/reject`]: { access: 'routing:approve', audit: 'change-request.reject' },
  [`POST ${change}/request-changes`]: { access: 'routing:approve', audit: 'change-request.request-changes' },
  [`POST ${change}/withdraw`]: { access: 'routing:write', audit: 'change-request.withdraw' },
  [`POST ${change}/apply`]: { access: 'routing:write', audit: 'change-request.schedule' },
  [`POST ${change}/acknowledge`]: { access: 'routing:write', audit: 'change-request.acknowledge' },
  'GET /api/env/:env/settings': { access: 'routing:read' },
  'PUT /api/env/:env/settings': { access: 'settings:manage', audit: 'environment.settings' },
  'GET /api/env/:env/profile-containers': { access: 'profiles:read' },
  [`POST ${profiles}/lookup`]: { access: 'profiles:read', audit: 'profile.view' },
  [`POST ${profiles}/search`]: { access: 'profiles:read', audit: 'profile.search' },
  [`PUT ${profiles}/:profileGuid`]: { access: 'profiles:write', audit: 'profile.update' },
  [`DELETE ${profiles}/:profileGuid`]: { access: 'profiles:write', audit: 'profile.delete' },
  [`POST ${profiles}/attach`]: { access: 'profiles:write', audit: 'profile.attach' },
  [`POST ${profiles}/detach`]: { access: 'profiles:write', audit: 'profile.detach' },
  [`POST ${profiles}/instrument-origins`]: { access: 'profiles:read', audit: 'profile.view' },
  'POST /api/env/:env/bi/search': { access: 'bi:read', audit: 'bi.query' },
  [`POST ${connector}/insights/observed`]: { access: 'bi:read', audit: 'bi.observed' },
  'POST /api/env/:env/insights/payment': { access: 'bi:read', audit: 'bi.payment' },
  [`POST ${connector}/insights/summary`]: { access: 'bi:read', audit: 'bi.summary' },
  [`POST ${connector}/replays`]: { access: 'bi:replay', audit: 'bi.replay' },
  [`POST ${connector}/outcome-estimate`]: { access: 'bi:replay', audit: 'bi.estimate' },
  [`POST ${connector}/insights/compared`]: { access: 'bi:read', audit: 'bi.compare' },
  'GET /api/env/:env/replays/:id': { access: 'bi:replay' },
  'DELETE /api/env/:env/replays/:id': { access: 'bi:replay', audit: 'bi.replay-cancel' },
  'GET /api/env/:env/test-transactions/options': { access: 'transactions:run' },
  [`POST ${connector}/transactions`]: { access: 'transactions:run', audit: 'transaction.run' },
  [`POST ${connector}/continue-dcc`]: { access: 'transactions:run', audit: 'dcc.continue' },
  'GET /api/users': { access: 'users:manage' },
  'POST /api/users': { access: 'users:manage', audit: 'user.create' },
  'PATCH /api/users/:id': { access: 'users:manage', audit: 'user.update' },
  'GET /api/audit': { access: 'audit:read' },
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** A concrete URL for a route pattern: the sandbox environment, the seeded card router, id 1, a well-formed profile GUID. */
export const concreteUrl = (url: string, guid: string) =>
  url.replace(':env', 'sandbox').replace(':guid', guid).replace(':id', '1').replace(':profileGuid', 'CP-0000-0000-0000-0000-0000-0000');

export const splitKey = (key: string) => {
  const [method, url] = key.split(' ') as [string, string];
  return { method, url };
};
