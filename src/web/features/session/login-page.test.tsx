// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/bff-api';
import { authPaths } from '@contracts/bff-auth';
import type { Role } from '@domain/auth/permissions';
import { currentLocation, mockFetch, renderApp } from '../../test/render-app';
import { environmentsBody, healthBody, sessionAs } from '../../test/world-responses';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const signIn = async (role: Role, path: string) => {
  mockFetch({
    [authPaths.session]: () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } }),
    [authPaths.login]: () => ({ status: 200, body: sessionAs(role) }),
    [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
    [apiPaths.health]: () => ({ status: 200, body: healthBody }),
  });
  renderApp(path);
  await userEvent.type(await screen.findByLabelText('Username'), role);
  await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('signing in', () => {
  it("leads support to Profiles and QA to Test transactions, where their work starts", async () => {
    await signIn('support', '/');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/profiles/));
    cleanup();
    await signIn('qa', '/');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/transactions/));
  });

  it('keeps a deep link, and leaves other roles on the connector list', async () => {
    await signIn('support', '/admin/audit');
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(currentLocation()).toMatch(/^\/admin\/audit/);
    cleanup();
    await signIn('routing-editor', '/');
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(currentLocation()).toMatch(/^\/(\?|$)/);
  });
});
