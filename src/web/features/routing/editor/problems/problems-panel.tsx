import { useState } from 'react';
import type { EditorEnvironment } from '../editor-props';
import { placeInWords } from '../../../../../domain/routing/describe';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';

/** Every validation problem with its gateway code; click or Enter focuses the node it belongs to. */
export const ProblemsPanel = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const document = useEditor(currentDocument);
  const [open, setOpen] = useState(true);
  const count = env.issues.length;
  return (
    <section className="problems-panel" aria-label="Problems">
      <div className="problems-header">
        <button type="button" className="toggle" aria-expanded={open} aria-controls="problems-list" onClick={() => setOpen(!open)}>
          {open ? '▾' : '▸'} Problems ({count})
        </button>
        {count === 0 ? <span className="muted">No problems</span> : null}
      </div>
      {open && count > 0 ? (
        <ul id="problems-list">
          {env.issues.map((issue, index) => (
            <li key={`${index}:${issue.path}:${issue.code}`}>
              {issue.nodeId ? (
                <button type="button" className="link-button" onClick={() => store.getState().focus(issue.nodeId!)}>
                  {issue.message}
                </button>
              ) : (
                <span>
                  {issue.message} <span className="muted">(document)</span>
                </span>
              )}{' '}
              <span className="problem-code" title={issue.path}>
                {issue.code} · {placeInWords(document, issue.path, env.names)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
