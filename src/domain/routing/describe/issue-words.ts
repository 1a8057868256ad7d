import { STUDIO_CATALOGUE } from '../conditions/catalogue';
import type { RuleNode } from '../document';
import { ERROR_CODES } from '../validation/issue';
import { isMultiMethodDocument, type AnyDocument } from '../tree-walk';
import { noConnectorNames, type ConnectorNameLookup } from './connector-names';
import { withConnectorNames } from './describe-place';
import { formatNumber } from './format';
import { paramInWords } from './param-words';
import { zodMessageInWords } from './zod-words';

/**
 * What is wrong with a rule, as a sentence a person reads ("Share of payments on the first branch
 * must be at most 100; it is 150."), from a validation issue or a gateway rejection. The issue's
 * message stays the gateway's (codes, paths and zod's wording are what support and the parity
 * tests compare); this is what the pages show, with the code and path one click away.
 */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const BRANCH = /^(then|else)$/;

/** The rule a document path points into, and the path's steps after the rule (`if/params/percentTrue`). */
const ruleAt = (doc: AnyDocument, path: string): { rule: RuleNode | null | undefined; rest: string[] } => {
  const parts = path.split('/').filter(Boolean);
  let node: RuleNode | null | undefined;
  let rest: string[];
  if (isMultiMethodDocument(doc) && parts[0] === 'methods' && (parts[2] === 'availability' || parts[2] === 'routing')) {
    const block = doc.methods[Number(parts[1])];
    node = parts[2] === 'availability' ? block?.availability?.tree : block?.routing?.tree;
    rest = parts.slice(4);
  } else if (!isMultiMethodDocument(doc) && parts[0] === 'tree') {
    node = doc.tree;
    rest = parts.slice(1);
  } else return { rule: undefined, rest: parts };
  while (rest.length && BRANCH.test(rest[0]!)) node = node?.[rest.shift() as 'then' | 'else'];
  return { rule: node, rest };
};

/** A condition kind by its name ("Card BIN country") instead of its gateway identifier. */
const constraintName = (identifier: string) => STUDIO_CATALOGUE.kindOf(identifier)?.name ?? identifier;

/**
 * The sentence for one issue: the field as the inspector labels it and what is wrong with it, or
 * the gateway's own sentence with connectors and condition kinds by name. The place (which rule)
 * is said by the caller, which knows whether the rule is already in view.
 */
export const issueInWords = (doc: AnyDocument, issue: { code: number; path: string | null; message: string }, names: ConnectorNameLookup = noConnectorNames): string => {
  const { rule, rest } = issue.path ? ruleAt(doc, issue.path) : { rule: undefined, rest: [] };
  const own = withConnectorNames(issue.message, names)
    .replace(/Constraint '([^']+)'/g, (_, id: string) => `The condition '${constraintName(id)}'`)
    .replace(/Unknown constraint '([^']+)'/g, "The condition '$1' is one the studio does not know");
  if (issue.code === ERROR_CODES.invalidParams || issue.code === ERROR_CODES.malformed) {
    // The gateway's own sentences (an unknown rule id, a method listed twice) are already words.
    if (!/^(Schema violation|Invalid params):/.test(issue.message)) return capitalised(own);
    const words = zodMessageInWords(issue.message);
    const param = rest[0] === 'if' && rest[1] === 'params' ? rest[2] : undefined;
    const label = paramInWords(rule?.if?.constraint, param);
    const field = label ? capitalised(label) : param ? `The setting '${param}'` : fieldLabel(rest);
    const value = param && rule?.if?.params && typeof rule.if.params === 'object' ? (rule.if.params as Record<string, unknown>)[param] : undefined;
    const now = typeof value === 'number' || (typeof value === 'string' && value !== '') ? `; it is ${typeof value === 'number' ? formatNumber(value) : `'${value}'`}` : '';
    return `${capitalised(field)} ${words ?? 'is not valid'}${words?.startsWith('must be') ? now : ''}.`;
  }
  return capitalised(own);
};

const fieldLabel = (rest: readonly string[]): string => {
  const [first, second] = rest;
  if (first === 'route' && second === 'connector') return 'The connector';
  if (first === 'route' && second === 'onFail') return 'The failover list';
  if (first === 'if' && second === 'params') return "The condition's settings";
  if (first === 'if') return 'The condition';
  if (first === 'id') return 'The rule id';
  if (first === 'action') return 'The action';
  if (first === 'default') return 'The default connector';
  return 'This part of the document';
};
