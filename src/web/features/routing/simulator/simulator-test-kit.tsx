import { QueryClientProvider as QueryProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { apiPaths, type EnvironmentSummary } from '@contracts/bff-api';
import type { GoldenCaseDto } from '@contracts/bff-golden';
import { goldenPaths } from '@contracts/bff-golden';
import type { SessionInfo } from '@contracts/bff-auth';
import { permissionsOf, type Role } from '@domain/auth/permissions';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { REFERENCE_SETTINGS, type GoldenCaseInput } from '@domain/routing/evaluation';
import type { SingleMethodDocument } from '@domain/routing/document';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import { mockFetch, testQueryClient } from '@web/test/render-app';
import { connectorsBody, environmentsBody, sessionBody } from '@web/test/world-responses';
import { sessionKeys } from '@web/lib/session-query';
import type { EditorEnvironment } from '../editor/editor-props';
import { EditorProvider } from '../editor/state/editor-context';
import { createEditorStore } from '../editor/state/editor-store';
import { SimulatorPanel } from './simulator-panel';

/** Test-only: the simulator panel around a real editor store, query cache and a fake golden-case API. */
export const ROUTER = CONNECTORS.cardRouter.guid;
export const names = connectorNameLookup(ALL_CONNECTORS);
export const simEnv: EditorEnvironment = { connectors: connectorsBody.connectors, constraints: [], names, issues: [], byNode: new Map() };

/** The sandbox environment as the BFF lists it, with its evaluation settings; tests override parts. */
export const sandboxEnvironment = (patch: Partial<EnvironmentSummary> = {}): EnvironmentSummary => ({
  ...environmentsBody.environments[0]!,
  evaluation: REFERENCE_SETTINGS,
  ...patch,
});

export const goldenServer = (initial: GoldenCaseInput[] = [], environment: EnvironmentSummary = sandboxEnvironment()) => {
  let next = 1;
  const cases: GoldenCaseDto[] = initial.map((c) => ({ ...c, id: next++, createdBy: 'admin', createdAt: '2026-01-01T00:00:00.000Z' }));
  const fetch = mockFetch({
    [apiPaths.environments]: () => ({ status: 200, body: { environments: [environment] } }),
    [goldenPaths.cases('sandbox', ROUTER)]: (_url, init) => {
      if (init?.method !== 'POST') return { status: 200, body: { cases } };
      const id = next++;
      cases.push({ ...(JSON.parse(String(init.body)) as GoldenCaseInput), id, createdBy: 'admin', createdAt: '2026-01-02T00:00:00.000Z' });
      return { status: 201, body: { id } };
    },
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((id) => [
        goldenPaths.case('sandbox', ROUTER, id),
        () => {
          cases.splice(cases.findIndex((c) => c.id === id), 1);
          return { status: 200, body: { ok: true } };
        },
      ]),
    ),
  });
  return { cases, fetch };
};

export const renderSimulator = (role: Role = 'admin', document: SingleMethodDocument = cardRouterDocument, locationState: unknown = null) => {
  const store = createEditorStore({ kind: 'single', connectorGuid: ROUTER, revision: 'rev-1', document }, 'sandbox');
  const queryClient = testQueryClient();
  const session: SessionInfo = { ...sessionBody, user: { ...sessionBody.user, role }, permissions: permissionsOf(role) };
  queryClient.setQueryData(sessionKeys.current, session);
  const view = render(
    <EditorProvider store={store}>
      <SimulatorPanel env={simEnv} />
    </EditorProvider>,
    {
      wrapper: ({ children }) => (
        <QueryProvider client={queryClient}>
          <MemoryRouter initialEntries={[{ pathname: `/env/sandbox/connectors/${ROUTER}`, state: locationState }]}>{children}</MemoryRouter>
        </QueryProvider>
      ),
    },
  );
  return { store, queryClient, ...view };
};
