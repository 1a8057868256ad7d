import { useRef, useState } from 'react';
import { useEditorStore } from '../state/editor-context';
import { describeProblem, type JsonProblem } from './json-text';
import { useJsonEditor } from './use-json-editor';

/** Two-way JSON view of the document: valid edits reach the graph at once, invalid text never does. */
export const JsonView = () => {
  const store = useEditorStore();
  const host = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<JsonProblem | null>(null);
  const [stale, setStale] = useState(false);
  const { reload } = useJsonEditor(host, store, { onProblem: setProblem, onStale: setStale });
  return (
    <div className="json-view">
      {stale ? (
        <div className="notice json-stale" role="status" data-testid="json-stale">
          The graph changed while this text has edits that are not valid yet.{' '}
          <button type="button" onClick={reload}>
            Reload JSON from the graph
          </button>{' '}
          (discards the text edits)
        </div>
      ) : null}
      {problem ? (
        <div className="json-problem" role="alert" data-testid="json-problem">
          {describeProblem(problem)}. The graph keeps the last valid version.
        </div>
      ) : (
        <p className="json-ok muted" data-testid="json-ok">
          In sync with the graph: edits apply as soon as the text is a valid routing document.
        </p>
      )}
      <div ref={host} className="json-editor" data-testid="json-editor" />
    </div>
  );
};
