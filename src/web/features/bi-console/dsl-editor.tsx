import { autocompletion, closeBrackets, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { history, historyKeymap, defaultKeymap } from '@codemirror/commands';
import { useEffect, useRef } from 'react';
import { dslCompletions } from './dsl-completions';
import { jsonCursor } from './json-cursor';

const KIND_TYPES = { clause: 'keyword', aggregation: 'function', member: 'property', field: 'variable', value: 'constant' } as const;

/** CodeMirror completion from the DSL vocabulary and the record's fields, for the word at the cursor. */
const completeDsl = (context: CompletionContext): CompletionResult | null => {
  const cursor = jsonCursor(context.state.doc.toString(), context.pos);
  const options = dslCompletions(cursor);
  if (options.length === 0 || (!context.explicit && cursor.prefix === '' && !cursor.quoted)) return null;
  return {
    from: cursor.from,
    // Outside quotes a member name gets its quotes; inside, only the word is replaced.
    options: options.map((o) => ({ label: o.label, type: KIND_TYPES[o.kind], detail: o.detail, apply: cursor.quoted ? o.label : `"${o.label}"` })),
    validFor: /^[\w.]*$/,
  };
};

export interface DslEditorProps {
  value: string;
  onChange(text: string): void;
  onRun(): void;
  /** Text to select once after the value was replaced (an example's placeholder). */
  select?: string;
  label: string;
}

/** The console's JSON editor: syntax, brackets, completion (Ctrl+Space), Ctrl+Enter runs the query. */
export const DslEditor = ({ value, onChange, onRun, select, label }: DslEditorProps) => {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onRun });
  useEffect(() => {
    callbacks.current = { onChange, onRun };
  });

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          closeBrackets(),
          indentOnInput(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          json(),
          autocompletion({ override: [completeDsl], activateOnTyping: true }),
          EditorView.lineWrapping,
          // tabindex: the scroller's focusable content, as axe-core asks of a scrollable region (issue 43.8).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          keymap.of([{ key: 'Mod-Enter', run: () => (callbacks.current.onRun(), true), preventDefault: true }, ...defaultKeymap, ...historyKeymap]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    const at = select ? value.indexOf(select) : -1;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, ...(at >= 0 ? { selection: { anchor: at, head: at + select!.length } } : {}) });
    if (at >= 0) editor.focus();
  }, [value, select]);

  return <div ref={host} className="dsl-editor" data-testid="dsl-editor" />;
};
