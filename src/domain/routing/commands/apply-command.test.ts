import { describe, expect, it } from 'vitest';
import { cardRouterDocument, singleRouteDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import type { RuleNode, SingleMethodDocument } from '../document';
import { applyCommand, commandProblem } from './apply-command';
import { getAt } from './json-path';

const doc = cardRouterDocument;
const usd = { constraint: 'Currency', params: { currency: 'USD' } };
const node = (d: unknown, path: string) => getAt(d, path) as RuleNode;

describe('applyCommand', () => {
  it('adds a condition above a node, keeping the node as then or else', () => {
    const next = applyCommand(doc, { type: 'addConditionAbove', path: 'tree/then', condition: usd, keepAs: 'else' });
    expect(node(next, 'tree/then')).toMatchObject({ id: null, if: usd, then: null });
    expect(node(next, 'tree/then/else')).toBe(doc.tree!.then);
    expect(doc.tree!.then!.if!.constraint).toBe('AmountCurrency'); // input untouched
  });

  it('adds a split on a route (it keeps its share as then) or an empty branch (two new routes), in one step', () => {
    const beta = { id: 'r-x', route: { connector: CONNECTORS.betaEur.guid } };
    const leafPath = 'tree/then/then/then';
    const split = applyCommand(doc, { type: 'addSplit', path: leafPath, percentTrue: 50, second: beta });
    expect(node(split, leafPath)).toMatchObject({ id: null, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, else: { id: null, route: beta.route } });
    expect(node(split, `${leafPath}/then`)).toBe(node(doc, leafPath));
    const slot = 'tree/else/else/else/else/else';
    const filled = applyCommand(doc, { type: 'addSplit', path: slot, percentTrue: 30, first: beta, second: beta });
    expect(node(filled, slot)).toMatchObject({ if: { params: { percentTrue: 30 } }, then: { id: null, route: beta.route }, else: { id: null, route: beta.route } });
    expect(commandProblem(doc, { type: 'addSplit', path: 'tree', percentTrue: 50, second: beta })).toMatch(/is a condition/);
  });

  it('adds a branch only where one is missing', () => {
    const leaf = { id: null, route: { connector: CONNECTORS.betaEur.guid } };
    const path = 'tree/else/else/else/else'; // the ExtraData condition, whose else is empty
    const next = applyCommand(doc, { type: 'addBranch', path, branch: 'else', node: leaf });
    expect(node(next, `${path}/else`)).toEqual(leaf);
    expect(() => applyCommand(doc, { type: 'addBranch', path, branch: 'then', node: leaf })).toThrow(/not empty/);
    expect(() => applyCommand(doc, { type: 'addBranch', path: 'tree/then/then/then', branch: 'then', node: leaf })).toThrow(/not a condition/);
  });

  it('turns a leaf into a condition (keeping its rule id) and back', () => {
    const leafPath = 'tree/then/then/then';
    const asCondition = applyCommand(doc, { type: 'leafToCondition', path: leafPath, condition: usd });
    const original = node(doc, leafPath);
    expect(node(asCondition, leafPath)).toMatchObject({ id: original.id, if: usd, else: null });
    expect(node(asCondition, `${leafPath}/then`)).toEqual({ id: null, route: original.route });
    const back = applyCommand(asCondition, { type: 'conditionToLeaf', path: leafPath, leaf: { route: { connector: CONNECTORS.gammaChf.guid } } });
    expect(node(back, leafPath)).toEqual({ id: original.id, route: { connector: CONNECTORS.gammaChf.guid } });
  });

  it('deletes a subtree, and a condition left with no branch goes too', () => {
    const next = applyCommand(doc, { type: 'deleteSubtree', path: 'tree/else/then' });
    expect(node(next, 'tree/else').then).toBeNull();
    const lastBranch = 'tree/else/else/else/else/then'; // the ExtraData condition's only branch
    const pruned = applyCommand(doc, { type: 'deleteSubtree', path: lastBranch });
    expect(node(pruned, 'tree/else/else/else/else')).toBeNull();
    expect(node(pruned, 'tree/else/else/else').then).toBeDefined();
  });

  it('deletes a single condition, putting one of its branches in its place', () => {
    const next = applyCommand(doc, { type: 'deleteNode', path: 'tree/then', keep: 'else' });
    expect(node(next, 'tree/then')).toBe(doc.tree!.then!.else);
    expect(() => applyCommand(doc, { type: 'deleteNode', path: 'tree/then/then/then', keep: 'then' })).toThrow(/leaf/);
  });

  it('moves a subtree into an empty branch and never into itself', () => {
    const target = 'tree/else/else/else/else/else';
    const next = applyCommand(doc, { type: 'moveSubtree', from: 'tree/then/else', to: target });
    expect(node(next, target)).toBe(doc.tree!.then!.else);
    expect(node(next, 'tree/then').else).toBeNull();
    expect(commandProblem(doc, { type: 'moveSubtree', from: 'tree/then', to: 'tree/then/then' })).toMatch(/into itself/);
    expect(commandProblem(doc, { type: 'moveSubtree', from: 'tree/then/else', to: 'tree/else' })).toMatch(/not empty/);
  });

  it('duplicates and pastes subtrees as new rules (id null throughout)', () => {
    const target = 'tree/else/else/else/else/else';
    const next = applyCommand(doc, { type: 'duplicateSubtree', from: 'tree/then/then', to: target });
    const copy = node(next, target);
    expect(copy.id).toBeNull();
    expect(copy.then!.id).toBeNull();
    expect(copy.if).toEqual(doc.tree!.then!.then!.if);
    expect(node(next, 'tree/then/then')).toBe(doc.tree!.then!.then); // the original keeps its ids
    const pasted = applyCommand(doc, { type: 'pasteSubtree', to: target, node: doc.tree!.then!.then! });
    expect(node(pasted, `${target}/else`).id).toBeNull();
  });

  it('edits a condition, a route and document-level settings', () => {
    const routed = applyCommand(doc, { type: 'setRoute', path: 'tree/then/then/then', route: { connector: CONNECTORS.gammaChf.guid, onFail: [{ connector: CONNECTORS.alphaEur.guid }] } });
    expect(node(routed, 'tree/then/then/then').route!.onFail).toEqual([{ connector: CONNECTORS.alphaEur.guid }]);
    const conditioned = applyCommand(doc, { type: 'setCondition', path: 'tree', condition: usd });
    expect(node(conditioned, 'tree').if).toEqual(usd);
    const d1 = applyCommand(doc, { type: 'setDefaultConnector', connector: { connector: CONNECTORS.betaEur.guid } });
    expect(d1.default).toEqual({ connector: CONNECTORS.betaEur.guid });
    expect(applyCommand(doc, { type: 'setRerouteRecurring', value: true }).rerouteRecurring).toBe(true);
    expect(applyCommand(doc, { type: 'removeAllRules', treePath: 'tree' }).tree).toBeNull();
  });

  it('sets an availability action on a leaf, keeping its rule id, and refuses it on a condition', () => {
    const availability = 'methods/0/availability/tree';
    const multi = applyCommand({ methods: [{ method: 'Paypal', defaultConnector: { connector: CONNECTORS.paypal.guid } }] }, { type: 'setField', path: availability, value: { id: 'MPR-7', if: usd, then: { id: 'MPR-8', action: 'enable', note: 'kept' }, else: null } });
    const next = applyCommand(multi, { type: 'setAction', path: `${availability}/then`, action: 'disable' });
    expect(getAt(next, `${availability}/then`)).toEqual({ id: 'MPR-8', action: 'disable', note: 'kept' });
    expect(getAt(multi, `${availability}/then/action`)).toBe('enable'); // input untouched
    expect(() => applyCommand(multi, { type: 'setAction', path: availability, action: 'disable' })).toThrow(/is a condition/);
    expect(() => applyCommand(multi, { type: 'setAction', path: `${availability}/else`, action: 'disable' })).toThrow(/No rule/);
    // A route leaf given an action loses its route: a leaf is one or the other.
    const swapped = applyCommand(doc, { type: 'setAction', path: 'tree/then/then/then', action: 'enable' });
    expect(node(swapped, 'tree/then/then/then')).toEqual({ id: node(doc, 'tree/then/then/then').id, action: 'enable' });
    expect(() => applyCommand(doc, { type: 'setRoute', path: 'tree', route: { connector: CONNECTORS.betaEur.guid } })).toThrow(/is a condition/);
  });

  it('replaces the whole document (JSON view, restore) as given, and undoing it is the old document', () => {
    const other = { ...singleRouteDocument, rerouteRecurring: true };
    const next = applyCommand(doc, { type: 'replaceDocument', document: other });
    expect(next).toBe(other);
    expect(doc.tree!.then!.if!.constraint).toBe('AmountCurrency');
    // Whatever parsed is taken as is (mid-edit JSON may be invalid; validation reports it, the command does not judge).
    expect(applyCommand(doc, { type: 'replaceDocument', document: { version: '1', tree: { id: null } } })).toEqual({ version: '1', tree: { id: null } });
  });

  it('handles a leaf at the root and an empty tree', () => {
    const root = applyCommand<SingleMethodDocument>(singleRouteDocument, { type: 'addConditionAbove', path: 'tree', condition: usd, keepAs: 'then' });
    expect(root.tree).toMatchObject({ if: usd, then: singleRouteDocument.tree });
    const empty = applyCommand<SingleMethodDocument>(singleRouteDocument, { type: 'deleteSubtree', path: 'tree' });
    expect(empty.tree).toBeNull();
    const refilled = applyCommand(empty, { type: 'pasteSubtree', to: 'tree', node: singleRouteDocument.tree! });
    expect(refilled.tree).toEqual({ ...singleRouteDocument.tree, id: null });
  });

  it('sets fields of multi-method blocks by path', () => {
    const next = applyCommand({ methods: [{ method: 'Paypal', disabled: false }] }, { type: 'setField', path: 'methods/0/disabled', value: true });
    expect(next).toEqual({ methods: [{ method: 'Paypal', disabled: true }] });
  });
});
