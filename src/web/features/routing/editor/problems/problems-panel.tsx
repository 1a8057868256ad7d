import { useState, type UIEvent } from 'react';
import type { EditorEnvironment } from '../editor-props';
import { issueInWords } from '@domain/routing/describe/issue-words';
import { SupportDetails } from '@web/components/support-details';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { AnalysisWarnings, FIRST_LISTED, listMore } from './analysis-warnings';
import { placeWords } from './place-words';

// Pixels from the end of the list at which more warnings are listed (a few rows).
const NEAR_END = 80;

/**
 * Every validation problem with its gateway code, and the gateway's rejection of the last save (it
 * stays until the next edit, as on its node); click or Enter focuses the node a problem belongs to.
 * The routing analysis's warnings follow, counted apart: they never block a save.
 */
export const ProblemsPanel = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const serverError = useEditor((s) => s.serverError);
  const document = useEditor(currentDocument);
  // Unfolded while something blocks the save; warnings alone are a line with their count, unfolded on
  // request: at 1280×800 three lines of them took a sixth of the canvas's height (issue 43.1). The
  // person's choice, once made, holds.
  const [choice, setOpen] = useState<boolean | null>(null);
  const [listed, setListed] = useState(FIRST_LISTED);
  const count = env.issues.length + (serverError ? 1 : 0);
  const open = choice ?? count > 0;
  const findings = env.analysis?.findings ?? [];
  // Near the end of what is listed, list more: the person scrolling through the warnings reads on.
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const panel = event.currentTarget;
    if (listed < findings.length && panel.scrollTop + panel.clientHeight >= panel.scrollHeight - NEAR_END) setListed(listMore(listed));
  };
  return (
    // Listing, the panel keeps one height however many lines it lists (it scrolls): a panel that grew
    // with each warning resized the canvas above it, moving every node, after an edit.
    <section className={`problems-panel${open && count + findings.length > 0 ? ' listing' : ''}`} aria-label="Problems" onScroll={onScroll}>
      <div className="problems-header">
        <button type="button" className="toggle" aria-expanded={open} aria-controls={open && count + findings.length > 0 ? 'problems-list' : undefined} onClick={() => setOpen(!open)}>
          {open ? '▾' : '▸'} Problems ({count})
        </button>
        {/* Between the first drawing and its validation (a moment, longer on a large tree) "No problems" would be a claim not yet made. */}
        {count === 0 ? <span className="muted">{env.checking ? 'Checking…' : 'No problems'}</span> : null}
        {findings.length > 0 ? (
          // A button: the count is where a person looks for the warnings, and a click there lists them.
          <button type="button" className="warning-count" data-testid="warning-count" aria-expanded={open} aria-controls={open ? 'problems-list' : undefined} onClick={() => setOpen(!open)}>
            ⚠ {findings.length} warning{findings.length === 1 ? '' : 's'} (not blocking)
          </button>
        ) : null}
      </div>
      {open && count + findings.length > 0 ? (
        <ul id="problems-list">
          {serverError ? (
            <li className="problem-rejected" data-testid="problem-rejected">
              {serverError.nodeId ? (
                <button type="button" className="link-button" onClick={() => store.getState().focus(serverError.nodeId!)}>
                  Refused by the gateway: {issueInWords(document, serverError, env.names)}
                </button>
              ) : (
                <span>
                  Refused by the gateway: {issueInWords(document, serverError, env.names)} <span className="muted">(the document as a whole)</span>
                </span>
              )}{' '}
              <span className="problem-place">{serverError.path ? placeWords(document, serverError.path, env.names) : ''}</span>
              <SupportDetails items={[['code', serverError.code], ['path', serverError.path], ['gateway said', serverError.message]]} />
            </li>
          ) : null}
          {env.issues.map((issue, index) => (
            <li key={`${index}:${issue.path}:${issue.code}`}>
              {issue.nodeId ? (
                <button type="button" className="link-button" onClick={() => store.getState().focus(issue.nodeId!)}>
                  {issueInWords(document, issue, env.names)}
                </button>
              ) : (
                <span>
                  {issueInWords(document, issue, env.names)} <span className="muted">(the document as a whole)</span>
                </span>
              )}{' '}
              <span className="problem-place">{placeWords(document, issue.path, env.names)}</span>
              <SupportDetails items={[['code', issue.code], ['path', issue.path], ['check said', issue.message]]} />
            </li>
          ))}
          <AnalysisWarnings env={env} findings={findings} document={document} listed={listed} onListAll={() => setListed(Infinity)} />
        </ul>
      ) : null}
    </section>
  );
};
