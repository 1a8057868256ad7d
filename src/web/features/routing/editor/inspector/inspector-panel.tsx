import { getAt } from '@domain/routing/commands';
import { placeInWords } from '@domain/routing/describe';
import type { RuleNode } from '@domain/routing/document';
import { selectionKind } from '../canvas/node-actions';
import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';
import { useTreeScope } from '../use-tree-scope';
import { ActionEditor } from './action-editor';
import { ConditionEditor } from './condition-editor';
import { ruleLevelServerMessage } from './field-messages';
import { leaveInspector } from './inspector-focus';
import { INSPECTOR_ID } from './inspector-id';
import { useInspectorWarmUp } from './inspector-warm-up';
import { RouteEditor } from './route-editor';
import { issueInWords } from '@domain/routing/describe/issue-words';
import { SupportDetails } from '@web/components/support-details';

/** Edits the selected node: a condition's type and params, a route and its failover chain, or an availability action. */
export const InspectorPanel = ({ env }: { env: EditorEnvironment }) => {
  useInspectorWarmUp();
  const scope = useTreeScope(env);
  const selection = useEditor((s) => s.selection);
  const doc = useEditor((s) => s.history.present);
  const kind = selectionKind(doc, selection);
  const node = kind === 'rule' && selection ? (getAt(doc, selection) as RuleNode) : null;
  const issues = selection ? (env.byNode.get(selection) ?? []) : [];
  const serverError = useEditor((s) => s.serverError);
  const gateway = selection && kind === 'rule' ? ruleLevelServerMessage((issue) => issueInWords(doc, issue, env.names), serverError, selection) : null;
  let body;
  if (!selection || !kind) body = <p className="muted">Select a rule on the graph to edit it.</p>;
  else if (scope.readOnly) body = <p className="notice">Read-only: {scope.readOnly}</p>;
  else if (kind === 'slot') body = <p className="muted">An empty branch: payments reaching it go to the default connector. Add a route or a condition here from the node toolbar, or paste.</p>;
  else if (node?.if) body = <ConditionEditor env={env} path={selection} condition={node.if} multiMethod={scope.multiMethod} />;
  else if (node?.route) body = <RouteEditor env={env} path={selection} route={node.route} />;
  else if (node?.action) body = <ActionEditor path={selection} action={node.action} hasDefaultConnector={scope.defaultConnector !== null} />;
  else body = <p className="muted">This rule has neither a condition nor a route. Use “Turn into condition” on the canvas.</p>;
  return (
    <section
      id={INSPECTOR_ID}
      className="inspector"
      tabIndex={-1}
      aria-label="Inspector"
      onKeyDown={(event) => {
        // Escape leaves the inspector for where F2 (or Enter on the canvas) came from; a field that uses Escape itself prevents this.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        leaveInspector();
      }}
    >
      {selection ? (
        // The place in words already says what the node is ("the route to …", "the rule '…'", "an empty branch"); the path is its title.
        <h2 className="panel-title" title={selection}>
          {capitalised(placeInWords(doc, selection, env.names))}
        </h2>
      ) : null}
      {issues.length || gateway ? (
        <ul className="inspector-issues" aria-label="Problems on this rule">
          {issues.map((i) => (
            <li key={`${i.path}:${i.code}:${i.message}`}>
              {issueInWords(doc, i, env.names)} <SupportDetails items={[['code', i.code], ['path', i.path], ['check said', i.message]]} />
            </li>
          ))}
          {gateway ? (
            <li role="alert">
              {gateway} <SupportDetails items={[['code', serverError!.code], ['path', serverError!.path], ['gateway said', serverError!.message]]} />
            </li>
          ) : null}
        </ul>
      ) : null}
      {body}
    </section>
  );
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
