import type { EditorEnvironment } from '../editor-props';
import { useEditorStore } from '../state/editor-context';

/** Every validation problem; a click focuses the node it belongs to. */
export const ProblemsPanel = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  return (
    <section className="problems-panel" aria-label="Problems">
      <h2 className="panel-title">Problems ({env.issues.length})</h2>
      {env.issues.length === 0 ? <p className="muted">No problems: the document can be saved.</p> : null}
      <ul>
        {env.issues.map((issue) => (
          <li key={`${issue.path}:${issue.code}:${issue.message}`}>
            <button type="button" className="link-button" onClick={() => issue.nodeId && store.getState().focus(issue.nodeId)}>
              {issue.message} <span className="muted">({issue.code} at {issue.path})</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
