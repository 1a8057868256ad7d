import { describe, expect, it } from 'vitest';
import { cardRouterDocument, everyConditionDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import { connectorNameLookup } from '../describe/connector-names';
import type { RuleNode } from '../document';
import { walkTree } from '../tree-walk';
import { buildSearchIndex, searchIndex, searchTree } from './search-index';

const names = connectorNameLookup(ALL_CONNECTORS);
const find = (query: string, root: RuleNode | null = cardRouterDocument.tree) => searchTree(root, query, names);

describe('searchTree', () => {
  it('finds routes by connector name, in the primary slot or the failover chain, in document order', () => {
    expect(find('Gamma Cards')).toEqual(['tree/then/then/else', 'tree/else/else/else/then']);
    expect(find('beta payments gbp')).toEqual(['tree/else/else/then']);
  });

  it('finds routes by connector GUID', () => {
    expect(find(CONNECTORS.alphaUsd.guid)).toEqual(['tree/else/then/then', 'tree/else/then/else']);
  });

  it('finds conditions by their sentence, constraint identifier and display name', () => {
    expect(find('Card BIN country in DE, AT')).toEqual(['tree']);
    expect(find('  amount   ≥ 1,000 ')).toEqual(['tree/then']);
    expect(find('RandomLoadBalancer')).toEqual(['tree/then/else']);
    expect(find('risk score')).toEqual(['tree/then/then']);
  });

  it('finds conditions by a param value, including values inside lists', () => {
    expect(find('LI')).toEqual(['tree/else/else/else']);
    expect(find('moto')).toEqual(['tree/else/else/else/else']);
    expect(find('70')).toEqual(['tree/then/then']);
  });

  it('finds a rule by its id and a condition naming a connector by that connector\'s name', () => {
    expect(find('MPR-0a1b-2c3d-4e5f-6071-0017')).toEqual(['tree/else/else/else/else']);
    const byName = searchTree(everyConditionDocument.tree, 'Alpha Acquiring EUR', names);
    expect(byName.length).toBeGreaterThan(0);
    for (const path of byName) expect(path).toMatch(/^tree(\/else)*$/);
  });

  it('returns every match in document order (pre-order, then before else)', () => {
    const order: string[] = [];
    walkTree(cardRouterDocument.tree, 'tree', (_node, path) => order.push(path));
    const matches = find('Alpha Acquiring');
    expect(matches.length).toBeGreaterThan(3);
    expect(matches).toEqual(order.filter((p) => matches.includes(p)));
  });

  it('has no false positives: param keys, other nodes\' texts and empty queries match nothing', () => {
    expect(find('comparator')).toEqual([]);
    expect(find('countries')).toEqual([]);
    expect(find('PayPal')).toEqual([]);
    expect(find('')).toEqual([]);
    expect(find('   ')).toEqual([]);
    expect(find('Card BIN country in DE, AT, CH, LI')).toEqual([]);
    expect(searchTree(null, 'Alpha', names)).toEqual([]);
  });

  it('reuses one index for many queries and honours the tree path', () => {
    const index = buildSearchIndex(cardRouterDocument.tree, 'methods/0/routing/tree', names);
    expect(index).toHaveLength(18);
    expect(searchIndex(index, 'USD')).toEqual(['methods/0/routing/tree/else', 'methods/0/routing/tree/else/then/then', 'methods/0/routing/tree/else/then/else']);
  });
});
