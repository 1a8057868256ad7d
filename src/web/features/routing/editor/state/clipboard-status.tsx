import { placeInWords, type ConnectorNameLookup } from '@domain/routing/describe';
import { useEditor, useEditorStore } from './editor-context';
import { currentDocument } from './editor-store';

/**
 * A pending cut and the last clipboard notice. A cut leaves the rules in place until the paste
 * moves them, so the user needs to see that one is pending, where, and how to drop it.
 */
export const ClipboardStatus = ({ names }: { names: ConnectorNameLookup }) => {
  const store = useEditorStore();
  const document = useEditor(currentDocument);
  const cutFrom = useEditor((s) => s.cutFrom);
  const notice = useEditor((s) => s.notice);
  if (!cutFrom && !notice) return null;
  return (
    <div className="notice clipboard-status" role="status" data-testid="clipboard-status" style={{ padding: '6px 10px' }}>
      {cutFrom ? (
        <p>
          Cut: <span title={cutFrom}>{placeInWords(document, cutFrom, names)}</span> and what hangs below it stay until you paste them: select an empty branch and press Ctrl+V (or “Paste here”) to move them there.{' '}
          <button type="button" className="link-button" onClick={() => store.getState().clearClipboard()}>
            Cancel cut
          </button>
        </p>
      ) : null}
      {notice ? (
        <p>
          {notice}{' '}
          <button type="button" className="link-button" onClick={() => store.getState().dismissNotice()}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
};
