import { memo } from 'react';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { rowAccessibleName, rowTitle } from './outline-label';
import type { OutlineRow as Row } from './outline-rows';

export interface OutlineRowProps {
  row: Row;
  index: number;
  rowHeight: number;
  names: ConnectorNameLookup;
  problems: number;
  /** Problems on the rules this row has folded away. */
  hiddenProblems?: number;
  /** Routing-analysis warnings on this rule (amber, apart from the problems). */
  warnings?: number;
  selected: boolean;
  /** The roving tabindex: the one row Tab lands on. */
  active: boolean;
  /** Traffic on the canvas: the share of the window's payments that passed this rule, in words. */
  traffic?: string | undefined;
}

/**
 * One treeitem. Memoised on its props so moving the focus re-renders two rows, not the window.
 * Clicks and keys are handled once on the tree (event delegation), so rows need no callbacks.
 */
export const OutlineRow = memo(function OutlineRow({ row, index, rowHeight, names, problems, hiddenProblems = 0, warnings = 0, selected, active, traffic }: OutlineRowProps) {
  const title = rowTitle(row, names);
  const spoken = `${rowAccessibleName(row, names, problems, hiddenProblems)}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`;
  return (
    <div
      role="treeitem"
      id={`outline-${row.path}`}
      data-path={row.path}
      data-testid="outline-item"
      className={`outline-row outline-${row.kind}${selected ? ' outline-selected' : ''}`}
      aria-level={row.depth + 1}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.expandable ? row.expanded : undefined}
      aria-selected={selected}
      tabIndex={active ? 0 : -1}
      style={{ top: index * rowHeight, height: rowHeight, paddingLeft: 6 + row.depth * 14 }}
    >
      {/* The row's name, from its content: the sentence below, which holds every word the row shows
          ("Then: route to Beta Payments EUR then …") with what it does not show (rule id, problems).
          An aria-label had the same words but hid the visible ones from the name's source, which
          axe-core reads as a label that may not contain what is shown (issue 43.8). */}
      <span className="visually-hidden">{spoken}</span>
      <span className={`outline-twisty${row.expandable ? '' : ' outline-twisty-none'}`} data-twisty="true" aria-hidden="true">
        {row.expandable ? (row.expanded ? '▾' : '▸') : ''}
      </span>
      {row.branch ? <span className={`outline-branch outline-branch-${row.branch}`} aria-hidden="true">{row.branch}</span> : null}
      <span className="outline-title" title={title} aria-hidden="true">
        {title}
      </span>
      {traffic ? (
        <span className="outline-traffic" data-testid="outline-traffic" title={traffic} aria-hidden="true">
          {traffic.split(' · ')[0]}
        </span>
      ) : null}
      {row.hiddenCount > 0 ? <span className="outline-hidden" aria-hidden="true">+{row.hiddenCount}</span> : null}
      {warnings > 0 ? (
        <span className="outline-warnings" data-testid="outline-warnings" aria-hidden="true" title={`${warnings} warning${warnings === 1 ? '' : 's'} from the routing analysis`}>
          ⚠
        </span>
      ) : null}
      {problems + hiddenProblems > 0 ? (
        <span className="outline-problems" aria-hidden="true">
          {problems + hiddenProblems}
        </span>
      ) : null}
    </div>
  );
});
