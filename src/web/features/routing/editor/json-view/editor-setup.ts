import { bracketMatching, defaultHighlightStyle, foldGutter, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';

/**
 * The editor's chrome, assembled from the CodeMirror 6 packages we depend on. Undo and redo are
 * the editor store's, not a separate text history: one typing burst is one step of the same
 * history the graph and the toolbar use, so Ctrl+Z means the same thing everywhere.
 */
export const editorSetup = (history: { undo: () => void; redo: () => void }): Extension[] => {
  const run = (action: () => void) => () => {
    action();
    return true;
  };
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    drawSelection(),
    highlightActiveLine(),
    // The side panel is narrow: long GUIDs wrap instead of hiding behind a horizontal scroll.
    EditorView.lineWrapping,
    bracketMatching(),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    keymap.of([
      // Native select-all only reaches the lines CodeMirror has rendered; this selects the whole text.
      { key: 'Mod-a', run: (view) => (view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } }), true) },
      { key: 'Mod-z', run: run(history.undo), preventDefault: true },
      { key: 'Mod-Shift-z', run: run(history.redo), preventDefault: true },
      { key: 'Mod-y', run: run(history.redo), preventDefault: true },
    ]),
  ];
};
