import { describeCondition } from '@domain/routing/describe/describe-condition';
import { describeAction, describeRoute } from '@domain/routing/describe/describe-route';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { RuleNode } from '@domain/routing/document';
import type { OutlineRow } from './outline-rows';

/**
 * A rule's words, by its document node (held weakly) and the connector names they were put with. A
 * node object is kept while its rule and everything below it are unchanged, so after an edit or an
 * undo, which moves the rows below it in the window, a moved row is not put into words again
 * (the outline's rows were ~1 ms of each edit's background render at 1.7x CPU, 2026-11-29).
 */
interface RuleWords {
  names: ConnectorNameLookup;
  /** What the row shows. */
  title: string;
  /** The same, as the middle of a sentence ("if …", "route to … then …"). */
  what: string;
}
const wordsOf = new WeakMap<RuleNode, RuleWords>();

const ruleWords = (node: RuleNode, names: ConnectorNameLookup): RuleWords => {
  const known = wordsOf.get(node);
  if (known?.names === names) return known;
  let words: RuleWords;
  if (node.if) {
    const title = describeCondition(node.if, names);
    words = { names, title, what: `if ${title}` };
  } else if (node.route) {
    const title = describeRoute(node.route, names);
    words = { names, title, what: `route to ${title.replaceAll(' → then ', ' then ')}` };
  } else if (node.action) {
    const title = describeAction(node.action);
    words = { names, title, what: title.toLowerCase() };
  } else words = { names, title: 'Incomplete rule', what: 'incomplete rule' };
  wordsOf.set(node, words);
  return words;
};

/** What a row shows: the condition's sentence, the route's failover chain, the action. */
export const rowTitle = (row: OutlineRow, names: ConnectorNameLookup): string => ruleWords(row.node, names).title;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const ruleIdText = (id: string | null | undefined) => (typeof id === 'string' && id !== '' ? `rule ${id.startsWith('MPR-') ? 'MPR-' : ''}…${id.slice(-4)}` : 'new rule');

/**
 * The sentence a screen reader announces for a row, e.g. "If Card BIN country in DE, AT, CH, rule
 * MPR-…0001, 2 problems" or "Then: route to Beta Payments EUR then Alpha Acquiring EUR, new rule".
 * Expanded/collapsed, level and position come from the ARIA attributes, so they are not repeated.
 */
export const rowAccessibleName = (row: OutlineRow, names: ConnectorNameLookup, problems: number, hiddenProblems = 0): string => {
  const { node } = row;
  const { what } = ruleWords(node, names);
  const head = row.branch ? `${row.branch === 'then' ? 'Then' : 'Else'}: ${what}` : `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  const parts = [head, ruleIdText(node.id)];
  if (problems > 0) parts.push(plural(problems, 'problem'));
  if (row.hiddenCount > 0) parts.push(`${plural(row.hiddenCount, 'rule')} folded${hiddenProblems > 0 ? ` with ${plural(hiddenProblems, 'problem')}` : ''}`);
  return parts.join(', ');
};
