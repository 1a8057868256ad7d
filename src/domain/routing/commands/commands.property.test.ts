import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbKnownCondition, arbMultiMethodCondition, arbMultiMethodDocument, arbRuleNode, arbSingleMethodDocument, worldContext, worldMultiContext } from '../../../fixtures/arbitraries';
import { ALL_CONNECTORS } from '../../../fixtures/world';
import type { MultiMethodDocument, RuleNode, SingleMethodDocument, TreeKind } from '../document';
import { assignRuleIds, collectRuleIds } from '../rule-ids';
import { walkTree, type AnyDocument } from '../tree-walk';
import { validateMultiMethod, validateSingleMethod } from '../validation';
import { applyCommand } from './apply-command';
import type { EditCommand } from './edit-command';
import { isWithin } from './json-path';

/** Route targets of one payment method, as the arbitraries draw them. */
const poolOf = (method: string) => ALL_CONNECTORS.filter((c) => c.method === method && !c.disabled && !c.archived && !c.isMetaConnector).map((c) => c.guid);

/**
 * Real documents carry rule ids, and the id rules (unknown id 1010, duplicate 1015) are what copy,
 * paste and move can break: every rule gets one (`MPR-0001`…), and these become the known ids.
 */
const withIds = <D extends AnyDocument>(doc: D, prefix = 'MPR-'): D => {
  let n = 0;
  return assignRuleIds(doc, () => `${prefix}${String((n += 1)).padStart(4, '0')}`);
};

interface TreeSpec {
  root: RuleNode | null | undefined;
  treePath: string;
  kind: TreeKind;
  multiMethod: boolean;
  pool: readonly string[];
}

/** Every command the editor offers on one tree (edits stay inside the tree the editor shows), with generated content. */
const treeCommands = ({ root, treePath, kind, multiMethod, pool }: TreeSpec): fc.Arbitrary<EditCommand>[] => {
  const nodes: Array<{ path: string; node: RuleNode }> = [];
  const slots: string[] = root ? [] : [treePath];
  walkTree(root, treePath, (node, path) => {
    nodes.push({ path, node });
    if (node.if) for (const b of ['then', 'else'] as const) if (!node[b]) slots.push(`${path}/${b}`);
  });
  const condition = multiMethod ? arbMultiMethodCondition : arbKnownCondition;
  const guid = fc.constantFrom(...pool);
  const route = fc.tuple(guid, guid).map(([connector, fallback]) => (fallback === connector ? { connector } : { connector, onFail: [{ connector: fallback }] }));
  const action = fc.constantFrom('enable' as const, 'disable' as const);
  const leaf = kind === 'routing' ? route.map((r) => ({ route: r })) : action.map((a) => ({ action: a }));
  // A clipboard from elsewhere (another connector, a closed tab): its ids are unknown here.
  const foreign = arbRuleNode({ kind, multiMethod, connectors: pool, maxDepth: 2 }).map((n) => withIds({ version: '1', tree: n } as SingleMethodDocument, 'MPR-F').tree!);
  const options: fc.Arbitrary<EditCommand>[] = [fc.constant({ type: 'removeAllRules', treePath })];
  for (const { path, node } of nodes) {
    options.push(fc.constant({ type: 'deleteSubtree', path }));
    options.push(fc.tuple(condition, fc.constantFrom('then' as const, 'else' as const)).map(([c, keepAs]) => ({ type: 'addConditionAbove', path, condition: c, keepAs })));
    if (node.if) {
      options.push(condition.map((c) => ({ type: 'setCondition', path, condition: c })));
      options.push(leaf.map((l) => ({ type: 'conditionToLeaf', path, leaf: l })));
      options.push(fc.constantFrom('then' as const, 'else' as const).map((keep) => ({ type: 'deleteNode', path, keep })));
    } else {
      if (kind === 'routing') options.push(route.map((r) => ({ type: 'setRoute', path, route: r })));
      else options.push(action.map((a) => ({ type: 'setAction', path, action: a })));
      options.push(condition.map((c) => ({ type: 'leafToCondition', path, condition: c })));
    }
    for (const to of slots) {
      options.push(fc.constant({ type: 'duplicateSubtree', from: path, to }));
      // The clipboard holds the rule as copied, ids and all: paste must make them new rules.
      options.push(fc.constant({ type: 'pasteSubtree', to, node }));
      if (!isWithin(to, path)) options.push(fc.constant({ type: 'moveSubtree', from: path, to }));
    }
  }
  for (const to of slots) {
    options.push(foreign.map((n) => ({ type: 'pasteSubtree', to, node: n })));
    if (to === treePath) continue;
    const [owner, branch] = [to.slice(0, to.lastIndexOf('/')), to.slice(to.lastIndexOf('/') + 1) as 'then' | 'else'];
    options.push(leaf.map((l) => ({ type: 'addBranch', path: owner, branch, node: { id: null, ...l } })));
  }
  return options;
};

