import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RoutingEnvelope } from '../../../../../contracts/bff-api';
import { connectorNameLookup } from '../../../../../domain/routing/describe/connector-names';
import { cardRouterDocument } from '../../../../../fixtures/routing-documents';
import { ALL_CONNECTORS, CONNECTORS } from '../../../../../fixtures/world';
import { testQueryClient } from '../../../../test/render-app';
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

export const renderInEditor = (ui: ReactNode, envelope = routerEnvelope()) => {
  const store = createEditorStore(envelope, 'sandbox');
  const queryClient = testQueryClient();
  queryClient.setQueryData(routingKeys.detail('sandbox', envelope.connectorGuid), envelope);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <EditorProvider store={store}>{ui}</EditorProvider>
    </QueryClientProvider>,
  );
  return { store, queryClient, ...view };
};
