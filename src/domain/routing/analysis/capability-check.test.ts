import { describe, expect, it } from 'vitest';
import { connectorNameLookup } from '../describe/connector-names';
import type { Condition, MultiMethodDocument, RuleNode, SingleMethodDocument } from '../document';
import { analyseDocument, type AnalysisContext } from './analyse-document';
import { CapabilityBook, type ConnectorCapabilities } from './capabilities';
import { Finding } from './finding';

const A = 'CO-alpha';
const B = 'CO-beta';
const C = 'CO-gamma';
const names = connectorNameLookup([
  { guid: A, name: 'Alpha USD' },
  { guid: B, name: 'Beta EUR' },
  { guid: C, name: 'Gamma' },
]);
const leaf = (connector: string, ...onFail: string[]): RuleNode => ({ id: null, route: onFail.length ? { connector, onFail: onFail.map((c) => ({ connector: c })) } : { connector } });
const rule = (condition: Condition, then: RuleNode | null, otherwise: RuleNode | null = null): RuleNode => ({ id: null, if: condition, then, else: otherwise });
const doc = (tree: RuleNode | null): SingleMethodDocument => ({ version: '1', default: { connector: C }, tree });
const currency = (code: string): Condition => ({ constraint: 'Currency', params: { currency: code } });
const amount = (comparator: string, value: number, code = 'EUR'): Condition => ({ constraint: 'AmountCurrency', params: { comparator, amount: value, currency: code } });
const cardType = (comparator: 'in' | 'notin', ...types: string[]): Condition => ({ constraint: 'CreditcardType', params: { comparator, types } });
const binCountry = (comparator: 'in' | 'notin', ...countries: string[]): Condition => ({ constraint: 'CreditcardBinCountry', params: { comparator, countries } });
const regex = (regexp: string): Condition => ({ constraint: 'BinRangeRegexp', params: { comparator: 'eq', regexp } });

const book = (connectors: Record<string, ConnectorCapabilities>): CapabilityBook => CapabilityBook.parse({ observedDays: 90, connectors });
const ctx = (capabilities?: CapabilityBook): AnalysisContext => ({ baseCurrency: 'EUR', rates: { EUR: 1, USD: 0.92, GBP: 1.17, JPY: 0.0062 }, names, ...(capabilities ? { capabilities } : {}) });
const capabilityFindings = (tree: RuleNode | null, capabilities: CapabilityBook) =>
  analyseDocument(doc(tree), ctx(capabilities)).filter((f) => f.code.startsWith('capability-'));

const betaDeclaresEurGbp = book({ [B]: { declared: { currencies: ['EUR', 'GBP'] } } });

describe('capability checks: declared', () => {
  it('names the connector, what it declares and the currency that can reach its route', () => {
    const findings = capabilityFindings(rule(currency('USD'), leaf(B)), betaDeclaresEurGbp);
    expect(findings).toEqual([
      {
        code: 'capability-declared',
        severity: 'warning',
        path: 'tree/then/route/connector',
        nodeId: 'tree/then',
        causeNodeId: 'tree',
        message: 'Beta EUR declares currencies EUR, GBP; USD can reach this route.',
      },
    ]);
    for (const f of findings) expect(Finding.parse(f)).toEqual(f);
  });

  it('checks each failover connector at its own path, saying which position it holds', () => {
    const findings = capabilityFindings(rule(currency('USD'), leaf(A, B)), betaDeclaresEurGbp);
    expect(findings.map((f) => [f.path, f.message])).toEqual([
      ['tree/then/route/onFail/0/connector', 'Beta EUR (failover 1) declares currencies EUR, GBP; USD can reach this route.'],
    ]);
  });

  it('a currency the connector declares does not warn; neither does the other branch, which any currency but USD reaches', () => {
    expect(capabilityFindings(rule(currency('EUR'), leaf(B), leaf(B)), betaDeclaresEurGbp)).toEqual([]);
  });

  it('checks card types case-insensitively and in words, and card countries', () => {
    const caps = book({ [B]: { declared: { cardTypes: ['VISA', 'mastercard'], countries: ['DE', 'AT'] } } });
    const tree = rule(cardType('in', 'visa', 'amex'), rule(binCountry('in', 'DE', 'US'), leaf(B)));
    expect(capabilityFindings(tree, caps).map((f) => f.message)).toEqual([
      'Beta EUR declares card types Visa, Mastercard; Amex can reach this route.',
      'Beta EUR declares card countries DE, AT; US can reach this route.',
    ]);
  });

  it('lists several values that can reach', () => {
    const tree = rule(cardType('in', 'amex', 'jcb', 'diners'), leaf(B));
    const caps = book({ [B]: { declared: { cardTypes: ['visa'] } } });
    expect(capabilityFindings(tree, caps)[0]!.message).toBe('Beta EUR declares card types Visa; Amex, JCB and Diners can reach this route.');
  });
});

