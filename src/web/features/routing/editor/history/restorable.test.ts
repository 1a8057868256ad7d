import { describe, expect, it } from 'vitest';
import { applyCommand } from '@domain/routing/commands';
import type { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { restorable } from './restorable';

describe('restorable', () => {
  it('keeps ids the live document still has and turns the others into new rules (single-method)', () => {
    const live = applyCommand(cardRouterDocument, { type: 'deleteSubtree', path: 'tree/then/else' });
    const draft = restorable(cardRouterDocument, live) as SingleMethodDocument;
    expect(draft.tree!.id).toBe(cardRouterDocument.tree!.id);
    expect(draft.tree!.then!.else!.id).toBeNull();
    expect(draft.tree!.then!.else!.then!.id).toBeNull();
    expect(draft.tree!.then!.then!.id).toBe(cardRouterDocument.tree!.then!.then!.id);
  });

  it('does the same in every tree of a multi-method document', () => {
    const live = applyCommand(checkoutDocument, { type: 'deleteSubtree', path: 'methods/2/availability/tree/else' });
    const draft = restorable(checkoutDocument, live) as MultiMethodDocument;
    expect(draft.methods[2]!.availability!.tree!.else!.id).toBeNull();
    expect(draft.methods[2]!.availability!.tree!.id).toBe(checkoutDocument.methods[2]!.availability!.tree!.id);
    expect(draft.methods[0]!.routing!.tree).toEqual(checkoutDocument.methods[0]!.routing!.tree);
  });
});
