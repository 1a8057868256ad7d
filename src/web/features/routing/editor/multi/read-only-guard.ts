import { applyCommand, CommandError } from '@domain/routing/commands';
import type { MultiMethodDocument } from '@domain/routing/document';
import { methodIndex } from '@domain/routing/method-block';
import { sameDocument } from '../drafts/same-document';
import type { EditorStore } from '../state/editor-store';
import { currentDocument } from '../state/editor-store';
import { readOnlyMethods } from './admin-authored';

const blockOf = (doc: MultiMethodDocument, method: string) => doc.methods[methodIndex(doc, method)];

/**
 * Makes admin-authored methods read-only for every way of editing, not just the panels that hide
 * their controls: an edit (a command, a paste, the JSON view replacing the whole document) that
 * would change such a method is refused with a message saying why, and nothing is applied. Other
 * methods in the same edit are not applied either: half of a pasted document would surprise.
 */
export const guardReadOnlyMethods = (store: EditorStore): void => {
  const dispatch = store.getState().dispatch;
  store.setState({
    dispatch: (cmd, coalesceKey) => {
      const state = store.getState();
      const before = currentDocument(state) as MultiMethodDocument;
      let after: MultiMethodDocument;
      try {
        after = applyCommand(before, cmd) as MultiMethodDocument;
      } catch (error) {
        if (error instanceof CommandError) return error.message;
        throw error;
      }
      for (const [method, reason] of readOnlyMethods(state.baseline.document as MultiMethodDocument)) {
        const was = blockOf(before, method);
        if (!sameDocument(was, blockOf(after, method))) return `${was?.method ?? method} is read-only, so this change was not applied. ${reason}`;
      }
      return dispatch(cmd, coalesceKey);
    },
  });
};
