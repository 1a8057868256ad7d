import { useEffect, useState } from 'react';
import type { TreeKind } from '@domain/routing/document';
import type { EditorStore } from '../state/editor-store';

export interface ActiveTree {
  index: number;
  kind: TreeKind;
}

const TREE_PATH = /^methods\/(\d+)\/(availability|routing)\/tree(\/|$)/;

/** The method and tree a document path lies in, or null for a document-level path. */
export const treeOfPath = (path: string): ActiveTree | null => {
  const match = TREE_PATH.exec(path);
  return match ? { index: Number(match[1]), kind: match[2] as TreeKind } : null;
};

/**
 * Which method and tree the panels show. It follows focus requests (problems panel, a gateway
 * rejection, search), so a node in another method or tree is brought up with its own canvas.
 */
export const useActiveTree = (store: EditorStore, initial: ActiveTree) => {
  const [active, setActive] = useState<ActiveTree>(initial);
  useEffect(
    () =>
      store.subscribe((next, prev) => {
        if (!next.focusTarget || next.focusTarget === prev.focusTarget) return;
        const target = treeOfPath(next.focusTarget.path);
        if (target) setActive((cur) => (cur.index === target.index && cur.kind === target.kind ? cur : target));
      }),
    [store],
  );
  const choose = (next: ActiveTree) => {
    setActive(next);
    // A selection in another tree would leave the inspector editing something not on screen.
    const selection = store.getState().selection;
    if (selection && treeOfPath(selection)?.index !== next.index) store.getState().select(null);
    else if (selection && treeOfPath(selection)?.kind !== next.kind) store.getState().select(null);
  };
  return { active, choose };
};
