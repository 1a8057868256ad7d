// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/bff-api';
import { authPaths, type AuditEntryDto } from '@contracts/bff-auth';
import { mockFetch, renderApp } from '../../test/render-app';
import { connectorsBody, environmentsBody, healthBody } from '../../test/world-responses';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const entry = (id: number, action: string, outcome: AuditEntryDto['outcome'], detail: unknown): AuditEntryDto => ({
  id, at: '2026-11-24T10:00:00.000Z', actor: 'qa', action, environment: 'sandbox', target: 'CO-7f3a-4c21-9e05-b1d8-0901', outcome, detail, before: null, after: null,
});

const all = [
  entry(5, 'transaction.run', 'success', { operation: 'debit', amount: '10.00', currency: 'EUR', success: false, errorCode: 2006, returnType: 'ERROR' }),
  entry(4, 'transaction.run', 'success', { operation: 'preauthorize', amount: '100.00', currency: 'EUR', success: true, returnType: 'PENDING_DCC' }),
  entry(3, 'dcc.continue', 'success', { selectedDccCurrency: 'USD', success: true, returnType: 'FINISHED' }),
  entry(2, 'profile.update', 'success', { container: 'CPC-1', changedFields: ['firstName', 'billingCity'] }),
  entry(1, 'profile.delete', 'refused', { status: 400, code: 'CONFIRMATION_MISMATCH', message: 'The confirmation does not match' }),
];

describe('audit log page', () => {
  it('says what each entry did in words, and a refusal why', async () => {
    mockFetch({
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.health]: () => ({ status: 200, body: healthBody }),
      [apiPaths.connectors('sandbox')]: () => ({ status: 200, body: connectorsBody }),
      [`${authPaths.audit}?limit=200`]: () => ({ status: 200, body: { entries: all } }),
    });
    renderApp('/admin/audit?env=sandbox');
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Test transaction sent: debit 10.00 EUR: declined (2006)transaction.run',
      'Test transaction sent: preauthorize 100.00 EUR: waiting for the DCC choicetransaction.run',
      'DCC continued: paid in USD: finisheddcc.continue',
      'Customer profile changed: changed first name, billing cityprofile.update',
      'Customer profile deletedprofile.delete',
    ]);
    expect(within(rows[4]!).getByText(/^The confirmation does not match/)).toBeInTheDocument();
    // The code stays one click away, for support.
    expect(within(rows[4]!).getByText('CONFIRMATION_MISMATCH').closest('details')).not.toHaveAttribute('open');
    // A declined payment was a successful request, not a successful payment; targets by name.
    expect(rows.map((r) => within(r).getAllByRole('cell')[5]!.textContent)).toEqual(['declined', 'success', 'success', 'success', expect.stringMatching(/^refused/)]);
    expect(await within(rows[0]!).findByText('Card Router')).toHaveAttribute('title', 'CO-7f3a-4c21-9e05-b1d8-0901');
  });

  it('shows no GUID while the connector names load: "…" with the GUID in the title, the name once known (issue 43.2)', async () => {
    let answerNames: () => void = () => undefined;
    const names = new Promise<void>((resolve) => (answerNames = resolve));
    const refused = entry(6, 'routing.save', 'refused', { code: '1013', message: "Connector 'CO-7f3a-4c21-9e05-b1d8-0901' is disabled at 'tree/route/connector'" });
    mockFetch({
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.health]: () => ({ status: 200, body: healthBody }),
      [apiPaths.connectors('sandbox')]: async () => {
        await names;
        return { status: 200, body: connectorsBody };
      },
      [`${authPaths.audit}?limit=200`]: () => ({ status: 200, body: { entries: [refused] } }),
    });
    renderApp('/admin/audit?env=sandbox');
    const [row] = await screen.findAllByTestId('audit-row');
    expect(row!.textContent).not.toMatch(/CO-7f3a/);
    expect(within(row!).getByText(/^Connector '…' is disabled/)).toBeInTheDocument();
    answerNames();
    expect(await within(row!).findByText(/^Connector 'Card Router' is disabled/)).toBeInTheDocument();
  });

  it('filters by a group of actions (its prefix) or by one action', async () => {
    const profileEntries = all.filter((e) => e.action.startsWith('profile.'));
    const fetch = mockFetch({
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.health]: () => ({ status: 200, body: healthBody }),
      [`${authPaths.audit}?limit=200`]: () => ({ status: 200, body: { entries: all } }),
      [`${authPaths.audit}?limit=200&action=profile.`]: () => ({ status: 200, body: { entries: profileEntries } }),
      [`${authPaths.audit}?limit=200&action=dcc.continue`]: () => ({ status: 200, body: { entries: [all[2]] } }),
    });
    renderApp('/admin/audit?env=sandbox');
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(5);
    const select = screen.getByRole('combobox', { name: 'Action' });
    await userEvent.selectOptions(select, 'profile.');
    await vi.waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(2));
    await userEvent.selectOptions(select, 'DCC continued');
    await vi.waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(1));
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith(authPaths.audit))).toEqual([
      `${authPaths.audit}?limit=200`,
      `${authPaths.audit}?limit=200&action=profile.`,
      `${authPaths.audit}?limit=200&action=dcc.continue`,
    ]);
  });

  it('names people by their display name (the user name in the title) and offers no action only an e2e studio records', async () => {
    mockFetch({
      [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
      [apiPaths.health]: () => ({ status: 200, body: healthBody }),
      [authPaths.users]: () => ({ status: 200, body: { users: [{ id: 3, username: 'qa', displayName: 'Quinn Archer', role: 'qa', disabled: false, locked: false, createdAt: '2026-01-01T00:00:00.000Z' }] } }),
      [`${authPaths.audit}?limit=200`]: () => ({ status: 200, body: { entries: all } }),
    });
    renderApp('/admin/audit?env=sandbox');
    const rows = await screen.findAllByTestId('audit-row');
    await vi.waitFor(() => expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^Quinn Archer$/));
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveAttribute('title', 'user name qa');
    const options = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option').map((o) => o.textContent ?? '');
    expect(options.some((o) => /e2e|test clock/i.test(o))).toBe(false);
    expect(options).toContain('Sign-in');
  });
});
