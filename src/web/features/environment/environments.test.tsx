// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type RoutingEnvelope } from '@contracts/bff-api';
import { authPaths } from '@contracts/bff-auth';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { environmentInUrl, withEnvironment } from '../../lib/environment-in-url';
import { mockFetch, polyfillLayoutApis, renderApp } from '../../test/render-app';
import { connectorsBody, constraintsBody, healthBody, sessionBody } from '../../test/world-responses';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const ok = (body: unknown) => () => ({ status: 200, body });
const twoEnvironments = {
  [apiPaths.environments]: ok({
    environments: [
      { id: 'sandbox', name: 'Local sandbox', production: false, sandbox: true },
      { id: 'live', name: 'Live EU', production: true, sandbox: false },
    ],
  }),
  [apiPaths.health]: ok(healthBody),
  [apiPaths.connectors('sandbox')]: ok(connectorsBody),
  [apiPaths.connectors('live')]: ok(connectorsBody),
};

describe('environments', () => {
  it('switches environments, and production carries a banner that stays', async () => {
    mockFetch(twoEnvironments);
    renderApp('/');
    const switcher = await screen.findByRole('combobox', { name: 'Environment' });
    expect(screen.queryByTestId('production-banner')).toBeNull();
    await userEvent.selectOptions(switcher, 'live');
    expect(await screen.findByTestId('production-banner')).toHaveTextContent('Production: Live EU. Changes here affect real payments');
    expect(screen.getByTestId('environment-indicator')).toHaveTextContent('Production: Live EU');
  });

  it('shows no switcher when only one environment is configured', async () => {
    mockFetch({ ...twoEnvironments, [apiPaths.environments]: ok({ environments: [{ id: 'sandbox', name: 'Local sandbox', production: false, sandbox: true }] }) });
    renderApp('/');
    await screen.findAllByTestId('connector-row');
    expect(screen.queryByRole('combobox', { name: 'Environment' })).toBeNull();
  });
});

describe('the environment across navigation', () => {
  const ROUTER = CONNECTORS.cardRouter.guid;
  const envelope: RoutingEnvelope = { kind: 'single', connectorGuid: ROUTER, revision: 'rev-1', document: cardRouterDocument };
  const everyPage = {
    ...twoEnvironments,
    [apiPaths.constraints('live')]: ok(constraintsBody),
    [apiPaths.routing('live', ROUTER)]: ok(envelope),
    [authPaths.users]: ok({ users: [{ ...sessionBody.user, disabled: false, locked: false, createdAt: '2026-11-01T00:00:00Z' }] }),
    [`${authPaths.audit}?limit=200`]: ok({ entries: [] }),
  };
  const banner = () => screen.findByTestId('production-banner');
  const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

  it('keeps the production banner on every page of a production environment, whichever link leads there', async () => {
    const fetch = mockFetch(everyPage);
    renderApp('/?env=live');
    expect(await banner()).toHaveTextContent('Production: Live EU');

    await userEvent.click(nav().getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await banner()).toHaveTextContent('Production: Live EU');

    await userEvent.click(nav().getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(await banner()).toHaveTextContent('Production: Live EU');

    await userEvent.click(nav().getByRole('link', { name: 'Connectors' }));
    expect(await screen.findByRole('heading', { name: 'Connectors' })).toBeInTheDocument();
    expect(await banner()).toBeInTheDocument();

    await userEvent.click((await screen.findAllByRole('link', { name: 'Card Router' }))[0]!);
    // The routing page is lazy-loaded: give it time.
    expect(await screen.findByRole('heading', { name: 'Card Router' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await banner()).toHaveTextContent('Production: Live EU');

    // The routing page's breadcrumb names no environment: the studio brings the remembered one back.
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Connectors' }));
    expect(await screen.findByRole('heading', { name: 'Connectors' })).toBeInTheDocument();
    expect(await banner()).toHaveTextContent('Production: Live EU');
    expect(screen.getByTestId('environment-indicator')).toHaveTextContent('Production: Live EU');

    const calledPaths = fetch.mock.calls.map(([input]) => String(input));
    expect(calledPaths).not.toContain(apiPaths.connectors('sandbox'));
  }, 60_000);

  it('links of the app shell carry the environment', async () => {
    mockFetch(everyPage);
    renderApp('/env/live/connectors/' + ROUTER);
    await banner();
    expect(nav().getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users?env=live');
    expect(nav().getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit?env=live');
    expect(nav().getByRole('link', { name: 'Connectors' })).toHaveAttribute('href', '/?env=live');
  });

  it('a fresh tab with no environment in the URL starts in the first environment', async () => {
    mockFetch(everyPage);
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByTestId('environment-indicator')).toHaveTextContent('Sandbox: Local sandbox');
    expect(screen.queryByTestId('production-banner')).toBeNull();
  });
});

describe('environment-in-URL helpers', () => {
  it('read the environment from the path or the query, and add it to links', () => {
    expect(environmentInUrl('/env/live/connectors/CO-1', '')).toBe('live');
    expect(environmentInUrl('/admin/users', '?env=live&x=1')).toBe('live');
    expect(environmentInUrl('/admin/users', '')).toBeNull();
    expect(withEnvironment('/admin/audit', 'live')).toBe('/admin/audit?env=live');
    expect(withEnvironment('/?x=1#top', 'live eu')).toBe('/?x=1&env=live+eu#top');
    expect(withEnvironment('/?env=old', 'live')).toBe('/?env=live');
    expect(withEnvironment('/env/sandbox/connectors/CO-1', 'live')).toBe('/env/sandbox/connectors/CO-1');
    expect(withEnvironment('/admin/users', undefined)).toBe('/admin/users');
  });
});
