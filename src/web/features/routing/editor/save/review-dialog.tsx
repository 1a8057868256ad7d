import { useMemo, useState } from 'react';
import type { ConnectorNameLookup } from '../../../../../domain/routing/describe/connector-names';
import { isMultiMethodDocument } from '../../../../../domain/routing/tree-walk';
import { useDisableLossReview } from '../multi/disable-loss';
import { useEditor } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { ChangeList } from './change-list';
import { diffDocuments } from './diff-documents';
import { MethodChangeList } from './method-change-list';
import { ModalDialog } from '../../../../components/modal-dialog';

export interface ReviewDialogProps {
  names: ConnectorNameLookup;
  saving: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
  /** Saving to a production environment asks for an explicit confirmation. */
  production?: string | undefined;
}

/** The review step: what this save changes against the version the editor started from, in words, and a note. */
export const ReviewDialog = ({ names, saving, onConfirm, onCancel, production }: ReviewDialogProps) => {
  const [confirmed, setConfirmed] = useState(production === undefined);
  const baseline = useEditor((s) => s.baseline);
  const document = useEditor(currentDocument);
  const [note, setNote] = useState('');
  const loss = useDisableLossReview();
  const changes = useMemo(() => diffDocuments(baseline.document, document, names), [baseline, document, names]);
  const List = isMultiMethodDocument(document) ? MethodChangeList : ChangeList;
  return (
    <ModalDialog title="Review changes before saving" onClose={onCancel} testId="review-dialog">
      <p className="muted">
        Compared with the version you opened (revision <code>{baseline.revision.slice(0, 12)}</code>):
      </p>
      {isMultiMethodDocument(document) ? <p className="muted">Only the methods listed below are sent; the gateway keeps the others untouched.</p> : null}
      <List changes={changes} label="Changes" empty="No change in the rules or settings (only formatting or order)." />
      <form
        className="modal-form"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(note);
        }}
      >
        <label className="field">
          <span>Note (why this change; kept with the version)</span>
          <textarea value={note} maxLength={500} rows={3} onChange={(event) => setNote(event.target.value)} />
        </label>
        {loss.element}
        {production !== undefined ? (
          <label className="field production-confirm">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            <span>I understand that this changes the live routing of production ({production}).</span>
          </label>
        ) : null}
        <div className="modal-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={saving || !confirmed || loss.blocking}>
            {saving ? 'Saving…' : 'Confirm and save'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
