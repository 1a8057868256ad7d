import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbConnectorGuid, arbKnownCondition, arbSingleMethodDocument, worldContext } from '../../../fixtures/arbitraries';
import type { RuleNode, SingleMethodDocument } from '../document';
import { collectRuleIds } from '../rule-ids';
import { walkTree } from '../tree-walk';
import { validateSingleMethod } from '../validation';
import { applyCommand } from './apply-command';
import type { EditCommand } from './edit-command';
import { isWithin } from './json-path';

/** Every command that fits `doc`, with generated conditions and routes. */
const arbCommandFor = (doc: SingleMethodDocument): fc.Arbitrary<EditCommand> => {
  const nodes: Array<{ path: string; node: RuleNode }> = [];
  const slots: string[] = doc.tree ? [] : ['tree'];
  walkTree(doc.tree, 'tree', (node, path) => {
    nodes.push({ path, node });
    if (node.if) for (const b of ['then', 'else'] as const) if (!node[b]) slots.push(`${path}/${b}`);
  });
  const route = fc.tuple(arbConnectorGuid, arbConnectorGuid).map(([connector, fallback]) => (fallback === connector ? { connector } : { connector, onFail: [{ connector: fallback }] }));
  const options: fc.Arbitrary<EditCommand>[] = [
    fc.constant({ type: 'removeAllRules', treePath: 'tree' }),
    fc.boolean().map((value) => ({ type: 'setRerouteRecurring', value })),
    arbConnectorGuid.map((connector) => ({ type: 'setDefaultConnector', connector: { connector } })),
  ];
  for (const { path, node } of nodes) {
    options.push(fc.constant({ type: 'deleteSubtree', path }));
    options.push(fc.tuple(arbKnownCondition, fc.constantFrom('then' as const, 'else' as const)).map(([condition, keepAs]) => ({ type: 'addConditionAbove', path, condition, keepAs })));
    if (node.if) {
      options.push(arbKnownCondition.map((condition) => ({ type: 'setCondition', path, condition })));
      options.push(route.map((r) => ({ type: 'conditionToLeaf', path, leaf: { route: r } })));
      options.push(fc.constantFrom('then' as const, 'else' as const).map((keep) => ({ type: 'deleteNode', path, keep })));
    } else {
      options.push(route.map((r) => ({ type: 'setRoute', path, route: r })));
      options.push(arbKnownCondition.map((condition) => ({ type: 'leafToCondition', path, condition })));
    }
    for (const to of slots) {
      options.push(fc.constant({ type: 'duplicateSubtree', from: path, to }));
      if (!isWithin(to, path)) options.push(fc.constant({ type: 'moveSubtree', from: path, to }));
    }
  }
  for (const to of slots.filter((s) => s !== 'tree')) {
    const [owner, branch] = [to.slice(0, to.lastIndexOf('/')), to.slice(to.lastIndexOf('/') + 1) as 'then' | 'else'];
    options.push(route.map((r) => ({ type: 'addBranch', path: owner, branch, node: { id: null, route: r } })));
  }
  return fc.oneof(...options);
};

describe('edit commands (property)', () => {
  it('every command keeps a valid document valid, and never touches its input', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4 }).chain((doc) => fc.tuple(fc.constant(doc), arbCommandFor(doc))),
        ([doc, cmd]) => {
          const before = JSON.stringify(doc);
          const next = applyCommand(doc, cmd);
          expect(JSON.stringify(doc)).toBe(before);
          expect(validateSingleMethod(next, worldContext(collectRuleIds(doc)))).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a sequence of commands keeps the document valid at every step', () => {
    const step = (doc: SingleMethodDocument, depth: number): fc.Arbitrary<SingleMethodDocument[]> =>
      depth === 0 ? fc.constant([doc]) : arbCommandFor(doc).chain((cmd) => step(applyCommand(doc, cmd), depth - 1).map((rest) => [doc, ...rest]));
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 3 }).chain((doc) => step(doc, 6)), (docs) => {
        const known = collectRuleIds(docs[0]);
        for (const d of docs) expect(validateSingleMethod(d, worldContext(known))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
