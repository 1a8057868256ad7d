import type { RuleNode } from '@domain/routing/document';
import type { BenchParams } from './workload';

/**
 * The same tree as a GoRules ZEN decision graph: one switch node per condition (first hit: the
 * condition, else the empty default statement), one expression node per leaf and per empty branch
 * setting `connector`, all ending in the output node. Input: the transaction plus `rates`.
 */
const list = (values: unknown): string => JSON.stringify(values);

export const zenExpression = (condition: NonNullable<RuleNode['if']>): string => {
  const p = condition.params as unknown as BenchParams;
  const member = (field: string, values: string) => (p.comparator === 'notin' ? `not (${field} in ${values})` : `${field} in ${values}`);
  switch (condition.constraint) {
    case 'CreditcardBinCountry':
      return member('card.binCountry', list(p.countries));
    case 'CreditcardType':
      return member('card.brand', list(p.types));
    case 'CustomerCountry':
      return member('customer.billingCountry', list(p.countries));
    case 'Currency':
      return `currency == ${list(p.currency)}`;
    case 'AmountCurrency': {
      // Both sides in base currency, as the studio's evaluator compares them (ZEN computes in decimals).
      const threshold = p.currency === 'Base Amount' ? `${p.amount}` : `${p.amount} * rates[${list(p.currency)}]`;
      return `number(amount) * rates[currency] ${p.comparator} ${threshold}`;
    }
    case 'RiskScore':
      return `riskScore ${p.comparator === '=' ? '==' : p.comparator} ${p.riskScore}`;
    case 'TransactionType':
      return `transactionType == ${list(p.type)}`;
    case 'ExtraData':
      return `extraData[${list(p.key)}] ${p.comparator === '=' ? '==' : '!='} ${list(p.value)}`;
    default:
      throw new Error(`zen-graph: ${condition.constraint} is not in the benchmark subset`);
  }
};

export const toZenGraph = (tree: RuleNode, defaultConnector: string): { nodes: object[]; edges: object[] } => {
  const nodes: object[] = [{ id: 'input', name: 'input', type: 'inputNode', content: {} }, { id: 'output', name: 'output', type: 'outputNode', content: {} }];
  const edges: object[] = [];
  let n = 0;
  const edge = (sourceId: string, targetId: string, sourceHandle?: string) => edges.push({ id: `e${edges.length}`, sourceId, targetId, type: 'edge', ...(sourceHandle ? { sourceHandle } : {}) });
  const result = (connector: string): string => {
    const id = `r${(n += 1)}`;
    nodes.push({ id, name: id, type: 'expressionNode', content: { expressions: [{ id: `${id}x`, key: 'connector', value: list(connector) }] } });
    edge(id, 'output');
    return id;
  };
  const visit = (node: RuleNode | null | undefined): string => {
    if (!node) return result(defaultConnector);
    if (!node.if) return result(node.route!.connector);
    const id = `s${(n += 1)}`;
    nodes.push({ id, name: id, type: 'switchNode', content: { hitPolicy: 'first', statements: [{ id: `${id}t`, condition: zenExpression(node.if) }, { id: `${id}e`, condition: '' }] } });
    edge(id, visit(node.then), `${id}t`);
    edge(id, visit(node.else), `${id}e`);
    return id;
  };
  edge('input', visit(tree));
  return { nodes, edges };
};
