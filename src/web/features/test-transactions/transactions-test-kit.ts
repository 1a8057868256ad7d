import { apiPaths } from '@contracts/bff-api';
import { authPaths } from '@contracts/bff-auth';
import { transactionPaths, type TestTransactionOptions, type TestTransactionResult } from '@contracts/bff-transactions';
import type { TransactionResponse } from '@contracts/gateway-transactions';
import type { Role } from '@domain/auth/permissions';
import { ALL_CONNECTORS, TEST_CARDS } from '@fixtures/world';
import { mockFetch, type Handler } from '../../test/render-app';
import { environmentsBody, healthBody, sessionAs } from '../../test/world-responses';

export const optionsBody: TestTransactionOptions = {
  connectors: ALL_CONNECTORS.map((c) => ({
    guid: c.guid,
    name: c.name,
    method: c.method,
    isMetaConnector: c.isMetaConnector,
    multiMethod: c.multiMethod,
    dccEnabled: c.dccEnabled,
    disabled: c.disabled,
    archived: c.archived,
    customerProfileContainer: c.customerProfileContainer,
    // One connector whose credentials the studio lacks, to show why it cannot be chosen.
    hasCredentials: c.name !== 'Gamma Cards CHF',
  })),
  testCards: TEST_CARDS.map(({ bin: _bin, ...card }) => card),
};

export const answer = (operation: TestTransactionResult['operation'], connectorGuid: string, response: TransactionResponse, durationMs = 42): TestTransactionResult => ({
  operation,
  connectorGuid,
  response,
  durationMs,
});

export interface Sent {
  path: string;
  body: unknown;
}

/** The BFF as the test-transactions page sees it: every POST is recorded; `respond` answers it (default: FINISHED). */
export const transactionsServer = ({
  role = 'admin',
  production = false,
  respond,
  routes = {},
}: {
  role?: Role;
  production?: boolean;
  respond?: (path: string, body: { operation?: string; request?: Record<string, unknown> }) => { status: number; body: unknown };
  /** Further BFF routes (the BI search the result panel reads). */
  routes?: Record<string, Handler>;
} = {}) => {
  const sent: Sent[] = [];
  const handler: Handler = (url, init) => {
    const body = JSON.parse(String(init?.body)) as { operation?: string; request?: Record<string, unknown> };
    sent.push({ path: url, body });
    const guid = decodeURIComponent(url.split('/')[5] ?? '');
    return respond?.(url, body) ?? { status: 200, body: answer(body.operation as 'debit', guid, { success: true, uuid: `uuid-${sent.length}`, purchaseId: `p-${sent.length}`, returnType: 'FINISHED' }) };
  };
  const writes = Object.fromEntries(ALL_CONNECTORS.flatMap((c) => [[transactionPaths.run('sandbox', c.guid), handler], [transactionPaths.continueDcc('sandbox', c.guid), handler]]));
  const fetch = mockFetch({
    [authPaths.session]: () => ({ status: 200, body: sessionAs(role) }),
    [apiPaths.environments]: () => ({
      status: 200,
      body: production ? { environments: [{ id: 'sandbox', name: 'Live EU', production: true, sandbox: false }] } : environmentsBody,
    }),
    [apiPaths.health]: () => ({ status: 200, body: healthBody }),
    [transactionPaths.options('sandbox')]: () => ({ status: 200, body: optionsBody }),
    ...writes,
    ...routes,
  });
  return { fetch, sent };
};
