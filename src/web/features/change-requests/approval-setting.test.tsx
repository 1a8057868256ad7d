// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/bff-api';
import { changePaths } from '@contracts/bff-change-requests';
import { mockFetch, renderApp } from '../../test/render-app';
import { connectorsBody, environmentsBody } from '../../test/world-responses';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the approval setting', () => {
  it('switches four eyes off only after a confirmation with a reason, which it sends', async () => {
    const sent: unknown[] = [];
    mockFetch({
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.connectors('sandbox')]: () => ({ status: 200, body: connectorsBody }),
      [changePaths.settings('sandbox')]: (_url, init) => {
        if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
        return { status: 200, body: { environment: 'sandbox', approvalRequired: init?.method !== 'PUT', byDefault: true } };
      },
    });
    renderApp('/env/sandbox/change-requests');
    const box = await screen.findByRole('checkbox', { name: /Approval required/ });
    await userEvent.click(box);
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop requiring approval in sandbox?' }));
    const confirm = dialog.getByRole('button', { name: 'Stop requiring approval' });
    expect(confirm).toBeDisabled();
    expect(sent).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Why (kept in the audit log)' }), 'incident 4711');
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(sent).toEqual([{ approvalRequired: false, reason: 'incident 4711' }]));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box).not.toBeChecked();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const fetch = mockFetch({
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.connectors('sandbox')]: () => ({ status: 200, body: connectorsBody }),
      [changePaths.settings('sandbox')]: () => ({ status: 200, body: { environment: 'sandbox', approvalRequired: true, byDefault: true } }),
    });
    renderApp('/env/sandbox/change-requests');
    const box = await screen.findByRole('checkbox', { name: /Approval required/ });
    await userEvent.click(box);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(box).toBeChecked();
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
  });
});
