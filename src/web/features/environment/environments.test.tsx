// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../contracts/bff-api';
import { mockFetch, renderApp } from '../../test/render-app';
import { connectorsBody, healthBody } from '../../test/world-responses';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
