import { describe, expect, it } from 'vitest';
import type { RoutingEnvelope } from '../../../../../contracts/bff-api';
import { cardRouterDocument } from '../../../../../fixtures/routing-documents';
import { CONNECTORS } from '../../../../../fixtures/world';
import { createEditorStore, currentDocument, isDirty } from './editor-store';

const envelope: RoutingEnvelope = { kind: 'single', connectorGuid: CONNECTORS.cardRouter.guid, revision: 'r1', document: cardRouterDocument };
const usd = { constraint: 'Currency', params: { currency: 'USD' } };

describe('editor store', () => {
  it('applies commands with undo and redo, and tracks dirtiness against the baseline', () => {
    const store = createEditorStore(envelope, 'sandbox');
    expect(isDirty(store.getState())).toBe(false);
    expect(store.getState().dispatch({ type: 'setCondition', path: 'tree', condition: usd })).toBeUndefined();
    expect(isDirty(store.getState())).toBe(true);
    store.getState().undo();
    expect(currentDocument(store.getState())).toBe(cardRouterDocument);
    expect(isDirty(store.getState())).toBe(false);
    store.getState().redo();
    expect((currentDocument(store.getState()) as typeof cardRouterDocument).tree?.if).toEqual(usd);
  });

  it('reports a command that does not fit instead of changing anything', () => {
    const store = createEditorStore(envelope, 'sandbox');
    expect(store.getState().dispatch({ type: 'moveSubtree', from: 'tree/then', to: 'tree/else' })).toMatch(/not empty/);
    expect(isDirty(store.getState())).toBe(false);
  });

  it('cuts and pastes a subtree as new rules, selection following a move', () => {
    const store = createEditorStore(envelope, 'sandbox');
    const s = () => store.getState();
    s().select('tree/then/else');
    s().cut('tree/then/else');
    expect(s().selection).toBeNull();
    expect(s().paste('tree/else/else/else/else/else')).toBeUndefined();
    const doc = currentDocument(s()) as typeof cardRouterDocument;
    expect(doc.tree!.else!.else!.else!.else!.else).toMatchObject({ id: null, if: { constraint: 'RandomLoadBalancer' } });
    s().dispatch({ type: 'moveSubtree', from: 'tree/else/else/else/else/else', to: 'tree/then/else' });
    expect(s().selection).toBe('tree/then/else');
  });

  it('rebases on the saved document and restores a draft one undo step from the baseline', () => {
    const store = createEditorStore(envelope, 'sandbox');
    const draft = { ...cardRouterDocument, tree: null };
    store.getState().restoreDraft(draft);
    expect(currentDocument(store.getState())).toBe(draft);
    store.getState().undo();
    expect(currentDocument(store.getState())).toBe(cardRouterDocument);
    store.getState().rebase({ ...envelope, revision: 'r2', document: draft });
    expect(store.getState().baseline.revision).toBe('r2');
    expect(isDirty(store.getState())).toBe(false);
  });
});
