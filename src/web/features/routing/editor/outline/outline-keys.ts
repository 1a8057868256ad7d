import type { EditorStore } from '../state/editor-store';
import { expandPaths } from './collapse-actions';
import type { OutlineRow } from './outline-rows';

/**
 * The WAI-ARIA tree pattern's keys for one key press: returns the row index to move to, or null when
 * the key is not the outline's (so it bubbles on: Ctrl+Z, Tab, the editor's shortcuts).
 * Folding goes through the store so the canvas folds with the outline.
 */
export const outlineKey = (key: string, rows: readonly OutlineRow[], index: number, store: EditorStore): number | null => {
  const row = rows[index];
  if (!row) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(rows.length - 1, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return rows.length - 1;
    case 'ArrowRight':
      if (!row.expandable) return index;
      if (!row.expanded) {
        store.getState().toggleCollapsed(row.path);
        return index;
      }
      // Expanded: the first child is the next row.
      return index + 1;
    case 'ArrowLeft':
      if (row.expandable && row.expanded) {
        store.getState().toggleCollapsed(row.path);
        return index;
      }
      return row.parentPath === null ? index : rows.findIndex((r) => r.path === row.parentPath);
    case 'Enter':
    case ' ':
      store.getState().focus(row.path);
      return index;
    case '*':
      expandPaths(
        store,
        rows.filter((r) => r.parentPath === row.parentPath && r.expandable).map((r) => r.path),
      );
      return index;
    default:
      return null;
  }
};
