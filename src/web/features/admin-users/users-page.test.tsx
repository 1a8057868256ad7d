// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/bff-api';
import { authPaths, type UsersResponse } from '@contracts/bff-auth';
import { mockFetch, polyfillLayoutApis, renderApp } from '../../test/render-app';
import { environmentsBody, healthBody } from '../../test/world-responses';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const users: UsersResponse = {
  users: [
    { id: 1, username: 'admin', displayName: 'Ada Admin', role: 'admin', disabled: false, locked: false, createdAt: '2026-01-01T00:00:00.000Z' },
    { id: 2, username: 'viewer', displayName: 'Vera Viewer', role: 'viewer', disabled: false, locked: false, createdAt: '2026-01-01T00:00:00.000Z' },
  ],
};

describe('the Users page', () => {
  it('offers no way to disable or demote one’s own account, and says why; other accounts keep both', async () => {
    mockFetch({
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.health]: () => ({ status: 200, body: healthBody }),
      [authPaths.users]: () => ({ status: 200, body: users }),
    });
    renderApp('/admin/users');
    const rows = await screen.findAllByTestId('user-row');
    const [me, other] = rows.map((r) => within(r));
    expect(me!.getByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(me!.getByRole('button', { name: 'Disable' })).toHaveAccessibleDescription(/cannot disable your own account/);
    expect(me!.getByRole('combobox', { name: 'Role of admin' })).toBeDisabled();
    expect(other!.getByRole('button', { name: 'Disable' })).toBeEnabled();
    expect(other!.getByRole('combobox', { name: 'Role of viewer' })).toBeEnabled();
    expect(document.title).toBe('Users · Routing Studio');
  });

  it('offers Unlock on a locked account only, and sends it', async () => {
    const sent: unknown[] = [];
    const locked = { ...users.users[1]!, locked: true };
    mockFetch({
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.health]: () => ({ status: 200, body: healthBody }),
      [authPaths.users]: () => ({ status: 200, body: { users: [users.users[0]!, sent.length ? { ...locked, locked: false } : locked] } }),
      [authPaths.user(2)]: (_url, init) => (sent.push(JSON.parse(String(init?.body))), { status: 200, body: { ...locked, locked: false } }),
    });
    renderApp('/admin/users');
    const [me, other] = (await screen.findAllByTestId('user-row')).map((r) => within(r));
    expect(me!.queryByRole('button', { name: 'Unlock' })).toBeNull();
    expect(other!.getByRole('cell', { name: /Locked/ })).toBeInTheDocument();
    await userEvent.click(other!.getByRole('button', { name: 'Unlock' }));
    await vi.waitFor(() => expect(sent).toEqual([{ unlock: true }]));
    await vi.waitFor(() => expect(other!.queryByRole('button', { name: 'Unlock' })).toBeNull());
  });
});