const arbSingleCommand = (doc: SingleMethodDocument): fc.Arbitrary<EditCommand> => {
  const options: fc.Arbitrary<EditCommand>[] = [
    ...treeCommands({ root: doc.tree, treePath: 'tree', kind: 'routing', multiMethod: false, pool: poolOf('Creditcard') }),
    fc.boolean().map((value) => ({ type: 'setRerouteRecurring', value })),
    fc.boolean().map((value) => ({ type: 'setField', path: 'rerouteRecurring', value })),
    fc.constantFrom(...poolOf('Creditcard')).map((connector) => ({ type: 'setDefaultConnector', connector: { connector } })),
    // The JSON view or a restored version: a whole other valid document (its rules are new).
    arbSingleMethodDocument({ maxDepth: 2 }).map((document) => ({ type: 'replaceDocument', document })),
  ];
  return fc.oneof(...options);
};

const arbMultiCommand = (doc: MultiMethodDocument): fc.Arbitrary<EditCommand> => {
  const options: fc.Arbitrary<EditCommand>[] = [arbMultiMethodDocument({ maxDepth: 2 }).map((document) => ({ type: 'replaceDocument', document }))];
  doc.methods.forEach((block, i) => {
    for (const kind of ['availability', 'routing'] as const)
      options.push(...treeCommands({ root: block[kind]?.tree, treePath: `methods/${i}/${kind}/tree`, kind, multiMethod: true, pool: poolOf(block.method) }));
    for (const field of ['disabled', 'rerouteRecurring', 'convertDebitToPreauth']) options.push(fc.boolean().map((value) => ({ type: 'setField', path: `methods/${i}/${field}`, value })));
  });
  return fc.oneof(...options);
};

const singleValid = (known: Iterable<string>) => (d: SingleMethodDocument) => expect(validateSingleMethod(d, worldContext(known))).toEqual([]);
const multiValid = (known: Iterable<string>) => (d: MultiMethodDocument) => expect(validateMultiMethod(d, worldMultiContext(known))).toEqual([]);

describe('edit commands (property)', () => {
  it('every command keeps a valid single-method document valid, and never touches its input', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4 })
          .map((d) => withIds(d))
          .chain((doc) => fc.tuple(fc.constant(doc), arbSingleCommand(doc))),
        ([doc, cmd]) => {
          const before = JSON.stringify(doc);
          const next = applyCommand(doc, cmd);
          expect(JSON.stringify(doc)).toBe(before);
          singleValid(collectRuleIds(doc))(next);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every command keeps a valid multi-method document valid (availability and routing trees)', () => {
    fc.assert(
      fc.property(
        arbMultiMethodDocument({ maxDepth: 3 })
          .map((d) => withIds(d))
          .filter((d) => d.methods.length > 0)
          .chain((doc) => fc.tuple(fc.constant(doc), arbMultiCommand(doc))),
        ([doc, cmd]) => {
          const before = JSON.stringify(doc);
          const next = applyCommand(doc, cmd);
          expect(JSON.stringify(doc)).toBe(before);
          multiValid(collectRuleIds(doc))(next);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a sequence of commands keeps the document valid at every step', () => {
    const step = (doc: SingleMethodDocument, depth: number): fc.Arbitrary<SingleMethodDocument[]> =>
      depth === 0 ? fc.constant([doc]) : arbSingleCommand(doc).chain((cmd) => step(applyCommand(doc, cmd), depth - 1).map((rest) => [doc, ...rest]));
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 3 }).chain((doc) => step(withIds(doc), 6)),
        (docs) => docs.forEach(singleValid(collectRuleIds(docs[0]))),
      ),
      { numRuns: 150 },
    );
  });
});
