import { useEffect, type RefObject } from 'react';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('.cm-editor') !== null);

/**
 * Ctrl+F (⌘F) or "/" focuses the search box, but only while the focus is inside the editor: anywhere
 * else, and from the search box itself, Ctrl+F stays the browser's find. "/" is ignored in text
 * fields, where it is a character.
 */
export const useSearchShortcut = (input: RefObject<HTMLInputElement | null>) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const field = input.current;
      const editor = field?.closest('.editor');
      if (!field || !editor || event.altKey) return;
      const inEditor = event.target instanceof Node && editor.contains(event.target);
      const find = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'f';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
      if (!inEditor || event.target === field || !(find || slash)) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);
};
