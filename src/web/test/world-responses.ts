import { apiPaths, type ConnectorsListResponse, type ConstraintsListResponse, type EnvironmentsResponse, type Health } from '@contracts/bff-api';
import { publishedCatalogue } from '@domain/routing/conditions/catalogue';
import type { SessionInfo } from '@contracts/bff-auth';
import { permissionsOf, type Role } from '@domain/auth/permissions';
import { ALL_CONNECTORS } from '@fixtures/world';

export const environmentsBody: EnvironmentsResponse = { environments: [{ id: 'sandbox', name: 'Local sandbox', production: false, sandbox: true }] };

export const healthBody: Health = { status: 'ok', environment: 'sandbox', gateway: { url: 'http://127.0.0.1:8081', reachable: true, latencyMs: 3 } };

export const connectorsBody: ConnectorsListResponse = {
  connectors: ALL_CONNECTORS.map(({ guid, name, adapter, method, isMetaConnector, multiMethod, disabled, archived, customerProfileContainer, dccEnabled, linkedMethods }) => ({
    guid,
    name,
    adapter,
    method,
    isMetaConnector,
    multiMethod,
    disabled,
    archived,
    customerProfileContainer,
    dccEnabled,
    ...(linkedMethods ? { linkedMethods } : {}),
  })),
};

/** The gateway catalogue as the sandbox publishes it: every kind of the registry with its JSON Schema. */
export const constraintsBody: ConstraintsListResponse = { constraints: publishedCatalogue() };

/** What a routing page of the sandbox environment asks besides its document: add the routing GET to it. */
export const routingPageResponses = () => {
  const ok = (body: unknown) => () => ({ status: 200, body });
  return {
    [apiPaths.environments]: ok(environmentsBody),
    [apiPaths.health]: ok(healthBody),
    [apiPaths.connectors('sandbox')]: ok(connectorsBody),
    [apiPaths.constraints('sandbox')]: ok(constraintsBody),
  };
};

/** A signed-in administrator: component tests render pages as someone who may do everything. */
export const sessionBody: SessionInfo = {
  user: { id: 1, username: 'admin', displayName: 'Ada Admin', role: 'admin' },
  permissions: permissionsOf('admin'),
  csrfToken: 'test-csrf-token',
};

/** A signed-in user of another role, for tests of what a role may see. */
export const sessionAs = (role: Role): SessionInfo => ({ ...sessionBody, user: { ...sessionBody.user, role }, permissions: permissionsOf(role) });
