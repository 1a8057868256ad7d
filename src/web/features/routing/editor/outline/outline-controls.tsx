import { useId, useState } from 'react';
import type { RuleNode } from '@domain/routing/document';
import { useEditor, useEditorStore } from '../state/editor-context';
import { collapseBelowDepth, expandAll } from './collapse-actions';

/** "Collapse below depth N" and "Expand all": they change only which paths are folded, never the document. */
export const OutlineControls = ({ root, treePath = 'tree' }: { root: RuleNode | null | undefined; treePath?: string }) => {
  const store = useEditorStore();
  const anyCollapsed = useEditor((s) => s.collapsed.size > 0);
  // Kept as typed, so clearing the field to type another number works; read as a whole number ≥ 1.
  const [typed, setTyped] = useState('3');
  const levels = Math.max(1, Math.floor(Number(typed)) || 1);
  const inputId = useId();
  return (
    <div className="outline-controls" role="group" aria-label="Fold the tree">
      <label htmlFor={inputId}>Depth</label>
      <input
        id={inputId}
        type="number"
        min={1}
        max={99}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="button" onClick={() => collapseBelowDepth(store, root, levels, treePath)} disabled={!root}>
        Collapse below depth
      </button>
      <button type="button" onClick={() => expandAll(store)} disabled={!anyCollapsed}>
        Expand all
      </button>
    </div>
  );
};
