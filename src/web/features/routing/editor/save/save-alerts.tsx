import { useState } from 'react';
import { useEditor, useEditorStore } from '../state/editor-context';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { placeInWords } from '@domain/routing/describe';
import { issueInWords } from '@domain/routing/describe/issue-words';
import { SupportDetails } from '@web/components/support-details';
import { currentDocument } from '../state/editor-store';
import type { ServerError } from '../state/editor-store';
import { openInspector } from '../inspector/inspector-focus';


export interface SaveAlertsProps {
  /** A save that failed for a reason outside the document (network, 5xx). */
  failure: string | null;
  onDismissFailure: () => void;
  /** The revision just saved, while the confirmation shows. */
  savedRevision: string | null;
  names: ConnectorNameLookup;
}

/**
 * What the last save attempt said. A gateway rejection stays until the next edit (the store clears
 * it) and names the rule it concerns, with a way to jump there; one that names no rule is shown
 * here as a document-level problem.
 */
export const SaveAlerts = ({ failure, onDismissFailure, savedRevision, names }: SaveAlertsProps) => {
  const store = useEditorStore();
  const serverError = useEditor((s) => s.serverError);
  const document = useEditor(currentDocument);
  // Hiding the message keeps the rejection (and the node's highlight) until the next edit.
  const [hidden, setHidden] = useState<ServerError | null>(null);
  return (
    <div className="save-alerts">
      {serverError && serverError !== hidden ? (
        <div className="save-alert save-alert-error" role="alert" data-testid="save-error">
          <strong>The gateway refused the save.</strong> {issueInWords(document, serverError, names)}
          {serverError.path ? <> ({placeInWords(document, serverError.path, names)})</> : null}{' '}
          <SupportDetails items={[['code', serverError.code], ['path', serverError.path], ['gateway said', serverError.message]]} />
          <div className="save-alert-detail">
            {serverError.nodeId ? (
              <>
                It is marked on the rule.{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={(event) => {
                    const from = event.currentTarget;
                    store.getState().focus(serverError.nodeId!);
                    // The inspector shows the gateway's message at the field it names; once it shows the rule.
                    requestAnimationFrame(() => openInspector(from));
                  }}
                >
                  Show the rule
                </button>
              </>
            ) : (
              'This concerns the document as a whole.'
            )}{' '}
            Nothing was saved; your changes are kept.{' '}
            <button type="button" className="link-button" onClick={() => setHidden(serverError)}>
              Hide
            </button>
          </div>
        </div>
      ) : null}
      {failure ? (
        <div className="save-alert save-alert-error" role="alert" data-testid="save-failure">
          <strong>Could not save.</strong> {failure} Nothing was lost: your changes are still here and in your draft.{' '}
          <button type="button" className="link-button" onClick={onDismissFailure}>
            Dismiss
          </button>
        </div>
      ) : null}
      {savedRevision ? (
        <div className="save-alert save-alert-ok" role="status" data-testid="save-status">
          Saved. The live routing is now revision <code>{savedRevision.slice(0, 12)}</code>.
        </div>
      ) : null}
    </div>
  );
};
