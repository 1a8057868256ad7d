// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type RoutingEnvelope } from '@contracts/bff-api';
import { applyCommand } from '@domain/routing/commands';
import type { SingleMethodDocument } from '@domain/routing/document';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch } from '@web/test/render-app';
import { presetById } from '@fixtures/sim-presets';
import { routingKeys } from '../../routing-keys';
import { goldenKeys } from '../golden/golden-query';
import { currentDocument, isDirty } from '../state/editor-store';
import { editorEnv, renderInEditor, ROUTER, routerEnvelope } from './editor-test-kit';
import { SaveBar } from './save-bar';

const PATH = apiPaths.routing('sandbox', ROUTER);
const LEAF = 'tree/then/then/then';
const edit = { type: 'setRoute', path: LEAF, route: { connector: CONNECTORS.gammaChf.guid } } as const;
const edited = applyCommand(cardRouterDocument, edit);

const rejection = (path: string, code = 1013) => {
  const errorMessage = `Connector '${CONNECTORS.gammaChf.guid}' is disabled at '${path}'`;
  return { status: 422, body: { error: { code: 'GATEWAY_REJECTED', message: errorMessage, gateway: { success: false, errorCode: code, errorMessage }, path } } };
};

const setup = (issues = editorEnv().issues) => {
  const kit = renderInEditor(<SaveBar env={editorEnv(issues)} />);
  return kit;
};

const openReviewAndConfirm = async (note?: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Save…' }));
  const dialog = screen.getByRole('dialog', { name: 'Review changes before saving' });
  if (note) await userEvent.type(within(dialog).getByRole('textbox'), note);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
};

const sentBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)) as { document: unknown; baseRevision: string; note?: string });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SaveBar', () => {
  it('is disabled, with the reason, while nothing changed or problems exist', () => {
    const { store, unmount } = setup();
    expect(screen.getByRole('button', { name: 'Save…' })).toBeDisabled();
    expect(screen.getByText('No changes to save')).toBeInTheDocument();
    store.getState().dispatch(edit);
    unmount();
    renderInEditor(<SaveBar env={editorEnv([{ code: 1013, path: 'default', nodeId: null, message: 'x' }])} />);
    expect(screen.getByRole('button', { name: 'Save…' })).toBeDisabled();
    expect(screen.getByText('Fix 1 problem first')).toBeInTheDocument();
  });

  it('reviews the semantic diff in words; Escape closes the dialog', async () => {
    const { store } = setup();
    store.getState().dispatch(edit);
    await userEvent.click(await screen.findByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog', { name: 'Review changes before saving' });
    expect(within(dialog).getByRole('list', { name: 'Changes' })).toHaveTextContent(/Route under '.+' \((then|else)\) now goes to Gamma Cards CHF instead of Beta Payments EUR/);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves with the base revision and note, then shows the server document as the new baseline', async () => {
    const saved: RoutingEnvelope = routerEnvelope('rev-2', { ...edited, tree: { ...edited.tree!, id: 'MPR-0a1b-2c3d-4e5f-6071-9999' } } as SingleMethodDocument);
    const fetchMock = mockFetch({ [PATH]: () => ({ status: 200, body: saved }) });
    const { store, queryClient } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm('Gamma for risky cards');
    expect(await screen.findByTestId('save-status')).toHaveTextContent('Saved');
    expect(sentBodies(fetchMock)).toEqual([{ document: edited, baseRevision: 'rev-1', note: 'Gamma for risky cards' }]);
    expect(store.getState().baseline.revision).toBe('rev-2');
    expect(currentDocument(store.getState())).toEqual(saved.document);
    expect(isDirty(store.getState())).toBe(false);
    expect(queryClient.getQueryData(routingKeys.detail('sandbox', ROUTER))).toEqual(saved);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the golden test cases the change breaks in the review, before any confirmation, and saves only as an explicit override', async () => {
    const fetchMock = mockFetch({ [PATH]: () => ({ status: 200, body: routerEnvelope('rev-2', edited as SingleMethodDocument) }) });
    const { store, queryClient } = setup();
    const highRisk = presetById('high-risk-de')!.transaction;
    queryClient.setQueryData(goldenKeys.list('sandbox', ROUTER), {
      cases: [
        { id: 7, name: 'High risk DE to Beta EUR', transaction: highRisk, expectedConnector: CONNECTORS.betaEur.guid, createdBy: 'editor', createdAt: '2026-11-01T00:00:00Z' },
        { id: 8, name: 'EUR Visa DE', transaction: presetById('eur-visa-de')!.transaction, expectedConnector: CONNECTORS.alphaEur.guid, createdBy: 'editor', createdAt: '2026-11-01T00:00:00Z' },
      ],
    });
    store.getState().dispatch(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Save…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Review changes before saving' }));
    const golden = dialog.getByTestId('golden-review');
    expect(golden).toHaveTextContent('1 of 2 golden test cases would fail with this change.');
    expect(golden).toHaveTextContent('High risk DE to Beta EUR: expected Beta Payments EUR, would go to Gamma Cards CHF');
    const save = dialog.getByRole('button', { name: 'Save anyway (override)' });
    expect(save).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Save although this golden test case fails/ }));
    await userEvent.click(save);
    expect(await screen.findByTestId('save-status')).toHaveTextContent('Saved');
    expect(sentBodies(fetchMock)).toEqual([{ document: edited, baseRevision: 'rev-1', overrideGoldenCases: true }]);
  });

  it('says all golden test cases pass when they do', async () => {
    const { store, queryClient } = setup();
    queryClient.setQueryData(goldenKeys.list('sandbox', ROUTER), { cases: [{ id: 8, name: 'EUR Visa DE', transaction: presetById('eur-visa-de')!.transaction, expectedConnector: CONNECTORS.alphaEur.guid, createdBy: 'e', createdAt: '2026-11-01T00:00:00Z' }] });
    store.getState().dispatch(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Save…' }));
    expect(screen.getByTestId('golden-review')).toHaveTextContent('The golden test case passes with this change.');
    expect(screen.getByRole('button', { name: 'Confirm and save' })).toBeEnabled();
  });

  it('maps a 422 onto the node and field it names, focuses it and keeps the document', async () => {
    mockFetch({ [PATH]: () => rejection(`${LEAF}/route/connector`) });
    const { store } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm();
    const alert = await screen.findByTestId('save-error');
    expect(alert).toHaveTextContent("The gateway refused the save. Connector 'Gamma Cards CHF' is disabled (the route to Gamma Cards CHF under 'Risk score > 70' (then), its connector)");
    // The code and the path one click away, for support.
    expect(within(alert).getByText('1013').closest('details')).not.toHaveAttribute('open');
    expect(store.getState().serverError).toEqual({ code: 1013, message: `Connector '${CONNECTORS.gammaChf.guid}' is disabled`, path: `${LEAF}/route/connector`, nodeId: LEAF, field: 'route/connector' });
    expect(store.getState().focusTarget?.path).toBe(LEAF);
    expect(currentDocument(store.getState())).toEqual(edited);
    expect(store.getState().baseline.revision).toBe('rev-1');
    await userEvent.click(within(alert).getByRole('button', { name: 'Show the rule' }));
    expect(store.getState().selection).toBe(LEAF);
  });

  it('shows a 422 whose path names no rule at document level', async () => {
    mockFetch({ [PATH]: () => rejection('version', 1010) });
    const { store } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm();
    expect(await screen.findByTestId('save-error')).toHaveTextContent('This concerns the document as a whole');
    expect(store.getState().serverError).toMatchObject({ code: 1010, nodeId: null, field: 'version' });
  });

  it('keeps everything on a network failure and says so', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { store } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm();
    expect(await screen.findByTestId('save-failure')).toHaveTextContent('Cannot reach the Routing Studio server');
    expect(currentDocument(store.getState())).toEqual(edited);
    expect(isDirty(store.getState())).toBe(true);
  });
});

