import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RoutingEnvelope } from '@contracts/bff-api';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import type { MultiMethodDocument } from '@domain/routing/document';
import { checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { environmentKeys } from '@web/lib/environment-queries';
import { sessionKeys } from '@web/lib/session-query';
import { testQueryClient } from '@web/test/render-app';
import { capabilitiesQuery } from '../analysis/capability-query';
import { connectorsBody, constraintsBody, environmentsBody, sessionBody } from '@web/test/world-responses';
import { MultiMethodEditor } from '../../multi-method-editor';

/** Test-only: the multi-method editor on the seeded Checkout connector (or a variant of its document), signed in as an administrator. */
export const CHECKOUT = CONNECTORS.checkout.guid;

export const renderMultiEditor = (document: MultiMethodDocument = checkoutDocument) => {
  const envelope: Extract<RoutingEnvelope, { kind: 'multi' }> = { kind: 'multi', connectorGuid: CHECKOUT, revision: 'rev-1', document };
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.current, sessionBody);
  queryClient.setQueryData(environmentKeys.list(), environmentsBody);
  // No capabilities known: the routing analysis checks none, and nothing is fetched.
  queryClient.setQueryData(capabilitiesQuery('sandbox').queryKey, { observedDays: 90, observedUnavailable: null, connectors: {} });
  const connectors = connectorsBody.connectors;
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/env/sandbox/connectors/${CHECKOUT}`]}>
        <Routes>
          <Route
            path="/env/:env/connectors/:guid"
            element={<MultiMethodEditor env="sandbox" envelope={envelope} connectors={connectors} constraints={constraintsBody.constraints} names={connectorNameLookup(connectors)} />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

/** The checkout document with one method block replaced. */
export const withMethod = (method: string, change: (block: MultiMethodDocument['methods'][number]) => MultiMethodDocument['methods'][number]): MultiMethodDocument => ({
  ...checkoutDocument,
  methods: checkoutDocument.methods.map((m) => (m.method === method ? change(m) : m)),
});

/** Opens a side-panel tab and waits for its code: every tab but the first loads when first opened (lazy-panels.tsx). */
export const openSideTab = async (name: string) => {
  await userEvent.click(within(screen.getByRole('tablist', { name: 'Side panel' })).getByRole('tab', { name }));
  await waitFor(() => {
    if (screen.queryByText(/^Loading the /)) throw new Error(`the ${name} tab is still loading`);
  });
};
