import { useCallback, type KeyboardEvent } from 'react';
import type { RuleGraph } from '@domain/routing/graph/graph-types';
import { INSPECTOR_ID } from '../inspector/inspector-id';
import type { EditorStore } from '../state/editor-store';
import { neighbour, selectableIds, treeKey } from './canvas-navigation';
import { selectionKind } from './node-actions';

const isTextField = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));


const focusNodeElement = (root: HTMLElement | null, id: string) =>
  requestAnimationFrame(() => root?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`)?.focus());

/**
 * Canvas keys: Delete/Backspace delete the selected subtree, Ctrl+X/C/V cut, copy and paste (into
 * the selected empty branch), arrows walk the tree as it is drawn (down or right = first child), Enter opens the selection in the inspector.
 * Undo/redo stay with the editor-wide shortcuts.
 */
export const useCanvasKeys = (store: EditorStore, graph: RuleGraph, readOnly = false) =>
  useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (isTextField(event.target)) return;
      const state = store.getState();
      const selection = state.selection;
      // A read-only tree keeps navigation and copy, never an edit.
      const kind = selectionKind(state.history.present, selection);
      const editable = !readOnly;
      const key = event.key;
      const ctrl = event.ctrlKey || event.metaKey;
      const root = event.currentTarget;
      if ((key === 'Delete' || key === 'Backspace') && editable && kind === 'rule' && selection) state.dispatch({ type: 'deleteSubtree', path: selection });
      else if (ctrl && key.toLowerCase() === 'c' && kind === 'rule' && selection) state.copy(selection);
      else if (ctrl && key.toLowerCase() === 'x' && editable && kind === 'rule' && selection) state.cut(selection);
      else if (ctrl && key.toLowerCase() === 'v' && editable && kind === 'slot' && selection) state.paste(selection);
      else if (!ctrl && key.startsWith('Arrow')) {
        const direction = root.querySelector<HTMLElement>('.rule-graph')?.dataset.direction;
        // From the selection, else from the node that has the focus (the canvas's tab stop, entered with Tab).
        const focused = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('.react-flow__node')?.dataset.id : undefined;
        const next = neighbour(graph, selectableIds(graph), selection ?? focused ?? null, treeKey(key, direction));
        if (!next) return;
        state.focus(next);
        focusNodeElement(root, next);
      } else if (key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
        // A node focused with Tab is not yet selected: Enter selects it, then opens it.
        const focused = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('.react-flow__node')?.dataset.id : undefined;
        if (focused) state.select(focused);
        document.getElementById(INSPECTOR_ID)?.focus();
      } else return;
      event.preventDefault();
      event.stopPropagation();
    },
    [store, graph, readOnly],
  );
