// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/bff-api';
import { permissionsOf } from '@domain/auth/permissions';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch } from '@web/test/render-app';
import { sessionBody } from '@web/test/world-responses';
import { editorEnv, renderInEditor, ROUTER, routerEnvelope } from './editor-test-kit';
import { SaveBar } from './save-bar';

const PATH = apiPaths.routing('sandbox', ROUTER);
const edit = { type: 'setRoute', path: 'tree/then/then/then', route: { connector: CONNECTORS.gammaChf.guid } } as const;
const goldenFailure = {
  status: 422,
  body: {
    error: {
      code: 'GOLDEN_CASES_FAILING',
      message: '1 golden test case would fail: Big DE Visa',
      goldenFailures: [{ id: 7, name: 'Big DE Visa', expectedConnector: CONNECTORS.betaEur.guid, shares: [{ connector: CONNECTORS.gammaChf.guid, probability: 1 }] }],
    },
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reviewAndConfirm = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Save…' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm and save' }));
};

describe('save guards', () => {
  it('shows the golden cases a change breaks and saves only with an explicit override', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      [PATH]: (_url, init) => {
        const body = JSON.parse(String(init!.body));
        bodies.push(body);
        return body.overrideGoldenCases ? { status: 200, body: routerEnvelope('rev-2', body.document) } : goldenFailure;
      },
    });
    const { store } = renderInEditor(<SaveBar env={editorEnv()} />);
    store.getState().dispatch(edit);
    await reviewAndConfirm();
    const dialog = await screen.findByRole('dialog', { name: '1 golden test case would fail' });
    expect(dialog).toHaveTextContent('Big DE Visa: expected Beta Payments EUR, would go to Gamma Cards CHF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save anyway (override)' }));
    await vi.waitFor(() => expect(store.getState().baseline.revision).toBe('rev-2'));
    expect(bodies.map((b) => (b as { overrideGoldenCases?: boolean }).overrideGoldenCases)).toEqual([undefined, true]);
  });

  it('asks for an explicit confirmation before saving to production', async () => {
    mockFetch({ [PATH]: (_url, init) => ({ status: 200, body: routerEnvelope('rev-2', JSON.parse(String(init!.body)).document) }) });
    const { store } = renderInEditor(<SaveBar env={editorEnv()} />, routerEnvelope(), {
      environments: { environments: [{ id: 'sandbox', name: 'Live EU', production: true, sandbox: false }] },
    });
    store.getState().dispatch(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm and save' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /changes the live routing of production \(Live EU\)/ }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(store.getState().baseline.revision).toBe('rev-2'));
  });

  it('offers no save to a role that may not save routing', () => {
    renderInEditor(<SaveBar env={editorEnv()} />, routerEnvelope(), {
      session: { ...sessionBody, user: { ...sessionBody.user, role: 'viewer' }, permissions: permissionsOf('viewer') },
    });
    expect(screen.queryByRole('button', { name: 'Save…' })).toBeNull();
    expect(screen.getByTestId('read-only-notice')).toHaveTextContent('Read-only');
  });
});