describe('capability checks: observed in BI history', () => {
  it('a currency never processed successfully in the window is a warning naming the connector and the currency', () => {
    const caps = book({ [B]: { observed: { successes: 1200, currencies: ['EUR', 'GBP'], cardTypes: ['visa'], countries: ['DE'] } } });
    const findings = capabilityFindings(rule(currency('JPY'), leaf(B)), caps);
    expect(findings.map((f) => [f.code, f.message])).toEqual([['capability-observed', 'Beta EUR never processed JPY successfully in the last 90 days.']]);
  });

  it('card types and countries in words', () => {
    const caps = book({ [B]: { observed: { successes: 10, cardTypes: ['visa'], countries: ['DE'] } } });
    const tree = rule(cardType('in', 'amex'), rule(binCountry('in', 'US', 'CA'), leaf(B)));
    expect(capabilityFindings(tree, caps).map((f) => f.message)).toEqual([
      'Beta EUR never processed Amex cards successfully in the last 90 days.',
      'Beta EUR never processed cards issued in US or CA successfully in the last 90 days.',
    ]);
  });

  it('a value the declaration refuses is not reported again from history', () => {
    const caps = book({ [B]: { declared: { currencies: ['EUR'] }, observed: { successes: 5, currencies: ['EUR'] } } });
    expect(capabilityFindings(rule(currency('USD'), leaf(B)), caps).map((f) => f.code)).toEqual(['capability-declared']);
  });

  it('multi-method routing trees: a connector that never processed the block method', () => {
    const multi: MultiMethodDocument = {
      version: '1',
      methods: [{ method: 'Paypal', defaultConnector: { connector: C }, availability: null, routing: { tree: rule(currency('EUR'), leaf(B)) } }],
    };
    const caps = book({ [B]: { observed: { successes: 40, methods: ['Creditcard'], currencies: ['EUR'] } } });
    const findings = analyseDocument(multi, ctx(caps)).filter((f) => f.code.startsWith('capability-'));
    expect(findings.map((f) => [f.path, f.message])).toEqual([
      ['methods/0/routing/tree/then/route/connector', 'Beta EUR never processed Paypal payments successfully in the last 90 days.'],
    ]);
  });
});

describe('capability checks: unknown never warns', () => {
  const jpy = rule(currency('JPY'), leaf(B, A));

  it('no capabilities at all, or none for this connector', () => {
    expect(capabilityFindings(jpy, book({}))).toEqual([]);
    expect(capabilityFindings(jpy, book({ [C]: { declared: { currencies: ['EUR'] } } }))).toEqual([]);
    expect(analyseDocument(doc(jpy), ctx()).filter((f) => f.code.startsWith('capability-'))).toEqual([]);
  });

  it('a connector that declares nothing, or declares another dimension only', () => {
    expect(capabilityFindings(jpy, book({ [B]: {} }))).toEqual([]);
    expect(capabilityFindings(jpy, book({ [B]: { declared: { cardTypes: ['visa'] } } }))).toEqual([]);
  });

  it('no BI history: no successes, or a list the data source could not give whole', () => {
    expect(capabilityFindings(jpy, book({ [B]: { observed: { successes: 0, currencies: [] } } }))).toEqual([]);
    expect(capabilityFindings(jpy, book({ [B]: { observed: { successes: 100 } } }))).toEqual([]);
  });

  it('fields the analysis cannot bound: no currency test, an amount rule alone, a notin list, a regex', () => {
    const caps = book({ [B]: { declared: { currencies: ['EUR'], cardTypes: ['visa'], countries: ['DE'] }, observed: { successes: 9, currencies: ['EUR'], cardTypes: ['visa'], countries: ['DE'] } } });
    expect(capabilityFindings(leaf(B), caps)).toEqual([]);
    expect(capabilityFindings(rule(amount('>=', 100), leaf(B), leaf(B)), caps)).toEqual([]);
    expect(capabilityFindings(rule(currency('USD'), null, leaf(B)), caps)).toEqual([]);
    expect(capabilityFindings(rule(cardType('notin', 'amex'), leaf(B)), caps)).toEqual([]);
    expect(capabilityFindings(rule(binCountry('notin', 'US'), leaf(B)), caps)).toEqual([]);
    expect(capabilityFindings(rule(regex('^4'), leaf(B)), caps)).toEqual([]);
  });

  it('an unreachable leaf is not checked: its warning is that it is unreachable', () => {
    const findings = analyseDocument(doc(rule(currency('USD'), rule(currency('JPY'), leaf(B)))), ctx(betaDeclaresEurGbp));
    expect(findings.map((f) => f.code)).toEqual(['always-false', 'unreachable']);
  });
});
