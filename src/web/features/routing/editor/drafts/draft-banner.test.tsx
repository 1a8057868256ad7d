// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyCommand } from '@domain/routing/commands';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { renderInEditor, ROUTER, routerEnvelope } from '../save/editor-test-kit';
import { currentDocument, isDirty } from '../state/editor-store';
import { DraftBanner } from './draft-banner';
import { deleteDraft, draftKey, loadDraft, saveDraft, type Draft } from './draft-storage';

const KEY = draftKey('sandbox', ROUTER);
const edit = { type: 'setRoute', path: 'tree/then/then/then', route: { connector: CONNECTORS.gammaChf.guid } } as const;
const edited = applyCommand(cardRouterDocument, edit);
const draft = (over: Partial<Draft> = {}): Draft => ({ document: edited, baseRevision: 'rev-1', baseDocument: cardRouterDocument, savedAt: Date.UTC(2026, 0, 5, 10), ...over });

beforeEach(() => deleteDraft(KEY));
afterEach(cleanup);

describe('drafts', () => {
  it('autosaves the document with its base revision once edits settle, and clears it back at the baseline', async () => {
    const { store } = renderInEditor(<DraftBanner />);
    store.getState().dispatch(edit);
    await waitFor(async () => expect(await loadDraft(KEY)).toMatchObject({ document: edited, baseRevision: 'rev-1', baseDocument: cardRouterDocument }), { timeout: 2000 });
    store.getState().undo();
    await waitFor(async () => expect(await loadDraft(KEY)).toBeNull(), { timeout: 2000 });
  });

  it('clears the draft after a successful save (the editor rebases onto the saved document)', async () => {
    const { store } = renderInEditor(<DraftBanner />);
    store.getState().dispatch(edit);
    await waitFor(async () => expect(await loadDraft(KEY)).not.toBeNull(), { timeout: 2000 });
    store.getState().rebase(routerEnvelope('rev-2', edited));
    await waitFor(async () => expect(await loadDraft(KEY)).toBeNull(), { timeout: 2000 });
  });

  it('offers a draft that differs from the live document and restores it', async () => {
    await saveDraft(KEY, draft());
    const { store } = renderInEditor(<DraftBanner />);
    const banner = await screen.findByRole('region', { name: 'Unsaved draft' });
    expect(banner).toHaveTextContent('You have unsaved changes to this routing');
    expect(screen.queryByTestId('draft-stale')).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Restore draft' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(currentDocument(store.getState())).toEqual(edited);
    expect(isDirty(store.getState())).toBe(true);
    expect(store.getState().baseline.revision).toBe('rev-1');
    // One undo step back to the live document.
    store.getState().undo();
    expect(currentDocument(store.getState())).toBe(cardRouterDocument);
  });

  it('does not overwrite an offered draft before the user chose', async () => {
    await saveDraft(KEY, draft());
    const { store } = renderInEditor(<DraftBanner />);
    await screen.findByRole('region', { name: 'Unsaved draft' });
    store.getState().dispatch({ type: 'setRerouteRecurring', value: true });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await loadDraft(KEY))?.document).toEqual(edited);
  });

  it('discards the draft', async () => {
    await saveDraft(KEY, draft());
    const { store } = renderInEditor(<DraftBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await loadDraft(KEY)).toBeNull());
    expect(currentDocument(store.getState())).toBe(cardRouterDocument);
  });

  it('says when the live routing changed since the draft, and restores onto the draft’s own base so saving meets the conflict check', async () => {
    const older = applyCommand(cardRouterDocument, { type: 'setRerouteRecurring', value: true });
    await saveDraft(KEY, draft({ baseRevision: 'rev-0', baseDocument: older, document: applyCommand(older, edit) }));
    const { store } = renderInEditor(<DraftBanner />);
    expect(await screen.findByTestId('draft-stale')).toHaveTextContent('The live routing changed since this draft was made');
    await userEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(store.getState().baseline).toMatchObject({ revision: 'rev-0', document: older });
    expect(currentDocument(store.getState())).toEqual(applyCommand(older, edit));
  });

  it('offers nothing when the draft equals the live document', async () => {
    await saveDraft(KEY, draft({ document: cardRouterDocument }));
    renderInEditor(<DraftBanner />);
    await waitFor(async () => expect(await loadDraft(KEY)).toBeNull(), { timeout: 2000 });
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });
});
