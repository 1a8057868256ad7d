import { Engine, type RuleProperties, type TopLevelCondition } from 'json-rules-engine';
import type { RuleNode } from '@domain/routing/document';
import type { BenchParams } from './workload';
import type { SimTransaction } from '@domain/routing/evaluation/transaction';

/**
 * The same tree for json-rules-engine, which has flat rules rather than trees: every condition of
 * the tree becomes a named condition, and every end of the tree (leaf or empty branch) a rule that
 * requires its path (`condition` on then-edges, `not condition` on else-edges). Paths exclude each
 * other, so exactly one rule fires. Facts are flat (no JSONPath), json-rules-engine's fast case.
 */
type Facts = Record<string, string | number>;

export const jsonRulesFacts = (tx: SimTransaction, rates: Readonly<Record<string, number>>): Facts => ({
  binCountry: tx.card?.binCountry ?? '',
  brand: tx.card?.brand ?? '',
  billingCountry: tx.customer?.billingCountry ?? '',
  currency: tx.currency,
  amountBase: Number(tx.amount) * (rates[tx.currency] ?? Number.NaN),
  riskScore: tx.riskScore ?? 0,
  transactionType: tx.transactionType,
  channel: tx.extraData?.channel ?? '',
});

const OPS: Record<string, string> = { '=': 'equal', '>': 'greaterThan', '>=': 'greaterThanInclusive', '<': 'lessThan', '<=': 'lessThanInclusive' };

const conditionOf = (condition: NonNullable<RuleNode['if']>, rates: Readonly<Record<string, number>>): TopLevelCondition => {
  const p = condition.params as unknown as BenchParams;
  const one = (fact: string, operator: string, value: unknown): TopLevelCondition => ({ all: [{ fact, operator, value }] });
  const member = (fact: string) => one(fact, p.comparator === 'notin' ? 'notIn' : 'in', p.countries ?? p.types);
  switch (condition.constraint) {
    case 'CreditcardBinCountry':
      return member('binCountry');
    case 'CreditcardType':
      return member('brand');
    case 'CustomerCountry':
      return member('billingCountry');
    case 'Currency':
      return one('currency', 'equal', p.currency);
    case 'AmountCurrency':
      return one('amountBase', OPS[p.comparator]!, p.currency === 'Base Amount' ? p.amount : p.amount * rates[p.currency]!);
    case 'RiskScore':
      return one('riskScore', OPS[p.comparator]!, p.riskScore);
    case 'TransactionType':
      return one('transactionType', 'equal', p.type);
    case 'ExtraData':
      return one('channel', p.comparator === '=' ? 'equal' : 'notEqual', p.value);
    default:
      throw new Error(`json-rules: ${condition.constraint} is not in the benchmark subset`);
  }
};

export const toJsonRulesEngine = (tree: RuleNode, defaultConnector: string, rates: Readonly<Record<string, number>>): Engine => {
  const engine = new Engine([], { allowUndefinedFacts: true });
  const rules: RuleProperties[] = [];
  let n = 0;
  const visit = (node: RuleNode | null | undefined, path: TopLevelCondition[]): void => {
    if (!node || !node.if) {
      const connector = node ? node.route!.connector : defaultConnector;
      rules.push({ conditions: { all: path.length ? path : [{ fact: 'currency', operator: 'notEqual', value: '' }] }, event: { type: 'route', params: { connector } } });
      return;
    }
    const name = `c${(n += 1)}`;
    engine.setCondition(name, conditionOf(node.if, rates));
    visit(node.then, [...path, { condition: name }]);
    visit(node.else, [...path, { not: { condition: name } }]);
  };
  visit(tree, []);
  for (const rule of rules) engine.addRule(rule);
  return engine;
};

export const runJsonRules = async (engine: Engine, facts: Facts): Promise<string | undefined> => {
  const { events } = await engine.run(facts);
  return events[0]?.params?.connector as string | undefined;
};
