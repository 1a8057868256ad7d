import type { RuleNode } from '../document';
import { isMultiMethodDocument, type AnyDocument } from '../tree-walk';
import { noConnectorNames, type ConnectorNameLookup } from './connector-names';
import { describeCondition } from './describe-condition';
import { paramInWords } from './param-words';
import { describeAction, describeRoute } from './describe-route';

/**
 * Places in a routing document in the words the outline uses, for people: "the route to Beta
 * Payments GBP under 'Currency is GBP' (then)" instead of `tree/else/else/then/route/connector`.
 * The gateway's paths stay the machine's language (validation, 422 mapping); these are for display.
 */

const BRANCH = /^(then|else)$/;

const ruleWords = (node: RuleNode | null | undefined, names: ConnectorNameLookup): string => {
  if (!node) return 'an empty branch';
  if (node.if) return `the rule '${describeCondition(node.if, names)}'`;
  if (node.route) return `the route to ${describeRoute(node.route, names)}`;
  if (node.action) return `the '${describeAction(node.action)}' leaf`;
  return 'an empty rule';
};

const fieldWords = (rest: readonly string[], node?: RuleNode | null): string => {
  const [first, second, third] = rest;
  if (first === 'route' && second === 'connector') return ', its connector';
  if (first === 'route' && second === 'onFail' && third !== undefined && /^\d+$/.test(third)) return `, failover connector ${Number(third) + 1}`;
  if (first === 'route' && second === 'onFail') return ', its failover list';
  if (first === 'if' && second === 'params') return third !== undefined ? `, its ${paramInWords(node?.if?.constraint, third) ?? `setting '${third}'`}` : ', its settings';
  if (first === 'if') return ', its condition';
  if (first === 'id') return ', its rule id';
  if (first === 'action') return ', its action';
  return rest.length ? `, ${rest.join(' ')}` : '';
};

const walk = (root: RuleNode | null | undefined, steps: readonly string[]) => {
  let node: RuleNode | null | undefined = root;
  let parent: RuleNode | null | undefined;
  for (const step of steps) {
    parent = node;
    node = node?.[step as 'then' | 'else'];
  }
  return { node, parent };
};

/** Where the rule at `steps` hangs: "under 'Currency is GBP' (then)", or "at the top". */
export const positionInWords = (root: RuleNode | null | undefined, steps: readonly string[], names: ConnectorNameLookup = noConnectorNames): string => {
  if (steps.length === 0) return 'at the top';
  const { parent } = walk(root, steps);
  return parent?.if ? `under '${describeCondition(parent.if, names)}' (${steps.at(-1)})` : `at ${steps.join('/')}`;
};

/** The rule at `steps` (then/else from the root) and where it hangs, e.g. "the rule 'Currency is USD' under 'Card BIN country in DE, AT, CH' (else)". */
export const ruleInWords = (root: RuleNode | null | undefined, steps: readonly string[], names: ConnectorNameLookup = noConnectorNames): string =>
  root || steps.length ? `${ruleWords(walk(root, steps).node, names)} ${positionInWords(root, steps, names)}` : 'the empty tree';

/** The then/else steps of a node path below a tree's root path (`tree/else/then` under `tree` → else, then). */
export const stepsBelow = (rootPath: string, path: string): string[] => path.slice(rootPath.length).split('/').filter(Boolean);

/** A document path (node or field, as validation and the gateway name them) in words. */
export const placeInWords = (doc: AnyDocument, path: string, names: ConnectorNameLookup = noConnectorNames): string => {
  const parts = path.split('/').filter(Boolean);
  let root: RuleNode | null | undefined;
  let prefix = '';
  let rest: string[];
  if (isMultiMethodDocument(doc) && parts[0] === 'methods') {
    const block = doc.methods[Number(parts[1])];
    const method = block?.method ?? `method ${parts[1]}`;
    if (parts[2] === 'defaultConnector') return `the default connector of ${method}`;
    if (parts[2] !== 'availability' && parts[2] !== 'routing') return `the ${method} block${parts[2] ? `, ${parts.slice(2).join(' ')}` : ''}`;
    root = parts[2] === 'availability' ? block?.availability?.tree : block?.routing?.tree;
    prefix = `${method} ${parts[2]}: `;
    rest = parts.slice(4);
  } else if (parts[0] === 'tree' && !isMultiMethodDocument(doc)) {
    root = doc.tree;
    rest = parts.slice(1);
  } else if (parts[0] === 'default') return 'the default connector';
  else return parts.join(' ');
  const steps: string[] = [];
  while (rest.length && BRANCH.test(rest[0]!)) steps.push(rest.shift()!);
  return `${prefix}${ruleInWords(root, steps, names)}${fieldWords(rest, walk(root, steps).node)}`;
};

/** A message that names connectors by GUID (`Connector 'CO-…' is disabled`), with their names where known. */
export const withConnectorNames = (message: string, names: ConnectorNameLookup): string => message.replace(/\bCO-[0-9A-Za-z-]+/g, (guid) => names(guid) ?? guid);
