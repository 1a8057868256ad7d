import { useMemo, useState } from 'react';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { useEditor } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { ChangeList } from './change-list';
import { diffDocuments } from './diff-documents';
import { ModalDialog } from '@web/components/modal-dialog';

export interface ConflictDialogProps {
  live: { revision: string; document: AnyDocument };
  names: ConnectorNameLookup;
  saving: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

type Step = 'choose' | 'confirm-reload' | 'confirm-overwrite';

/**
 * Someone else saved after this editor opened (409). Nothing is decided for the user: they can see
 * both changes, take the live version (losing theirs) or overwrite it, each after a confirmation.
 */
export const ConflictDialog = ({ live, names, saving, onReload, onOverwrite, onClose }: ConflictDialogProps) => {
  const baseline = useEditor((s) => s.baseline);
  const mine = useEditor(currentDocument);
  const [step, setStep] = useState<Step>('choose');
  const [showDiff, setShowDiff] = useState(false);
  const theirs = useMemo(() => diffDocuments(baseline.document, live.document, names), [baseline, live, names]);
  const yours = useMemo(() => diffDocuments(live.document, mine, names), [live, mine, names]);

  return (
    <ModalDialog title="Someone else saved this routing" onClose={onClose} focusKey={step} testId="conflict-dialog">
      <p>
        The live routing changed after you opened it (it is now revision <code>{live.revision.slice(0, 12)}</code>). Your changes are not saved yet;
        they are still in the editor and in your draft.
      </p>
      {showDiff ? (
        <div className="conflict-diff">
          <h3>What the other person changed</h3>
          <ChangeList changes={theirs} label="Their changes" empty="No change in the rules or settings." />
          <h3>What saving your version would change in the live routing</h3>
          <ChangeList changes={yours} label="Your changes against the live routing" empty="Nothing: your version equals the live one." />
        </div>
      ) : null}
      {step === 'choose' ? (
        <div className="modal-actions">
          <button type="button" aria-expanded={showDiff} onClick={() => setShowDiff(!showDiff)}>
            {showDiff ? 'Hide the difference' : 'See the difference'}
          </button>
          <button type="button" onClick={() => setStep('confirm-reload')}>
            Reload
          </button>
          <button type="button" onClick={() => setStep('confirm-overwrite')}>
            Overwrite
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      ) : step === 'confirm-reload' ? (
        <div className="modal-confirm" role="group" aria-label="Confirm reload">
          <p>Discard your changes and continue from the live routing? Your unsaved changes will be lost.</p>
          <div className="modal-actions">
            <button type="button" onClick={() => setStep('choose')}>
              Back
            </button>
            <button type="button" className="primary danger" onClick={onReload}>
              Discard my changes and reload
            </button>
          </div>
        </div>
      ) : (
        <div className="modal-confirm" role="group" aria-label="Confirm overwrite">
          <p>Replace the live routing with your version? What the other person changed will be lost.</p>
          <div className="modal-actions">
            <button type="button" onClick={() => setStep('choose')}>
              Back
            </button>
            <button type="button" className="primary danger" disabled={saving} onClick={onOverwrite}>
              {saving ? 'Saving…' : 'Overwrite their change'}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
};
