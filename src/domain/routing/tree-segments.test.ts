import { describe, expect, it } from 'vitest';
import { largeTree } from '@fixtures/large-tree';
import type { RuleNode } from './document';
import { createTreeSegments, foldsOf, listTree, type TreeSegments } from './tree-segments';

type Place = { path: string };
/** Lists every node's path, counting the nodes it had to visit. */
const lister = (segments?: TreeSegments<string, Place>) => {
  const visited: string[] = [];
  const list = (root: RuleNode) =>
    listTree<string, Place>(root, { path: 'tree' }, {
      segments,
      samePlace: (a, b) => a.path === b.path,
      visit: (node, { path }, out) => {
        visited.push(path);
        out.push(path);
        return (['then', 'else'] as const).flatMap((label) => (node[label] ? [{ node: node[label]!, place: { path: `${path}/${label}` } }] : []));
      },
    });
  return { list, visited };
};

/** The tree with the node at `path` replaced, copying only the path to it (as every edit does). */
const replaceAt = (node: RuleNode, steps: Array<'then' | 'else'>, by: RuleNode): RuleNode =>
  steps.length === 0 ? by : { ...node, [steps[0]!]: replaceAt(node[steps[0]!]!, steps.slice(1), by) };

const deepestThen = (root: RuleNode) => {
  const steps: Array<'then' | 'else'> = [];
  for (let node = root; node.then; node = node.then) steps.push('then');
  return steps;
};

describe('tree segments', () => {
  it('lists what a plain walk lists, and after an edit visits only the nodes on the edited path', () => {
    const tree = largeTree(500, 3);
    const plain = lister();
    const kept = lister(createTreeSegments(1));
    expect(kept.list(tree)).toEqual(plain.list(tree));
    expect(kept.visited).toHaveLength(500);

    const steps = deepestThen(tree);
    const edited = replaceAt(tree, steps, { id: null, route: { connector: 'x' } });
    kept.visited.length = 0;
    expect(kept.list(edited)).toEqual(lister().list(edited));
    // The root, each node down to the replaced one, and the replacement: every other subtree is taken whole.
    expect(kept.visited).toEqual(['tree', ...steps.map((_, i) => ['tree', ...steps.slice(0, i + 1)].join('/'))]);
  });

  it('keeps only parts of keptFrom to keptTo items, and lists the same with them', () => {
    const tree = largeTree(500, 3);
    const segments = createTreeSegments<string, Place>(50, 120);
    const kept = lister(segments);
    kept.list(tree);
    const sizes: number[] = [];
    const walk = (node: RuleNode | null | undefined) => {
      if (!node) return;
      const part = segments.parts.get(node);
      if (part) sizes.push(part.items.length);
      walk(node.then);
      walk(node.else);
    };
    walk(tree);
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(120);
    // An edit deep in the tree: the root's part was too large to keep, and the listing is still the plain one.
    const edited = replaceAt(tree, deepestThen(tree), { id: null, route: { connector: 'x' } });
    kept.visited.length = 0;
    expect(kept.list(edited)).toEqual(lister().list(edited));
    expect(kept.visited.length).toBeLessThan(500);
  });

  it('stands a set of folds seen lately for a new set with its members (fold, then unfold back)', () => {
    const segments = createTreeSegments<string, Place>();
    const none = foldsOf(segments, new Set());
    const first = foldsOf(segments, new Set(['tree/then']));
    expect(foldsOf(segments, new Set(['tree/then']))).toBe(first);
    expect(foldsOf(segments, new Set())).toBe(none);
    const other = new Set(['tree/else']);
    expect(foldsOf(segments, other)).toBe(other);
    // Four sets are kept: the fifth new one pushes out the one used longest ago.
    for (const path of ['a', 'b', 'c', 'd']) foldsOf(segments, new Set([path]));
    expect(foldsOf(segments, new Set())).not.toBe(none);
  });
});
