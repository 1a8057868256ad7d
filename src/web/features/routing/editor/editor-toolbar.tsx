import { canRedo, canUndo } from '@domain/routing/commands';
import type { EditorEnvironment } from './editor-props';
import { KeyboardHelp } from './keyboard-help';
import { SaveBar } from './save/save-bar';
import { SearchBox } from './search/search-box';
import { ClipboardStatus } from './state/clipboard-status';
import { useEditor, useEditorStore } from './state/editor-context';
import { isDirty } from './state/editor-store';

export const EditorToolbar = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const undoable = useEditor((s) => canUndo(s.history));
  const redoable = useEditor((s) => canRedo(s.history));
  const dirty = useEditor(isDirty);
  const errors = env.issues.length;
  return (
    <>
      <div className="editor-toolbar" role="toolbar" aria-label="Editor">
        <button type="button" onClick={() => store.getState().undo()} disabled={!undoable} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" onClick={() => store.getState().redo()} disabled={!redoable} aria-keyshortcuts="Control+Shift+Z Control+Y">
          Redo
        </button>
        <span className="editor-status" role="status" data-testid="editor-status">
          {dirty ? 'Unsaved changes' : 'Saved version'}
          {errors > 0 ? ` · ${errors} problem${errors === 1 ? '' : 's'}` : ''}
        </span>
        <SearchBox env={env} />
        <KeyboardHelp />
        <SaveBar env={env} />
      </div>
      <ClipboardStatus names={env.names} />
    </>
  );
};
