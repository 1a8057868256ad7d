// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyCommand } from '@domain/routing/commands';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { renderInEditor, ROUTER } from '../save/editor-test-kit';
import { DraftBanner } from './draft-banner';
import { deleteDraft, draftKey, loadDraft, saveDraft, stashDraftNow, type Draft } from './draft-storage';

const KEY = draftKey('sandbox', ROUTER);
const edit = { type: 'setRoute', path: 'tree/then/then/then', route: { connector: CONNECTORS.gammaChf.guid } } as const;
const edited = applyCommand(cardRouterDocument, edit);
const draft = (over: Partial<Draft> = {}): Draft => ({ document: edited, baseRevision: 'rev-1', baseDocument: cardRouterDocument, savedAt: Date.UTC(2026, 0, 5, 10), ...over });

beforeEach(async () => {
  await deleteDraft(KEY);
  localStorage.clear();
});
afterEach(cleanup);

describe('a draft kept while the page goes away', () => {
  it('an edit and at once page-hide: a synchronous copy is there before any IndexedDB write, and the next load takes it', async () => {
    const { store } = renderInEditor(<DraftBanner />);
    // Let the offer settle (no draft yet), so the autosave is listening.
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.getState().dispatch(edit);
    window.dispatchEvent(new Event('pagehide'));
    // Synchronously written: what survives a page that is gone before IndexedDB finishes.
    expect(Object.keys(localStorage).some((k) => k.endsWith(KEY))).toBe(true);
    const loaded = await loadDraft(KEY);
    expect(loaded?.document).toEqual(edited);
    // Taken back into IndexedDB, once.
    expect(Object.keys(localStorage).some((k) => k.endsWith(KEY))).toBe(false);
    expect((await loadDraft(KEY))?.document).toEqual(edited);
  });

  it('at page-hide back at the baseline, no copy is kept (and an older one is removed)', async () => {
    stashDraftNow(KEY, draft());
    renderInEditor(<DraftBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.keys(localStorage).some((k) => k.endsWith(KEY))).toBe(false);
  });

  it('the newer of the copy and the IndexedDB draft wins; a copy that does not parse is dropped', async () => {
    const newer = draft({ savedAt: Date.UTC(2026, 0, 5, 11) });
    await saveDraft(KEY, newer);
    stashDraftNow(KEY, draft({ savedAt: Date.UTC(2026, 0, 5, 9), document: cardRouterDocument }));
    expect((await loadDraft(KEY))?.savedAt).toBe(newer.savedAt);
    localStorage.setItem(`routing-studio:draft-at-unload:${KEY}`, '{"not":"a draft"}');
    expect((await loadDraft(KEY))?.savedAt).toBe(newer.savedAt);
  });
});
