import { describe, expect, it } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { worldContext } from '@fixtures/arbitraries';
import { CONNECTORS } from '@fixtures/world';
import type { SingleMethodDocument } from '../document';
import { validateSingleMethod } from '../validation';
import { connectorNameLookup } from './connector-names';
import { issueInWords } from './issue-words';
import { zodMessageInWords } from './zod-words';

const names = connectorNameLookup(Object.values(CONNECTORS));

describe('zod’s messages in words', () => {
  it.each([
    ['Too big: expected number to be <=100', 'must be at most 100'],
    ['Too small: expected number to be >=0', 'must be at least 0'],
    ['Too small: expected number to be >0', 'must be above 0'],
    ['Invalid params: percentTrue: Too big: expected number to be <=100', 'must be at most 100'],
    ['Invalid input: expected int, received number', 'must be a whole number'],
    ['Invalid input: expected number, received string', 'must be a number'],
    ['Invalid input: expected number, received undefined', 'is missing'],
    ['Too small: expected string to have >=1 characters', 'must not be empty'],
    ['Too big: expected string to have <=3 characters', 'must have at most 3 characters'],
    ['Too small: expected array to have >=1 items', 'needs at least one value'],
    ['Invalid option: expected one of "a"|"b"', 'must be one of a, b'],
    ['Unrecognized key: "weight"', 'has a setting the gateway does not know (weight)'],
  ])('%s → %s', (message, words) => expect(zodMessageInWords(message)).toBe(words));

  it('keeps a message a schema wrote for people as written', () => expect(zodMessageInWords('Invalid params: types: choose at least one value')).toBe('choose at least one value'));
});

describe('issues in words', () => {
  const splitAt = (percentTrue: number): SingleMethodDocument => ({ ...cardRouterDocument, tree: { if: { constraint: 'RandomLoadBalancer', params: { percentTrue } }, then: { route: { connector: CONNECTORS.alphaEur.guid, onFail: [] } }, else: { route: { connector: CONNECTORS.betaEur.guid, onFail: [] } } } });

  it('names the field as the inspector labels it, what is wrong and what it is, with no zod wording, path or code', () => {
    const doc = splitAt(150);
    const [issue] = validateSingleMethod(doc, worldContext()).filter((i) => i.path.includes('percentTrue'));
    expect(issue!.message).toMatch(/Too big/);
    const words = issueInWords(doc, issue!, names);
    expect(words).toBe('Share of payments to the first branch must be at most 100; it is 150.');
    expect(words).not.toMatch(/Too big|expected|percentTrue|tree\/|1012/);
  });

  it('names connectors and condition kinds by name in the gateway’s own sentences', () => {
    expect(issueInWords(cardRouterDocument, { code: 1013, path: 'tree/then/route/connector', message: `Connector '${CONNECTORS.betaEur.guid}' is disabled` }, names)).toBe(`Connector '${CONNECTORS.betaEur.name}' is disabled`);
    expect(issueInWords(cardRouterDocument, { code: 1011, path: 'tree/if/constraint', message: "Constraint 'CreditcardBinCountry' is not allowed in multi-method routing" }, names)).toMatch(/^The condition 'Card BIN country' is not allowed/);
  });
});
