import { describe, expect, it } from 'vitest';
import { CARD_ROUTER_RULE_NODES, cardRouterDocument, checkoutDocument, noRulesDocument, singleRouteDocument } from '@fixtures/routing-documents';
import type { RuleNode } from './document';
import { countNodes, isMultiMethodDocument, mapTree, treesOf, walkTree } from './tree-walk';

const leaf = (connector: string): RuleNode => ({ id: null, route: { connector } });
const small: RuleNode = {
  id: 'a',
  if: { constraint: 'Currency', params: { currency: 'EUR' } },
  then: { id: 'b', if: { constraint: 'Currency', params: { currency: 'USD' } }, then: leaf('CO-1'), else: null },
  else: leaf('CO-2'),
};

describe('tree walking', () => {
  it('visits pre-order, then before else, with paths and depths', () => {
    const visits: Array<[string, number]> = [];
    walkTree(small, 'tree', (_node, path, depth) => visits.push([path, depth]));
    expect(visits).toStrictEqual([
      ['tree', 0],
      ['tree/then', 1],
      ['tree/then/then', 2],
      ['tree/else', 1],
    ]);
  });

  it('counts nodes', () => {
    expect(countNodes(small)).toBe(4);
    expect(countNodes(null)).toBe(0);
    expect(countNodes(undefined)).toBe(0);
    expect(countNodes(cardRouterDocument.tree)).toBe(CARD_ROUTER_RULE_NODES);
    expect(countNodes(singleRouteDocument.tree)).toBe(1);
  });

  it('lists the trees of each kind of document with their paths', () => {
    expect(treesOf(noRulesDocument)).toStrictEqual([{ path: 'tree', tree: null }]);
    const trees = treesOf(checkoutDocument);
    expect(trees.map((t) => t.path)).toStrictEqual([
      'methods/0/availability/tree', 'methods/0/routing/tree',
      'methods/1/availability/tree', 'methods/1/routing/tree',
      'methods/2/availability/tree', 'methods/2/routing/tree',
    ]);
    expect(trees.map((t) => countNodes(t.tree))).toStrictEqual([0, 4, 3, 0, 5, 0]);
    expect(isMultiMethodDocument(checkoutDocument)).toBe(true);
    expect(isMultiMethodDocument(cardRouterDocument)).toBe(false);
  });

  it('mapTree rewrites bottom-up without touching the input, keeping null branches', () => {
    const order: string[] = [];
    const mapped = mapTree(small, (node) => {
      order.push(String(node.id));
      return { ...node, id: `${String(node.id)}'` };
    });
    expect(order).toStrictEqual(['null', 'b', 'null', 'a']);
    expect(mapped?.id).toBe("a'");
    expect(mapped?.then?.id).toBe("b'");
    expect(mapped?.then?.then?.id).toBe("null'");
    expect(mapped?.then?.else).toBeNull();
    expect(mapped?.else?.route).toStrictEqual({ connector: 'CO-2' });
    expect(small.id).toBe('a');
    expect(small.then?.then?.id).toBeNull();
    expect(mapTree(null, (n) => n)).toBeNull();
  });
});
