import { useCallback, useEffect, useState } from 'react';
import { isMultiMethodDocument } from '@domain/routing/tree-walk';
import { envelopeOf } from '../save/use-save-routing';
import type { EditorStore } from '../state/editor-store';
import { deleteDraft, draftKey, loadDraft, type Draft } from './draft-storage';
import { sameDocument } from './same-document';

export type DraftOffer =
  | { status: 'loading' }
  /** Nothing to offer (no draft, the draft equals the live document, or the user chose). */
  | { status: 'settled' }
  /** `stale`: the live routing changed since the draft was made. */
  | { status: 'offered'; draft: Draft; stale: boolean };

/** Reads the stored draft of this connector once, when the editor opens, and decides whether to offer it back. */
export const useDraftOffer = (store: EditorStore) => {
  const [offer, setOffer] = useState<DraftOffer>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const { baseline } = store.getState();
    loadDraft(draftKey(baseline.env, baseline.connectorGuid)).then(
      (draft) => {
        if (!active) return;
        // A draft of the other kind (the connector changed kind) cannot apply here.
        const otherKind = draft && isMultiMethodDocument(draft.document) !== isMultiMethodDocument(baseline.document);
        if (!draft || otherKind || sameDocument(draft.document, baseline.document)) setOffer({ status: 'settled' });
        else setOffer({ status: 'offered', draft, stale: draft.baseRevision !== baseline.revision });
      },
      () => active && setOffer({ status: 'settled' }),
    );
    return () => {
      active = false;
    };
  }, [store]);

  const restore = useCallback(() => {
    if (offer.status !== 'offered') return;
    const { draft, stale } = offer;
    const state = store.getState();
    // A stale draft goes back onto the document it was made from, so the review diff shows the
    // user's own change and the save meets the 409 check instead of overwriting the newer version.
    if (stale) state.rebase(envelopeOf(state.baseline, draft.baseRevision, draft.baseDocument));
    store.getState().restoreDraft(draft.document);
    setOffer({ status: 'settled' });
  }, [offer, store]);

  const discard = useCallback(() => {
    const { baseline } = store.getState();
    deleteDraft(draftKey(baseline.env, baseline.connectorGuid)).catch(() => undefined);
    setOffer({ status: 'settled' });
  }, [store]);

  return { offer, restore, discard };
};
