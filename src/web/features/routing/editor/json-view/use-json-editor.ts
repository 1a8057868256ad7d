import { json } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { Annotation, EditorState, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { sameDocument } from '../drafts/same-document';
import { currentDocument, type EditorStore } from '../state/editor-store';
import { editorSetup } from './editor-setup';
import { describeProblem, formatDocument, minimalChange, parseDocumentText, type JsonProblem } from './json-text';

export interface JsonEditorCallbacks {
  onProblem: (problem: JsonProblem | null) => void;
  /** The document changed elsewhere while the text holds edits that do not parse: the text was left alone. */
  onStale: (stale: boolean) => void;
}

/** Marks the view's own updates from the store, so they are not read back as typing. */
const fromStore = Annotation.define<boolean>();
/** Keystrokes further apart than this start a new undo step in the editor's history. */
const BURST_MS = 1000;

const syntaxLinter = (multi: boolean) => linter((view): Diagnostic[] => {
  const result = parseDocumentText(view.state.doc.toString(), multi);
  if (result.ok) return [];
  const from = result.problem.kind === 'syntax' ? Math.min(result.problem.offset ?? 0, view.state.doc.length) : 0;
  return [{ from, to: Math.min(from + 1, view.state.doc.length), severity: 'error', message: describeProblem(result.problem) }];
});

/**
 * A CodeMirror 6 editor bound two ways to the editor store. Text that parses as a routing document
 * replaces the document (a typing burst is one undo step); text that does not is never applied.
 * Changes from elsewhere rewrite the text, unless it holds unparsed edits the user would lose.
 */
export const useJsonEditor = (host: RefObject<HTMLDivElement | null>, store: EditorStore, callbacks: JsonEditorCallbacks) => {
  const latest = useRef(callbacks);
  const reloadRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    let shown: AnyDocument = currentDocument(store.getState());
    let unparsed = false;
    const multi = store.getState().baseline.kind === 'multi';
    let lastTyped = 0;
    let burst = 0;

    const onUserEdit = (text: string) => {
      const result = parseDocumentText(text, multi);
      if (!result.ok) {
        unparsed = true;
        latest.current.onProblem(result.problem);
        return;
      }
      unparsed = false;
      latest.current.onProblem(null);
      latest.current.onStale(false);
      const present = currentDocument(store.getState());
      if (sameDocument(result.document, present)) {
        shown = present;
        return;
      }
      const now = Date.now();
      if (now - lastTyped > BURST_MS) burst += 1;
      lastTyped = now;
      shown = result.document;
      const refused = store.getState().dispatch({ type: 'replaceDocument', document: result.document }, `json-view:${burst}`);
      // A store guard can refuse a valid document (a read-only method changed): the text keeps the edit, unapplied.
      if (refused) {
        shown = present;
        unparsed = true;
        latest.current.onProblem({ kind: 'refused', message: refused });
      }
    };

    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: formatDocument(shown),
        extensions: [
          editorSetup({
            // Unparsed text is not in the store's history yet: undo brings back the last valid text.
            undo: () => (unparsed ? reloadRef.current() : store.getState().undo()),
            redo: () => store.getState().redo(),
          }),
          json(),
          lintGutter(),
          syntaxLinter(multi),
          // tabindex: the scroller's focusable content, as axe-core asks of a scrollable region (issue 43.8); Tab reaches it as before.
          EditorView.contentAttributes.of({ 'aria-label': 'Routing document as JSON', tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromStore))) onUserEdit(update.state.doc.toString());
          }),
        ],
      }),
    });

    const showDocument = (document: AnyDocument) => {
      shown = document;
      unparsed = false;
      const change = minimalChange(view.state.doc.toString(), formatDocument(document));
      // Not in the text's own history: undoing it there would fight the store's undo.
      view.dispatch({ changes: change, annotations: [fromStore.of(true), Transaction.addToHistory.of(false)] });
      latest.current.onProblem(null);
      latest.current.onStale(false);
    };

    reloadRef.current = () => showDocument(currentDocument(store.getState()));
    const unsubscribe = store.subscribe((next, prev) => {
      const document = currentDocument(next);
      if (document === currentDocument(prev) || document === shown) return;
      if (unparsed) latest.current.onStale(true);
      else showDocument(document);
    });
    return () => {
      unsubscribe();
      view.destroy();
    };
  }, [host, store]);

  /** Throws away unparsed text edits and shows the current document. */
  const reload = useCallback(() => reloadRef.current(), []);
  return { reload };
};
