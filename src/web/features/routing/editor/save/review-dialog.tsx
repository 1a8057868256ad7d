import { useMemo, useState } from 'react';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { isMultiMethodDocument } from '@domain/routing/tree-walk';
import { useDisableLossReview } from '../multi/disable-loss';
import { useEditor } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { ChangeList } from './change-list';
import { useGoldenReview } from './golden-review';
import { diffDocuments } from './diff-documents';
import { MethodChangeList } from './method-change-list';
import { ModalDialog } from '@web/components/modal-dialog';
import type { Finding } from '@domain/routing/analysis';
import { AnalysisReview } from './analysis-review';

export interface ReviewDialogProps {
  names: ConnectorNameLookup;
  saving: boolean;
  /** `overrideGoldenCases`: the user chose to save although golden cases fail (audited). */
  onConfirm: (note: string, overrideGoldenCases: boolean) => void;
  onCancel: () => void;
  /** Saving to a production environment asks for an explicit confirmation. */
  production?: string | undefined;
  /** The routing analysis's warnings on the draft: listed, never blocking. */
  warnings?: readonly Finding[];
  /**
   * Change control (issue 14): ask for approval instead of saving. `required`: the environment
   * allows no direct save, so asking is the dialog's only action.
   */
  approval?: { required: boolean; requesting: boolean; onRequest: (note: string) => void };
}

/** The review step: what this save changes against the version the editor started from, in words, and a note. */
export const ReviewDialog = ({ names, saving, onConfirm, onCancel, production, warnings = [], approval }: ReviewDialogProps) => {
  const askOnly = approval?.required === true;
  const [confirmed, setConfirmed] = useState(production === undefined || askOnly);
  const baseline = useEditor((s) => s.baseline);
  const document = useEditor(currentDocument);
  const [note, setNote] = useState('');
  const loss = useDisableLossReview();
  const golden = useGoldenReview(names);
  const [override, setOverride] = useState(false);
  const goldenBlocks = golden.failing > 0 && !override;
  const changes = useMemo(() => diffDocuments(baseline.document, document, names), [baseline, document, names]);
  const List = isMultiMethodDocument(document) ? MethodChangeList : ChangeList;
  return (
    <ModalDialog title={askOnly ? 'Review changes and request approval' : 'Review changes before saving'} onClose={onCancel} testId="review-dialog">
      <p className="muted">
        Compared with the version you opened (revision <code>{baseline.revision.slice(0, 12)}</code>):
      </p>
      {isMultiMethodDocument(document) ? <p className="muted">Only the methods listed below are sent; the gateway keeps the others untouched.</p> : null}
      <List changes={changes} label="Changes" empty="No change in the rules or settings (only formatting or order)." />
      <AnalysisReview findings={warnings} />
      <form
        className="modal-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (askOnly) approval.onRequest(note);
          else onConfirm(note, golden.failing > 0 && override);
        }}
      >
        <label className="field">
          <span>Note (why this change; kept with the version)</span>
          <textarea value={note} maxLength={500} rows={3} onChange={(event) => setNote(event.target.value)} />
        </label>
        {golden.element}
        {golden.failing > 0 && !askOnly ? (
          <label className="field production-confirm">
            <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
            <span>Save although {golden.failing === 1 ? 'this golden test case fails' : `these ${golden.failing} golden test cases fail`} (recorded in the audit log with their names).</span>
          </label>
        ) : null}
        {loss.element}
        {askOnly ? <p className="muted">Routing here changes only through an approved change request: a second person reviews it with its evidence before it goes live.</p> : null}
        {production !== undefined && !askOnly ? (
          <label className="field production-confirm">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            <span>I understand that this changes the live routing of production ({production}).</span>
          </label>
        ) : null}
        <div className="modal-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          {approval && !askOnly ? (
            <button type="button" disabled={approval.requesting || loss.blocking} onClick={() => approval.onRequest(note)}>
              Request approval instead
            </button>
          ) : null}
          {askOnly ? (
            <button type="submit" className="primary" disabled={approval.requesting || loss.blocking}>
              {approval.requesting ? 'Requesting…' : 'Request approval'}
            </button>
          ) : (
            <button type="submit" className={golden.failing > 0 ? 'danger' : 'primary'} disabled={saving || !confirmed || loss.blocking || goldenBlocks}>
              {saving ? 'Saving…' : golden.failing > 0 ? 'Save anyway (override)' : 'Confirm and save'}
            </button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
};
