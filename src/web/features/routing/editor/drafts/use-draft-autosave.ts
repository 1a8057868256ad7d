import { useEffect } from 'react';
import { currentDocument, type EditorState, type EditorStore } from '../state/editor-store';
import { deleteDraft, draftKey, saveDraft, stashDraftNow, type Draft } from './draft-storage';
import { sameDocument } from './same-document';

interface KeptDraft {
  key: string;
  draft: Draft | null;
}

/** The draft to keep for this state, or null when the document is back at the baseline (undo to the start, or a save/reload rebased the editor). */
const draftOf = (state: EditorState): KeptDraft => {
  const { baseline } = state;
  const key = draftKey(baseline.env, baseline.connectorGuid);
  const document = currentDocument(state);
  if (sameDocument(document, baseline.document)) return { key, draft: null };
  return { key, draft: { document, baseRevision: baseline.revision, baseDocument: baseline.document, savedAt: Date.now() } };
};

const persist = ({ key, draft }: KeptDraft): Promise<void> => (draft ? saveDraft(key, draft) : deleteDraft(key));

/**
 * Keeps the current document in IndexedDB while it differs from the baseline, debounced so a
 * typing burst is one write. Waits while `enabled` is false (a recovered draft is still being
 * offered: writing now would replace it before the user chose). A pending write is flushed when
 * the page is hidden or the editor closes, so a reload right after an edit keeps it (at page-hide
 * also copied synchronously to localStorage, which the next load takes back).
 */
export const useDraftAutosave = (store: EditorStore, enabled: boolean, delayMs = 500) => {
  useEffect(() => {
    if (!enabled) return;
    // Set while a write waits (the debounce, then an idle moment): cancels it.
    let cancel: (() => void) | undefined;
    const flush = (kept: KeptDraft = draftOf(store.getState())) => {
      cancel = undefined;
      // Storage can be unavailable (private windows, quota): editing must go on without drafts.
      persist(kept).catch(() => undefined);
    };
    // After the debounce the write waits for an idle moment: copying a large document into
    // IndexedDB must not land in the middle of the next edit's rendering.
    const schedule = () => {
      cancel?.();
      const timer = setTimeout(() => {
        if (typeof requestIdleCallback !== 'function') return flush();
        const idle = requestIdleCallback(() => flush(), { timeout: 2000 });
        cancel = () => cancelIdleCallback(idle);
      }, delayMs);
      cancel = () => clearTimeout(timer);
    };
    const flushPending = () => {
      if (cancel === undefined) return;
      cancel();
      flush();
    };
    // The page is going away: IndexedDB may not finish a write (the waiting one, or one already
    // started) before the page is gone, so a synchronous copy goes to localStorage too
    // (draft-storage.ts); at the baseline the copy is removed instead.
    const flushAtUnload = () => {
      const kept = draftOf(store.getState());
      stashDraftNow(kept.key, kept.draft);
      if (cancel === undefined) return;
      cancel();
      flush(kept);
    };
    const unsubscribe = store.subscribe((next, prev) => {
      // A save or reload rebased the editor: the draft of the old base goes now, not after the
      // debounce. A reload right after a save would otherwise offer the pre-save document back
      // (for a multi-method save, rules the gateway has just removed).
      if (next.baseline !== prev.baseline) {
        cancel?.();
        flush();
      } else if (next.history.present !== prev.history.present) schedule();
    });
    // Edits made while a recovered draft was on offer are written once the offer is settled.
    schedule();
    window.addEventListener('pagehide', flushAtUnload);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flushAtUnload);
      flushPending();
    };
  }, [store, enabled, delayMs]);
};
