import { useEffect } from 'react';
import { openInspector } from './inspector/inspector-focus';
import type { EditorStore } from './state/editor-store';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('.cm-editor') !== null);

/**
 * Editor-wide keys: undo (Ctrl+Z) and redo (Ctrl+Shift+Z, Ctrl+Y) anywhere in the editor except
 * inside text fields, which keep their own undo while typing; F2 edits the selected rule in the
 * inspector (Escape there goes back). The full list is in the toolbar's "Keyboard" help.
 */
export const useEditorShortcuts = (store: EditorStore) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F2' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        openInspector(event.target instanceof Element ? event.target : null);
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.getState().undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.getState().redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
};
