import { describe, expect, it } from 'vitest';
import type { Condition, MultiMethodDocument, RuleNode, SingleMethodDocument } from '../document';
import { analyseDocument, type AnalysisContext } from './analyse-document';
import { Finding } from './finding';

/** EUR base; USD and GBP rated; CHF deliberately without a rate (AmountCurrency is unevaluable for it). */
const ctx: AnalysisContext = { baseCurrency: 'EUR', rates: { EUR: 1, USD: 0.92, GBP: 1.17 } };

const A = 'CO-alpha';
const B = 'CO-beta';
const C = 'CO-gamma';
const leaf = (connector: string, ...onFail: string[]): RuleNode => ({ id: null, route: onFail.length ? { connector, onFail: onFail.map((c) => ({ connector: c })) } : { connector } });
const rule = (condition: Condition, then: RuleNode | null, otherwise: RuleNode | null = null): RuleNode => ({ id: null, if: condition, then, else: otherwise });
const doc = (tree: RuleNode | null): SingleMethodDocument => ({ version: '1', default: { connector: C }, tree });

const currency = (code: string): Condition => ({ constraint: 'Currency', params: { currency: code } });
const amount = (comparator: string, value: number, code = 'EUR'): Condition => ({ constraint: 'AmountCurrency', params: { comparator, amount: value, currency: code } });
const country = (comparator: 'in' | 'notin', ...countries: string[]): Condition => ({ constraint: 'CustomerCountry', params: { comparator, countries } });
const binCountry = (comparator: 'in' | 'notin', ...countries: string[]): Condition => ({ constraint: 'CreditcardBinCountry', params: { comparator, countries } });
const cardType = (comparator: 'in' | 'notin', ...types: string[]): Condition => ({ constraint: 'CreditcardType', params: { comparator, types } });
const risk = (comparator: string, riskScore: number): Condition => ({ constraint: 'RiskScore', params: { comparator, riskScore } });
const txType = (type: string): Condition => ({ constraint: 'TransactionType', params: { type } });
const extra = (key: string, comparator: string, value: string): Condition => ({ constraint: 'ExtraData', params: { key, comparator, value } });
const split = (percentTrue: number): Condition => ({ constraint: 'RandomLoadBalancer', params: { percentTrue } });

const analyse = (tree: RuleNode | null) => analyseDocument(doc(tree), ctx);
const codes = (tree: RuleNode | null) => analyse(tree).map((f) => `${f.code} ${f.path}`);

