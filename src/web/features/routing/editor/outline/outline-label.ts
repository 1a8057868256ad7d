import { describeCondition } from '@domain/routing/describe/describe-condition';
import { describeAction, describeRoute } from '@domain/routing/describe/describe-route';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { OutlineRow } from './outline-rows';

/** What a row shows: the condition's sentence, the route's failover chain, the action. */
export const rowTitle = (row: OutlineRow, names: ConnectorNameLookup): string => {
  const { node } = row;
  if (node.if) return describeCondition(node.if, names);
  if (node.route) return describeRoute(node.route, names);
  if (node.action) return describeAction(node.action);
  return 'Incomplete rule';
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const ruleIdText = (id: string | null | undefined) => (typeof id === 'string' && id !== '' ? `rule ${id.startsWith('MPR-') ? 'MPR-' : ''}…${id.slice(-4)}` : 'new rule');

/**
 * The sentence a screen reader announces for a row, e.g. "If Card BIN country in DE, AT, CH, rule
 * MPR-…0001, 2 problems" or "Then: route to Beta Payments EUR then Alpha Acquiring EUR, new rule".
 * Expanded/collapsed, level and position come from the ARIA attributes, so they are not repeated.
 */
export const rowAccessibleName = (row: OutlineRow, names: ConnectorNameLookup, problems: number, hiddenProblems = 0): string => {
  const { node } = row;
  let what: string;
  if (node.if) what = `if ${describeCondition(node.if, names)}`;
  else if (node.route) what = `route to ${describeRoute(node.route, names).replaceAll(' → then ', ' then ')}`;
  else if (node.action) what = describeAction(node.action).toLowerCase();
  else what = 'incomplete rule';
  const head = row.branch ? `${row.branch === 'then' ? 'Then' : 'Else'}: ${what}` : `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  const parts = [head, ruleIdText(node.id)];
  if (problems > 0) parts.push(plural(problems, 'problem'));
  if (row.hiddenCount > 0) parts.push(`${plural(row.hiddenCount, 'rule')} folded${hiddenProblems > 0 ? ` with ${plural(hiddenProblems, 'problem')}` : ''}`);
  return parts.join(', ');
};
