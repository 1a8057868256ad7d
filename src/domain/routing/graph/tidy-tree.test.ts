import fc from 'fast-check';
import { hierarchy, tree as d3Tree } from 'd3-hierarchy';
import { describe, expect, it } from 'vitest';
import { tidyTree, type Separation } from './tidy-tree';

interface Shape {
  children: Shape[];
}

/** A tree of up to `nodes` nodes, each with 0–3 children (rules have two, slots and leaves none; more tests the general case). */
const arbShape = (nodes: number): fc.Arbitrary<Shape> =>
  fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: nodes }).map((fanouts) => {
    // Breadth-first: each node in turn takes its fan-out while nodes are left.
    const all: Shape[] = [{ children: [] }];
    let budget = fanouts.length - 1;
    for (let i = 0; i < all.length && budget > 0; i += 1) {
      for (let k = 0; k < fanouts[i % fanouts.length]! && budget > 0; k += 1, budget -= 1) {
        const child = { children: [] };
        all[i]!.children.push(child);
        all.push(child);
      }
    }
    return all[0]!;
  });

/** The shape as tidyTree's input, its nodes numbered by `numbering` (a permutation), and each shape node's index. */
const asInput = (root: Shape, numbering: (i: number, n: number) => number) => {
  const nodes: Shape[] = [];
  const visit = (node: Shape) => {
    nodes.push(node);
    node.children.forEach(visit);
  };
  visit(root);
  const index = new Map(nodes.map((node, i) => [node, numbering(i, nodes.length)]));
  const parents: number[] = [];
  const children: number[] = [];
  for (const node of nodes)
    for (const child of node.children) {
      parents.push(index.get(node)!);
      children.push(index.get(child)!);
    }
  return { input: { size: nodes.length, root: index.get(root)!, parents, children }, index };
};

const d3Xs = (root: Shape, separation: (sameParent: boolean) => number) => {
  const laidOut = d3Tree<Shape>()
    .nodeSize([1, 1])
    .separation((a, b) => separation(a.parent === b.parent))(hierarchy(root, (n) => n.children));
  return new Map(laidOut.descendants().map((n) => [n.data, { x: n.x, depth: n.depth }]));
};

const SEPARATIONS: Array<[string, (sameParent: boolean) => number]> = [
  ['the layout’s (1 or 1.15)', (same) => (same ? 1 : 1.15)],
  ['d3’s default (1 or 2)', (same) => (same ? 1 : 2)],
];

describe('tidyTree', () => {
  for (const [name, separation] of SEPARATIONS)
    it(`places every node where d3-hierarchy's tree() does, to the last bit, with ${name} separation`, () => {
      fc.assert(
        fc.property(arbShape(120), fc.boolean(), (shape, reversed) => {
          // Numbered in document order, or backwards (the root last): the result must not depend on it.
          const { input, index } = asInput(shape, (i, n) => (reversed ? n - 1 - i : i));
          const ours = tidyTree(input, (_a, _b, same) => separation(same));
          for (const [node, expected] of d3Xs(shape, separation)) {
            expect(ours.x[index.get(node)!]).toBe(expected.x);
            expect(ours.depth[index.get(node)!]).toBe(expected.depth);
          }
        }),
        { numRuns: 300 },
      );
    });

  it('passes the separation the two neighbours and whether they share a parent', () => {
    // root 0 with children 1, 2; 1 with children 3, 4; 2 with child 5.
    const calls: Array<[number, number, boolean]> = [];
    const separation: Separation = (a, b, same) => (calls.push([a, b, same]), 1);
    tidyTree({ size: 6, root: 0, parents: [0, 0, 1, 1, 2], children: [1, 2, 3, 4, 5] }, separation);
    expect(calls).toContainEqual([4, 3, true]);
    expect(calls).toContainEqual([2, 1, true]);
    expect(calls).toContainEqual([4, 5, false]);
  });

  it('lays out a chain thousands of levels deep without recursion, and leaves unreached nodes out', () => {
    const size = 20_000;
    const parents = Array.from({ length: size - 2 }, (_, i) => i);
    const children = parents.map((i) => i + 1);
    const { x, depth, order } = tidyTree({ size, root: 0, parents, children }, () => 1);
    expect(order).toHaveLength(size - 1);
    expect(depth[size - 2]).toBe(size - 2);
    expect(x[size - 2]).toBe(0);
    expect(Number.isNaN(x[size - 1])).toBe(true);
    expect(depth[size - 1]).toBe(-1);
  });
});
