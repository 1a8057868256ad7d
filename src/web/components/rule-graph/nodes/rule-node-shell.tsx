import { formatCounted, formatPercent } from '@web/lib/format';
import type { CSSProperties, DragEvent, ReactNode } from 'react';
import { decorationMessages, type NodeDecoration } from '../flow-types';
import { RULE_PATH_MIME, useRuleGraphEditing } from '../rule-graph-editing';

/** "37.5 % · 1,234 payments": what a node says of the window's traffic. */
export const trafficText = (t: { share: number; count: number }) => (t.count > 0 ? `${formatPercent(t.share * 100)} · ${formatCounted(t.count, 'payment')}` : 'No payment in the window');

export interface RuleNodeShellProps {
  kind: string;
  path: string;
  className: string;
  selected: boolean;
  decoration: NodeDecoration | undefined;
  title?: string;
  children: ReactNode;
}

/**
 * The frame every rule node shares: test hooks, selection and problem highlights, and in the editor
 * an HTML drag source (nodrag/nopan keep React Flow from treating the gesture as a pan). A node with
 * problems shows a badge with their count and writes the first message on itself (one line, cut with
 * an ellipsis); the whole list is its tooltip and, for screen readers, describes the node. Analysis
 * warnings get their own marker (amber, top left) so they never read as errors.
 */
export const RuleNodeShell = ({ kind, path, className, selected, decoration, title, children }: RuleNodeShellProps) => {
  const editing = useRuleGraphEditing();
  const messages = decorationMessages(decoration);
  const issueCount = decoration?.issues?.length ?? 0;
  const warningCount = decoration?.warnings?.length ?? 0;
  const classes = [
    'flow-node',
    className,
    selected ? 'flow-node-selected' : '',
    issueCount ? 'flow-node-has-issues' : '',
    // An error outranks a warning: the node's frame shows the worse of the two.
    warningCount && !issueCount ? 'flow-node-has-warnings' : '',
    decoration?.serverError ? 'flow-node-server-error' : '',
    decoration?.onPath ? 'flow-node-on-path' : '',
    decoration?.traffic ? (decoration.traffic.count > 0 ? 'flow-node-traffic' : 'flow-node-dead') : '',
    editing ? 'nodrag nopan' : '',
  ];
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(RULE_PATH_MIME, path);
    event.dataTransfer.setData('text/plain', path);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid="rule-node"
      data-kind={kind}
      data-path={path}
      data-selected={selected || undefined}
      data-on-path={decoration?.onPath || undefined}
      data-traffic={decoration?.traffic ? trafficText(decoration.traffic) : undefined}
      title={title}
      draggable={editing ? true : undefined}
      onDragStart={editing ? onDragStart : undefined}
    >
      {decoration?.serverError ? (
        <span className="node-badge node-badge-server" role="img" aria-label="Refused by the gateway" title={decoration.serverError}>
          !
        </span>
      ) : null}
      {issueCount ? (
        <span className="node-badge" data-testid="issue-badge" role="img" aria-label={`${issueCount} problem${issueCount === 1 ? '' : 's'}`} title={decoration?.issues?.join('\n')}>
          {issueCount}
        </span>
      ) : null}
      {warningCount ? (
        <span
          className="node-badge node-badge-warning"
          data-testid="warning-badge"
          role="img"
          aria-label={`${warningCount} warning${warningCount === 1 ? '' : 's'}: ${decoration?.warnings?.join(' ')}`}
          title={decoration?.warnings?.join('\n')}
        >
          ⚠{warningCount > 1 ? warningCount : ''}
        </span>
      ) : null}
      {children}
      {decoration?.traffic ? (
        <div className="flow-node-traffic-line" style={{ '--traffic': decoration.traffic.share } as CSSProperties}>
          {trafficText(decoration.traffic)}
        </div>
      ) : null}
      {messages.length ? (
        <>
          <div className={issueCount || decoration?.serverError ? 'flow-node-message' : 'flow-node-message flow-node-message-warning'} data-testid="node-message" title={messages.join('\n')} aria-hidden="true">
            {messages[0]}
          </div>
          <ul className="visually-hidden" id={decoration?.messagesId}>
            {messages.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
};
