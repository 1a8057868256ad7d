import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { getAt, setAt } from './commands';
import type { RuleNode } from './document';
import { treesOf, walkTree, type AnyDocument } from './tree-walk';
import { unchangedWays } from './unchanged-ways';

const nodeIds = (doc: AnyDocument): string[] => {
  const ids: string[] = [];
  for (const { path, tree } of treesOf(doc)) {
    walkTree(tree, path, (_node, p) => ids.push(p));
    ids.push(`${path}#default`);
  }
  return ids;
};

describe('unchangedWays', () => {
  it('an edited split: the split, everything below it and the default lose their reading; the rest keeps it', () => {
    const draft = setAt(cardRouterDocument, 'tree/then/else/if/params/percentTrue', 90);
    const same = unchangedWays(cardRouterDocument, draft);
    for (const changed of ['tree/then/else', 'tree/then/else/then', 'tree/then/else/else', 'tree#default']) expect(same.has(changed), changed).toBe(false);
    for (const kept of ['tree', 'tree/then', 'tree/then/then', 'tree/then/then/then', 'tree/else', 'tree/else/then']) expect(same.has(kept), kept).toBe(true);
  });

  it("a route's connector changed: that leaf only (its parent's condition still sends the same payments to it)", () => {
    const leaf = 'tree/then/then/else';
    const draft = setAt(cardRouterDocument, `${leaf}/route/connector`, 'another-guid');
    const same = unchangedWays(cardRouterDocument, draft);
    expect(nodeIds(draft).filter((id) => !same.has(id))).toEqual([leaf, 'tree#default']);
  });

  it('branches swapped under an unchanged condition: the moved subtrees are not the same way', () => {
    const node = getAt(cardRouterDocument, 'tree/then') as RuleNode;
    const draft = setAt(cardRouterDocument, 'tree/then', { ...node, then: node.else, else: node.then });
    const same = unchangedWays(cardRouterDocument, draft);
    expect(same.has('tree/then')).toBe(true);
    expect(same.has('tree/then/then')).toBe(false);
    expect(same.has('tree/then/else')).toBe(false);
  });

  it('only the default connector changed: every rule keeps its reading, the default does not', () => {
    const draft = { ...cardRouterDocument, default: { connector: 'another-guid' } };
    const same = unchangedWays(cardRouterDocument, draft);
    expect(nodeIds(draft).filter((id) => !same.has(id))).toEqual(['tree#default']);
  });

  it("multi-method: two method blocks swapped are other ways (the tree now serves another method)", () => {
    const draft = { ...checkoutDocument, methods: [...checkoutDocument.methods].reverse() };
    const same = unchangedWays(checkoutDocument, draft);
    const differentMethods = checkoutDocument.methods[0]!.method !== checkoutDocument.methods.at(-1)!.method;
    expect(differentMethods).toBe(true);
    expect(same.has('methods/0/routing/tree')).toBe(false);
  });

  it('property: a document against itself is the same way everywhere', () => {
    fc.assert(
      fc.property(fc.oneof(arbSingleMethodDocument(), arbMultiMethodDocument()), (doc: AnyDocument) => {
        const same = unchangedWays(doc, structuredClone(doc));
        for (const id of nodeIds(doc)) expect(same.has(id), id).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it("property: a node's condition changed: it and all below it lose their reading, its ancestors keep theirs", () => {
    fc.assert(
      fc.property(arbSingleMethodDocument(), fc.nat(), (doc, pick) => {
        const conditions: string[] = [];
        walkTree(doc.tree, 'tree', (node, path) => void (node.if ? conditions.push(path) : undefined));
        fc.pre(conditions.length > 0);
        const at = conditions[pick % conditions.length]!;
        const draft = setAt(doc, `${at}/if`, { constraint: 'Currency', params: { currency: 'XTS-changed' } });
        const same = unchangedWays(doc, draft);
        for (const id of nodeIds(draft)) {
          const below = id === at || id.startsWith(`${at}/`);
          const ancestor = at.startsWith(`${id}/`);
          if (below) expect(same.has(id), id).toBe(false);
          if (ancestor) expect(same.has(id), id).toBe(true);
        }
        expect(same.has('tree#default')).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
