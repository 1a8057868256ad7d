import { BASE_AMOUNT } from '../condition-params';
import { constraintInfo } from '../condition-catalogue';
import { noConnectorNames, type ConnectorNameLookup } from '../describe/connector-names';
import type { Condition } from '../document';
import type { EvaluationSettings } from '../evaluation/transaction';
import { treesOf, walkTree, type AnyDocument } from '../tree-walk';
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
}

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
 * The routing analysis of a document (issue 13, items 1 and 2): unreachable nodes, conditions always
 * true or false where they stand, conditions and splits whose branches route alike, and failover
 * chains that repeat a connector. Runs for the single tree, or for each method block's availability
 * and routing trees. Pure and synchronous; findings come tree by tree in document order of the walk.
 */
export const analyseDocument = (doc: AnyDocument, context: AnalysisContext): Finding[] => {
  const names = context.names ?? noConnectorNames;
  const world = moneyWorld(context, namedCurrencies(doc));
  const out: Finding[] = [];
  const sentences = new Map<Condition, string>();
  for (const { tree, path } of treesOf(doc)) {
    reachabilityFindings({ root: tree, rootPath: path, names, sentences, places: new Map() }, world, out);
    redundancyFindings(tree, path, names, inputOf, out);
  }
  return out;
};
