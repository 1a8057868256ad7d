import { BASE_AMOUNT } from '../condition-params';
import { constraintInfo } from '../condition-catalogue';
import { noConnectorNames, type ConnectorNameLookup } from '../describe/connector-names';
import type { Condition, Route } from '../document';
import type { ReachState } from './reach-state';
import type { EvaluationSettings } from '../evaluation/transaction';
import { isMultiMethodDocument, treesOf, walkTree, type AnyDocument } from '../tree-walk';
import type { CapabilityBook } from './capabilities';
import { capabilityFindings } from './capability-check';
import type { Finding } from './finding';
import { moneyWorld } from './money';
import { reachabilityFindings } from './reachability';
import { redundancyFindings } from './redundancy';

/**
 * What the analysis needs from an evaluation context: the base currency and the rates, read exactly
 * as the evaluator reads them (an `EvaluationContext` fits), and connector names for the messages.
 */
export interface AnalysisContext extends Pick<EvaluationSettings, 'baseCurrency' | 'rates'> {
  names?: ConnectorNameLookup;
  /** What each connector declares and has processed (item 3); absent: no capability checks. */
  capabilities?: CapabilityBook;
}

/** The payment method a tree routes: a multi-method block's routing tree, else none. */
const methodOfTree = (doc: AnyDocument, path: string): string | undefined => {
  const match = /^methods\/(\d+)\/routing\/tree$/.exec(path);
  return match && isMultiMethodDocument(doc) ? doc.methods[Number(match[1])]?.method : undefined;
};

/** Every currency a Currency or AmountCurrency condition names, so the analysis tracks each by name. */
const namedCurrencies = (doc: AnyDocument): Set<string> => {
  const named = new Set<string>();
  for (const { tree, path } of treesOf(doc))
    walkTree(tree, path, (node) => {
      const { constraint, params } = node.if ?? {};
      if (constraint !== 'Currency' && constraint !== 'AmountCurrency') return;
      const currency = (params as Record<string, unknown> | undefined)?.currency;
      if (typeof currency === 'string' && currency !== BASE_AMOUNT) named.add(currency);
    });
  return named;
};

const inputOf = (constraint: string) => constraintInfo(constraint)?.input;

/**
 * The routing analysis of a document (issue 13, items 1 to 3): unreachable nodes, conditions always
 * true or false where they stand, conditions and splits whose branches route alike, failover
 * chains that repeat a connector, and connectors that cannot take what reaches their route (with
 * `context.capabilities`; disabled and archived connectors are the validator's errors, 1013). Runs for the single tree, or for each method block's availability
 * and routing trees. Pure and synchronous; findings come tree by tree in document order of the walk.
 */
export const analyseDocument = (doc: AnyDocument, context: AnalysisContext): Finding[] => {
  const names = context.names ?? noConnectorNames;
  const world = moneyWorld(context, namedCurrencies(doc));
  const out: Finding[] = [];
  const sentences = new Map<Condition, string>();
  for (const { tree, path } of treesOf(doc)) {
    const book = context.capabilities;
    const scope = book && Object.keys(book.connectors).length > 0 ? { book, names, method: methodOfTree(doc, path) } : undefined;
    const onLeaf = scope && ((route: Route, leafPath: string, state: ReachState) => capabilityFindings(route, leafPath, state, scope, out));
    reachabilityFindings({ root: tree, rootPath: path, names, sentences, places: new Map() }, world, out, onLeaf);
    redundancyFindings(tree, path, names, inputOf, out);
  }
  return out;
};
