import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { EnvironmentsResponse, RoutingEnvelope } from '@contracts/bff-api';
import type { SessionInfo } from '@contracts/bff-auth';
import { changeKeys } from '@web/lib/change-control-client';
import { environmentKeys } from '@web/lib/environment-queries';
import { sessionKeys } from '@web/lib/session-query';
import { environmentsBody, sessionBody } from '@web/test/world-responses';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import { testQueryClient } from '@web/test/render-app';
import { routingKeys } from '../../routing-keys';
import type { EditorEnvironment } from '../editor-props';
import { EditorProvider } from '../state/editor-context';
import { createEditorStore } from '../state/editor-store';

/** Test-only: renders editor parts around a real store and query cache, without the rest of the page. */
export const ROUTER = CONNECTORS.cardRouter.guid;
export const names = connectorNameLookup(ALL_CONNECTORS);
export const routerEnvelope = (revision = 'rev-1', document = cardRouterDocument): Extract<RoutingEnvelope, { kind: 'single' }> => ({
  kind: 'single',
  connectorGuid: ROUTER,
  revision,
  document,
});

export const editorEnv = (issues: EditorEnvironment['issues'] = []): EditorEnvironment => ({
  connectors: [],
  constraints: [],
  names,
  issues,
  byNode: new Map(),
});

/** `session` and `environments` default to a signed-in administrator on the sandbox. */
export const renderInEditor = (ui: ReactNode, envelope: RoutingEnvelope = routerEnvelope(), options: { session?: SessionInfo; environments?: EnvironmentsResponse; locationState?: unknown; approvalRequired?: boolean } = {}) => {
  const store = createEditorStore(envelope, 'sandbox');
  const queryClient = testQueryClient();
  queryClient.setQueryData(routingKeys.detail('sandbox', envelope.connectorGuid), envelope);
  queryClient.setQueryData(sessionKeys.current, options.session ?? sessionBody);
  queryClient.setQueryData(environmentKeys.list(), options.environments ?? environmentsBody);
  queryClient.setQueryData(changeKeys.settings('sandbox'), { environment: 'sandbox', approvalRequired: options.approvalRequired ?? false, byDefault: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: `/env/sandbox/connectors/${envelope.connectorGuid}`, state: options.locationState ?? null }]}>
        <Routes>
          <Route path="/env/:env/connectors/:guid" element={<EditorProvider store={store}>{ui}</EditorProvider>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { store, queryClient, ...view };
};