describe('reachability', () => {
  it('finds a currency test under a branch only another currency reaches, naming the ancestor in words', () => {
    const findings = analyse(rule(currency('USD'), rule(currency('EUR'), leaf(A), leaf(B)), leaf(C)));
    expect(findings.map((f) => `${f.code} ${f.path}`)).toEqual(['always-false tree/then', 'unreachable tree/then/then']);
    const unreachable = findings[1]!;
    expect(unreachable.message).toBe(
      "Never reached: only USD arrives here, because of the then branch of 'Currency is USD' at the top, so 'Currency is EUR' never takes then.",
    );
    expect(unreachable.causeNodeId).toBe('tree');
    expect(unreachable.nodeId).toBe('tree/then/then');
    for (const f of findings) expect(Finding.parse(f)).toEqual(f);
  });

  it('a dead currency test names the rule that chose the currency, not a later amount rule', () => {
    const findings = analyse(rule(currency('USD'), rule(amount('>=', 500, 'USD'), rule(currency('EUR'), leaf(A), leaf(B)))));
    expect(findings.map((f) => `${f.code} ${f.path}`)).toEqual(['always-false tree/then/then', 'unreachable tree/then/then/then']);
    expect(findings[1]!.causeNodeId).toBe('tree');
    expect(findings[1]!.message).toContain("only USD arrives here, because of the then branch of 'Currency is USD' at the top");
  });

  it('a currency excluded on the else side makes the same test there always false', () => {
    expect(codes(rule(currency('USD'), leaf(A), rule(currency('USD'), leaf(B), leaf(C))))).toEqual(['always-false tree/else', 'unreachable tree/else/then']);
  });

  it('nests amount intervals: ≥ 100 under ≥ 500 is always true, < 100 there never taken', () => {
    expect(codes(rule(amount('>=', 500), rule(amount('>=', 100), leaf(A), leaf(B))))).toEqual(['always-true tree/then', 'unreachable tree/then/else']);
    expect(codes(rule(amount('>=', 500), rule(amount('<', 100), null, leaf(A))))).toEqual(['always-false tree/then']);
  });

  it('converts to the base currency with the context rates, exactly at the threshold', () => {
    // 500 USD × 0.92 = 460 EUR exactly: "≥ 460 EUR" always holds there, "> 460 EUR" does not.
    expect(codes(rule(amount('>=', 500, 'USD'), rule(amount('>=', 460), leaf(A), leaf(B))))).toEqual(['always-true tree/then', 'unreachable tree/then/else']);
    expect(codes(rule(amount('>=', 500, 'USD'), rule(amount('>', 460), leaf(A), leaf(B))))).toEqual([]);
    // A point: whatever arrives under "= 500 USD" is worth exactly 460 EUR, in every rated currency.
    expect(codes(rule(amount('=', 500, 'USD'), rule(amount('=', 460), leaf(A), leaf(B))))).toEqual(['always-true tree/then', 'unreachable tree/then/else']);
    expect(codes(rule(amount('=', 500, 'USD'), rule(amount('<=', 460, 'GBP'), leaf(A), leaf(B))))).toEqual(['always-true tree/then', 'unreachable tree/then/else']);
    expect(codes(rule(amount('=', 500, 'USD'), rule(amount('=', 461), leaf(A), leaf(B))))).toEqual(['always-false tree/then', 'unreachable tree/then/then']);
  });

  it('base-amount thresholds use the base currency, and amounts are never negative', () => {
    expect(codes(rule(amount('>=', 1000, 'Base Amount'), rule(amount('<', 1000), leaf(A), leaf(B))))).toEqual(['always-false tree/then', 'unreachable tree/then/then']);
    const negative = analyse(rule(amount('<', 0), leaf(A), leaf(B)));
    expect(negative.map((f) => f.code)).toEqual(['always-false', 'unreachable']);
    expect(negative[1]!.causeNodeId).toBeNull();
  });

  it('a currency without a rate passes no amount test in another currency: both branches are dead there', () => {
    // Only CHF arrives; CHF has no rate, so "Amount ≥ 10 EUR" is unevaluable for all of it.
    const findings = analyse(rule(currency('CHF'), rule(amount('>=', 10), leaf(A), leaf(B))));
    expect(findings.map((f) => `${f.code} ${f.path}`)).toEqual(['unreachable tree/then/then', 'unreachable tree/then/else']);
    expect(findings[0]!.message).toContain('only CHF arrives here');
    // ... but an amount test in CHF itself compares directly.
    expect(codes(rule(currency('CHF'), rule(amount('>=', 10, 'CHF'), leaf(A), leaf(B))))).toEqual([]);
  });

  it('country lists: a disjoint list is never true, the complement of a list is always true', () => {
    expect(codes(rule(country('in', 'DE', 'AT'), rule(country('in', 'FR'), null, leaf(A))))).toEqual(['always-false tree/then']);
    expect(codes(rule(country('in', 'DE', 'AT'), rule(country('in', 'AT', 'FR'), leaf(A), leaf(B))))).toEqual([]);
    expect(codes(rule(binCountry('in', 'DE'), leaf(A), rule(binCountry('notin', 'DE'), leaf(B), leaf(C))))).toEqual(['always-true tree/else', 'unreachable tree/else/else']);
  });

  it('a missing country is in no list: "not in DE" under "not in DE" is not a contradiction of "in"', () => {
    // Under `notin DE`, a transaction without a billing country arrives too; `notin FR` may still be false (FR).
    expect(codes(rule(country('notin', 'DE'), rule(country('notin', 'FR'), leaf(A), leaf(B))))).toEqual([]);
    expect(codes(rule(country('notin', 'DE'), rule(country('in', 'DE'), leaf(A), leaf(B))))).toEqual(['always-false tree/then', 'unreachable tree/then/then']);
  });

  it('card types compare case-insensitively, as the evaluator does', () => {
    expect(codes(rule(cardType('in', 'visa'), rule(cardType('notin', 'VISA'), leaf(A), leaf(B))))).toEqual(['always-false tree/then', 'unreachable tree/then/then']);
  });

  it('risk score ranges and transaction types', () => {
    expect(codes(rule(risk('>', 50), rule(risk('<=', 50), leaf(A), leaf(B))))).toEqual(['always-false tree/then', 'unreachable tree/then/then']);
    expect(codes(rule(risk('>=', 50), leaf(A), rule(risk('=', 50), leaf(B), leaf(C))))).toEqual(['always-false tree/else', 'unreachable tree/else/then']);
    expect(codes(rule(risk('>', 50), rule(risk('>', 49), leaf(A), leaf(B))))).toEqual(['always-true tree/then', 'unreachable tree/then/else']);
    expect(codes(rule(txType('debit'), rule(txType('refund'), leaf(A), leaf(B))))).toEqual(['always-false tree/then', 'unreachable tree/then/then']);
  });

  it('extra data values by key, = and !=', () => {
    expect(codes(rule(extra('channel', '=', 'moto'), rule(extra('channel', '!=', 'moto'), leaf(A), leaf(B))))).toEqual(['always-false tree/then', 'unreachable tree/then/then']);
    expect(codes(rule(extra('channel', '=', 'moto'), rule(extra('shop', '=', 'moto'), leaf(A), leaf(B))))).toEqual([]);
  });

  it('random splits: 0 % never takes then, 100 % never takes else, anything between both', () => {
    expect(codes(rule(split(0), leaf(A), leaf(B)))).toEqual(['always-false tree', 'unreachable tree/then']);
    expect(codes(rule(split(100), leaf(A), leaf(B)))).toEqual(['always-true tree', 'unreachable tree/else']);
    expect(codes(rule(split(50), rule(split(50), leaf(A), leaf(B)), leaf(C)))).toEqual([]);
  });

  it('reports only the top of a dead branch', () => {
    const dead = rule(currency('EUR'), rule(currency('GBP'), leaf(A), leaf(B)), leaf(C));
    expect(codes(rule(currency('USD'), rule(currency('USD'), leaf(A), dead)))).toEqual(['always-true tree/then', 'unreachable tree/then/else']);
  });
});

