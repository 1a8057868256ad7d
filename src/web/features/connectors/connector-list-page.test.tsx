// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/bff-api';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, renderApp } from '../../test/render-app';
import { connectorsBody, environmentsBody, healthBody } from '../../test/world-responses';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (body: unknown) => () => ({ status: 200, body });

describe('ConnectorListPage', () => {
  it('lists every connector of the first environment with kind, status and GUID; meta-connectors link to routing', async () => {
    mockFetch({
      [apiPaths.environments]: ok(environmentsBody),
      [apiPaths.health]: ok(healthBody),
      [apiPaths.connectors('sandbox')]: ok(connectorsBody),
    });
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    const rows = await screen.findAllByTestId('connector-row');
    expect(rows).toHaveLength(connectorsBody.connectors.length);
    // Meta-connectors first.
    expect(rows[0]).toHaveTextContent('Card Router');
    expect(rows[1]).toHaveTextContent('Checkout (multi-method)');

    const router = rows[0]!;
    expect(within(router).getByRole('link', { name: 'Card Router' })).toHaveAttribute('href', `/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`);
    expect(router).toHaveTextContent('Meta-connector');
    expect(router).toHaveTextContent(CONNECTORS.cardRouter.guid);
    expect(rows[1]).toHaveTextContent('Multi-method meta-connector');

    const legacy = rows.find((r) => r.textContent?.includes('Legacy Acquirer EUR'))!;
    expect(legacy).toHaveTextContent('Disabled');
    expect(within(legacy).queryByRole('link')).toBeNull();
    expect(rows.find((r) => r.textContent?.includes('Old Processor USD'))).toHaveTextContent('Archived');
    expect(rows.find((r) => r.textContent?.includes('Alpha Acquiring EUR'))).toHaveTextContent('Active');

    expect(await screen.findByTestId('environment-indicator')).toHaveTextContent('Sandbox: Local sandbox');
  });

  it('shows the ApiError message and retries', async () => {
    let calls = 0;
    mockFetch({
      [apiPaths.environments]: ok(environmentsBody),
      [apiPaths.health]: ok(healthBody),
      [apiPaths.connectors('sandbox')]: () =>
        (calls += 1) === 1
          ? { status: 502, body: { error: { code: 'gateway_unreachable', message: 'The gateway did not answer', requestId: 'req-42' } } }
          : { status: 200, body: connectorsBody },
    });
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The gateway did not answer');
    expect(alert).toHaveTextContent('req-42');
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findAllByTestId('connector-row')).toHaveLength(connectorsBody.connectors.length);
  });
});