describe('SaveBar when the gateway answers a save too late', () => {
  const unknown = { status: 504, body: { error: { code: 'SAVE_OUTCOME_UNKNOWN', message: 'The payment gateway did not answer the save in time', attempt: 41 } } };
  const RESOLVE = apiPaths.resolveSave('sandbox', ROUTER, 41);

  it('says the outcome is unknown, checks, and says "saved" in words, keeping the changes until the user continues', async () => {
    const fetchMock = mockFetch({ [PATH]: () => unknown, [RESOLVE]: () => ({ status: 200, body: { attempt: 41, outcome: 'saved', live: routerEnvelope('rev-saved', edited) } }) });
    const { store } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm();
    expect(await screen.findByText(/Saved after all\./)).toBeInTheDocument();
    expect(screen.getByTestId('save-check')).toHaveTextContent('revision rev-saved');
    expect(fetchMock.mock.calls.some(([url, init]) => url === RESOLVE && init?.method === 'POST')).toBe(true);
    expect(isDirty(store.getState())).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Continue from the saved version' }));
    expect(store.getState().baseline.revision).toBe('rev-saved');
  });

  it('says "not saved" in words and keeps the draft', async () => {
    mockFetch({ [PATH]: () => unknown, [RESOLVE]: () => ({ status: 200, body: { attempt: 41, outcome: 'not-saved', live: routerEnvelope('rev-1') } }) });
    const { store } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm();
    expect(await screen.findByText(/Not saved\./)).toBeInTheDocument();
    expect(screen.getByTestId('save-check')).toHaveTextContent('Your changes are kept here and in your draft');
    expect(currentDocument(store.getState())).toEqual(edited);
    expect(screen.queryByText(/nothing was changed/i)).toBeNull();
  });
});

describe('SaveBar on a 409 conflict', () => {
  const theirs = applyCommand(cardRouterDocument, { type: 'setDefaultConnector', connector: { connector: CONNECTORS.betaEur.guid } });
  const conflict = { status: 409, body: { error: { code: 'CONFLICT', message: 'Someone else saved', conflict: { revision: 'rev-live', document: theirs } } } };

  it('shows both differences and reloads the live version after confirmation', async () => {
    mockFetch({ [PATH]: () => conflict });
    const { store, queryClient } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this routing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'See the difference' }));
    expect(within(dialog).getByRole('list', { name: 'Their changes' })).toHaveTextContent('Default connector changed from Alpha Acquiring EUR to Beta Payments EUR');
    const mine = within(dialog).getByRole('list', { name: 'Your changes against the live routing' });
    expect(mine).toHaveTextContent('Default connector changed from Beta Payments EUR to Alpha Acquiring EUR');
    expect(mine).toHaveTextContent(/Route under '.+' \((then|else)\) now goes to Gamma Cards CHF/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(store.getState().baseline.revision).toBe('rev-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard my changes and reload' }));
    expect(store.getState().baseline.revision).toBe('rev-live');
    expect(currentDocument(store.getState())).toEqual(theirs);
    expect(isDirty(store.getState())).toBe(false);
    expect(queryClient.getQueryData<RoutingEnvelope>(routingKeys.detail('sandbox', ROUTER))?.revision).toBe('rev-live');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('overwrites after confirmation, sending the live revision as the base', async () => {
    let calls = 0;
    const fetchMock = mockFetch({ [PATH]: () => (++calls === 1 ? conflict : { status: 200, body: routerEnvelope('rev-3', edited) }) });
    const { store } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm('mine wins');
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this routing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(sentBodies(fetchMock)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite their change' }));
    expect(await screen.findByTestId('save-status')).toHaveTextContent('rev-3');
    expect(sentBodies(fetchMock).map((b) => b.baseRevision)).toEqual(['rev-1', 'rev-live']);
    expect(sentBodies(fetchMock)[1]).toEqual({ document: edited, baseRevision: 'rev-live', note: 'mine wins' });
    expect(store.getState().baseline.revision).toBe('rev-3');
  });

  it('Cancel keeps the edit for later', async () => {
    mockFetch({ [PATH]: () => conflict });
    const { store } = setup();
    store.getState().dispatch(edit);
    await openReviewAndConfirm();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentDocument(store.getState())).toEqual(edited);
  });
});
