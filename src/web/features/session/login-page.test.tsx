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

describe('a refused sign-in', () => {
  it('says the account is locked once as many sign-ins as lock it failed in a row, though the BFF answers each alike', async () => {
    const refusal = { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong username or password. After 3 failed sign-ins in a row an account is locked for 10 minutes.', signInLock: { afterFailures: 3, minutes: 10 } } };
    mockFetch({
      [authPaths.session]: () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } }),
      [authPaths.login]: () => ({ status: 401, body: refusal }),
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.health]: () => ({ status: 200, body: healthBody }),
    });
    renderApp('/');
    await userEvent.type(await screen.findByLabelText('Username'), 'vera');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      const alert = await screen.findByRole('alert');
      if (attempt < 3) await waitFor(() => expect(alert).toHaveTextContent(/^Wrong username or password/));
      else await waitFor(() => expect(alert).toHaveTextContent('The account vera is locked for 10 minutes after 3 failed sign-ins in a row. Wait, or ask an administrator to unlock it.'));
    }
    // Another user name has its own count.
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'otto');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Wrong username or password/));
  });
});