describe('unknown conditions never warn', () => {
  const unknowns: Array<[string, Condition, Condition]> = [
    ['BIN patterns', { constraint: 'BinRangeRegexp', params: { comparator: 'eq', regexp: '^4' } }, { constraint: 'BinRangeRegexp', params: { comparator: 'neq', regexp: '^4' } }],
    ['BIN levels', { constraint: 'CreditcardBinLevel', params: { comparator: 'in', levels: ['GOLD'] } }, { constraint: 'CreditcardBinLevel', params: { comparator: 'notin', levels: ['GOLD'] } }],
    [
      'counters',
      { constraint: 'ChargebackCountOrVolumePerConnector', params: { valueReference: 'merchant', valueUnit: 'count', timeReference: '1', timeUnit: 'days', comparator: '>', value: '5' } },
      { constraint: 'ChargebackCountOrVolumePerConnector', params: { valueReference: 'merchant', valueUnit: 'count', timeReference: '1', timeUnit: 'days', comparator: '<=', value: '5' } },
    ],
    ['extra-data patterns', extra('channel', 'matches', '^m'), extra('channel', 'matches_not', '^m')],
    // The key `currency` falls back to the transaction currency: tied to another field, so unknown.
    ['extra data "currency"', extra('currency', '=', 'EUR'), extra('currency', '!=', 'EUR')],
    ['recurring flags', { constraint: 'IsRecurring', params: { recurring: 'yes' } }, { constraint: 'IsRecurring', params: { recurring: 'no' } }],
    ['unknown constraints', { constraint: 'FutureThing', params: { a: 1 } }, { constraint: 'FutureThing', params: { a: 1 } }],
  ];
  it.each(unknowns)('%s', (_name, outer, inner) => {
    expect(codes(rule(outer, rule(inner, leaf(A), leaf(B)), leaf(C)))).toEqual([]);
  });

  it('an extra-data "currency" test under a Currency test is not a contradiction it can prove', () => {
    expect(codes(rule(currency('USD'), rule(extra('currency', '=', 'EUR'), leaf(A), leaf(B))))).toEqual([]);
  });
});

