import { useEditorStore } from '../state/editor-context';
import { useDraftAutosave } from './use-draft-autosave';
import { useDraftOffer } from './use-draft-offer';
import { formatDateTime } from '@web/lib/format';

const shortRevision = (revision: string) => revision.slice(0, 12);

/** Autosaves the draft and, when the editor opens, offers a recovered one back. */
export const DraftBanner = () => {
  const store = useEditorStore();
  const { offer, restore, discard } = useDraftOffer(store);
  useDraftAutosave(store, offer.status === 'settled');
  if (offer.status !== 'offered') return null;
  const { draft, stale } = offer;
  const liveRevision = store.getState().baseline.revision;
  return (
    <section className="notice draft-banner" role="region" aria-label="Unsaved draft" data-testid="draft-banner">
      <p>
        <strong>You have unsaved changes to this routing</strong> from {formatDateTime(new Date(draft.savedAt))}, kept in this browser.
      </p>
      {stale ? (
        <p className="draft-stale" data-testid="draft-stale">
          The live routing changed since this draft was made (draft based on revision <code>{shortRevision(draft.baseRevision)}</code>, live is{' '}
          <code>{shortRevision(liveRevision)}</code>). If you restore it, saving will be checked for conflicts: you will see the other change before
          anything is overwritten.
        </p>
      ) : null}
      <div className="draft-actions">
        <button type="button" className="primary" onClick={restore}>
          Restore draft
        </button>
        <button type="button" onClick={discard}>
          Discard
        </button>
      </div>
    </section>
  );
};
