import { describe, expect, it } from 'vitest';
import type { RoutingEnvelope } from '@contracts/bff-api';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
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

  describe('cut and paste is a move, copy and paste a duplicate', () => {
    const SLOT = 'tree/else/else/else/else/else'; // the ExtraData condition's empty else
    type Doc = typeof cardRouterDocument;
    const setup = () => {
      const store = createEditorStore(envelope, 'sandbox');
      const s = () => store.getState();
      return { s, doc: () => currentDocument(s()) as Doc };
    };

    it('a cut keeps the rules in place; its paste is one moveSubtree: ids kept, selection follows, one undo step', () => {
      const { s, doc } = setup();
      const moved = cardRouterDocument.tree!.then!.else!;
      s().select('tree/then/else');
      s().cut('tree/then/else');
      expect(doc()).toBe(cardRouterDocument); // nothing changes until the paste
      expect(isDirty(s())).toBe(false);
      expect(s()).toMatchObject({ cutFrom: 'tree/then/else', selection: 'tree/then/else' });

      expect(s().paste(SLOT)).toBeUndefined();
      expect(doc().tree!.else!.else!.else!.else!.else).toBe(moved); // the same rules, ids and all
      expect(doc().tree!.then!.else).toBeNull();
      expect(s().selection).toBe(SLOT);
      expect(s().history.past).toHaveLength(1);
      expect(s().cutFrom).toBeNull();

      s().undo();
      expect(doc()).toBe(cardRouterDocument);
      s().redo();
      expect(doc().tree!.else!.else!.else!.else!.else).toBe(moved);
    });

    it('after the move the clipboard pastes copies (new rules), and copy + paste duplicates with ids null', () => {
      const { s, doc } = setup();
      s().cut('tree/then/else');
      s().paste(SLOT);
      expect(s().paste('tree/then/else')).toBeUndefined();
      expect(doc().tree!.then!.else).toMatchObject({ id: null, if: { constraint: 'RandomLoadBalancer' }, then: { id: null }, else: { id: null } });
      expect(doc().tree!.else!.else!.else!.else!.else!.id).toBe('MPR-0a1b-2c3d-4e5f-6071-0006');

      const fresh = setup();
      fresh.s().copy('tree/then/then');
      expect(fresh.s().paste(SLOT)).toBeUndefined();
      expect(fresh.doc().tree!.then!.then).toBe(cardRouterDocument.tree!.then!.then); // the original stays
      expect(fresh.doc().tree!.else!.else!.else!.else!.else).toMatchObject({ id: null, then: { id: null }, else: { id: null } });
    });

    it('refuses to paste cut rules inside themselves, saying why, and keeps the cut pending', () => {
      const { s, doc } = setup();
      s().cut('tree/else');
      const problem = s().paste(SLOT);
      // In people's words: no document path (issue 43), a way out instead.
      expect(problem).toBe('The cut rules cannot be pasted inside themselves: choose an empty branch outside them');
      expect(s().notice).toMatch(/^Cannot paste here: The cut rules cannot be pasted inside themselves/);
      expect(doc()).toBe(cardRouterDocument);
      expect(s().cutFrom).toBe('tree/else');
    });

    it('cut rules edited after the cut are pasted as a copy (the snapshot, new rules) and the original stays, with a notice', () => {
      const { s, doc } = setup();
      s().cut('tree/then/else');
      s().dispatch({ type: 'setCondition', path: 'tree/then/else', condition: { constraint: 'RandomLoadBalancer', params: { percentTrue: 30 } } });
      expect(s().paste(SLOT)).toBeUndefined();
      expect(doc().tree!.then!.else).toMatchObject({ id: 'MPR-0a1b-2c3d-4e5f-6071-0006', if: { params: { percentTrue: 30 } } });
      expect(doc().tree!.else!.else!.else!.else!.else).toMatchObject({ id: null, if: { params: { percentTrue: 50 } } });
      expect(s().notice).toMatch(/were changed or replaced after the cut, so they were pasted as a copy/);
      expect(s().cutFrom).toBeNull();
    });

    it('cut rules removed after the cut are pasted as new rules, with a notice; the next edit clears it', () => {
      const { s, doc } = setup();
      s().cut('tree/then/else');
      s().dispatch({ type: 'deleteSubtree', path: 'tree/then/else' });
      expect(s().paste('tree/then/else')).toBeUndefined();
      expect(doc().tree!.then!.else).toMatchObject({ id: null, if: { constraint: 'RandomLoadBalancer' } });
      expect(s().notice).toMatch(/were removed after the cut/);
      s().dispatch({ type: 'setRerouteRecurring', value: true });
      expect(s().notice).toBeNull();
    });

    it('an empty clipboard or a full branch is refused with a message; cancelling a cut changes nothing', () => {
      const { s, doc } = setup();
      expect(s().paste(SLOT)).toMatch(/clipboard is empty/);
      s().cut('tree/then/else');
      expect(s().paste('tree/else')).toMatch(/not empty/);
      s().clearClipboard();
      expect(s()).toMatchObject({ clipboard: null, cutFrom: null });
      expect(doc()).toBe(cardRouterDocument);
    });

    it('a save (rebase) turns a pending cut into a copy', () => {
      const { s } = setup();
      s().cut('tree/then/else');
      s().rebase({ ...envelope, revision: 'r2' });
      expect(s().cutFrom).toBeNull();
      expect(s().clipboard).toBe(cardRouterDocument.tree!.then!.else);
    });
  });

  it('keeps the selection on the moved rules after a drag-and-drop move', () => {
    const store = createEditorStore(envelope, 'sandbox');
    store.getState().dispatch({ type: 'moveSubtree', from: 'tree/then/else', to: 'tree/else/else/else/else/else' });
    expect(store.getState().selection).toBe('tree/else/else/else/else/else');
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
