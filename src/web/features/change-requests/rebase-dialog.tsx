import { useMemo } from 'react';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { diffMultiMethod, diffSingleMethod } from '@domain/routing/diff';
import type { SingleMethodDocument } from '@domain/routing/document';
import { isMultiMethodDocument, type AnyDocument } from '@domain/routing/tree-walk';
import { ModalDialog } from '../../components/modal-dialog';

/**
 * The live routing moved since the request was made: what changed there, in words (as the editor's
 * conflict dialog shows it), and the way on: rebase the request onto it, which needs a new approval.
 */
export const RebaseDialog = ({ base, live, names, busy, onRebase, onClose }: { base: AnyDocument; live: AnyDocument; names: ConnectorNameLookup; busy: boolean; onRebase: () => void; onClose: () => void }) => {
  const changes = useMemo(
    () => (isMultiMethodDocument(base) && isMultiMethodDocument(live) ? diffMultiMethod(base, live, names) : diffSingleMethod(base as SingleMethodDocument, live as SingleMethodDocument, names)),
    [base, live, names],
  );
  return (
    <ModalDialog title="The live routing changed since this request was made" onClose={onClose} testId="rebase-dialog">
      <p>Someone changed this connector's routing after the request was made. Their change:</p>
      <ul className="change-list" aria-label="Changes made meanwhile">
        {changes.map((c) => (
          <li key={`${c.kind}:${c.path}:${c.message}`}>{c.message}</li>
        ))}
      </ul>
      <p className="muted">Rebasing puts your draft on top of the live routing (rules the live routing no longer has become new rules), recomputes the evidence, and sends the request back for approval.</p>
      <div className="modal-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="primary" disabled={busy} onClick={onRebase}>
          Rebase onto the live routing
        </button>
      </div>
    </ModalDialog>
  );
};