describe('redundancy', () => {
  it('a condition whose branches route alike is removable, with what that changes for unevaluable transactions', () => {
    const findings = analyse(rule(cardType('in', 'visa'), leaf(A, B), leaf(A, B)));
    expect(findings.map((f) => `${f.code} ${f.path}`)).toEqual(['redundant-condition tree']);
    expect(findings[0]!.message).toContain('can be removed');
    expect(findings[0]!.message).toContain('cannot evaluate');
    expect(codes(rule(txType('debit'), rule(currency('EUR'), leaf(A), leaf(B)), rule(currency('EUR'), leaf(A), leaf(B))))).toEqual(['redundant-condition tree']);
  });

  it('different routing, failover or subtrees are not redundant', () => {
    expect(codes(rule(txType('debit'), leaf(A, B), leaf(A)))).toEqual([]);
    expect(codes(rule(txType('debit'), leaf(A, B), leaf(A, C)))).toEqual([]);
    expect(codes(rule(txType('debit'), leaf(A), null))).toEqual([]);
    expect(codes(rule(txType('debit'), rule(currency('EUR'), leaf(A), leaf(B)), rule(currency('USD'), leaf(A), leaf(B))))).toEqual([]);
  });

  it('a random split with equal sides', () => {
    expect(codes(rule(split(30), leaf(A), leaf(A)))).toEqual(['redundant-split tree']);
  });

  it('failover chains naming the primary or a connector twice; a repeat of the one before is the validator\'s', () => {
    const findings = analyse(rule(txType('debit'), leaf(A, B, A), leaf(B, A, C, A)));
    expect(findings.map((f) => `${f.code} ${f.path}`)).toEqual(['failover-repeats tree/then/route/onFail/1/connector', 'failover-repeats tree/else/route/onFail/2/connector']);
    expect(findings[0]!.message).toContain('repeats the primary connector');
    expect(findings[1]!.nodeId).toBe('tree/else');
    expect(codes(leaf(A, B, B))).toEqual([]);
  });
});

describe('multi-method documents', () => {
  it('analyses each block\'s availability and routing trees with their paths', () => {
    const multi: MultiMethodDocument = {
      version: '1',
      methods: [
        {
          method: 'Creditcard',
          defaultConnector: { connector: A },
          availability: { tree: rule(currency('USD'), rule(currency('GBP'), { id: null, action: 'enable' }), { id: null, action: 'disable' }) },
          routing: { tree: rule(country('in', 'DE'), leaf(A), leaf(A)) },
        },
      ],
    };
    const findings = analyseDocument(multi, ctx);
    expect(findings.map((f) => `${f.code} ${f.path}`)).toEqual([
      'always-false methods/0/availability/tree/then',
      'unreachable methods/0/availability/tree/then/then',
      'redundant-condition methods/0/routing/tree',
    ]);
    expect(findings[1]!.message).toContain("'Currency is USD' at the top");
  });
});

describe('the words agree in number with what arrives', () => {
  const messages = (tree: RuleNode | null) => analyse(tree).map((f) => f.message);

  it('several currencies arrive; one currency arrives', () => {
    expect(messages(rule(currency('USD'), leaf(A), rule(currency('USD'), leaf(B), leaf(C))))[0]).toContain('only currencies other than USD arrive here, because of the else branch');
    expect(messages(rule(currency('USD'), rule(currency('EUR'), leaf(A))))[0]).toContain('only USD arrives here');
  });

  it('lists of countries, card types and transaction types take the plural', () => {
    expect(messages(rule(country('in', 'DE', 'AT'), rule(country('in', 'FR'), leaf(A))))[0]).toContain('only customer countries DE, AT arrive here');
    expect(messages(rule(country('in', 'DE'), rule(country('in', 'FR'), leaf(A))))[0]).toContain('only customer country DE arrives here');
    expect(messages(rule(country('notin', 'DE'), rule(country('in', 'DE'), leaf(A))))[0]).toContain('only customer countries other than DE (or none) arrive here');
    expect(messages(rule(cardType('in', 'visa', 'amex'), rule(cardType('in', 'jcb'), leaf(A))))[0]).toContain('only card types Visa, Amex arrive here');
    expect(messages(rule(txType('debit'), leaf(A), rule(txType('debit'), leaf(B))))[0]).toMatch(/only transaction types \S+(, \S+)+ arrive here/);
  });

  it('a single value, a range and "no" stay singular', () => {
    expect(messages(rule(risk('>=', 50), rule(risk('<', 10), leaf(A))))[0]).toContain('only a risk score ≥ 50 arrives here');
    expect(messages(rule(extra('channel', '=', 'web'), rule(extra('channel', '=', 'moto'), leaf(A))))[0]).toContain('only extra data channel web arrives here');
  });
});
