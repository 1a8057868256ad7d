import { describe, expect, it, vi } from 'vitest';
import { applyCommand, type EditCommand } from '@domain/routing/commands';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import type { EditorState } from '../state/editor-store';
import { nodeActions } from './node-actions';

const stateOf = (doc: unknown) => {
  const dispatched: EditCommand[] = [];
  const state = { history: { present: doc }, clipboard: null, collapsed: new Set<string>(), dispatch: (cmd: EditCommand) => void dispatched.push(cmd), select: vi.fn() } as unknown as EditorState;
  return { state, dispatched };
};

describe('"Add a split"', () => {
  it('is offered on a route and on an empty branch of single-method routing, and splits in one command', () => {
    const { state, dispatched } = stateOf(cardRouterDocument);
    const onRoute = nodeActions(state, 'tree/then/then/then', CONNECTORS.betaEur.guid).find((a) => a.id === 'add-split')!;
    expect(onRoute.problem).toBeUndefined();
    onRoute.run();
    const split = applyCommand(cardRouterDocument, dispatched[0]!);
    expect(split.tree?.then?.then?.then?.if).toEqual({ constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } });
    const onSlot = nodeActions(state, 'tree/else/else/else/else/else', CONNECTORS.betaEur.guid).find((a) => a.id === 'add-split')!;
    expect(onSlot.problem).toBeUndefined();
    // A condition has no split of its own to add: a split goes on a route or an empty branch.
    expect(nodeActions(state, 'tree', CONNECTORS.betaEur.guid).some((a) => a.id === 'add-split')).toBe(false);
  });

  it('is not offered where the gateway allows no random split: availability trees and multi-method documents', () => {
    const { state } = stateOf(checkoutDocument);
    const path = 'methods/0/routing/tree';
    expect(nodeActions(state, path, CONNECTORS.alphaEur.guid).some((a) => a.id === 'add-split')).toBe(false);
    expect(nodeActions(stateOf(cardRouterDocument).state, 'tree/then/then/then', undefined, 'availability').some((a) => a.id === 'add-split')).toBe(false);
  });
});
