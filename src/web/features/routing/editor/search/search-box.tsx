import { useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { buildSearchIndex, searchIndex } from '@domain/routing/search';
import { treesOf } from '@domain/routing/tree-walk';
import type { EditorEnvironment } from '../editor-props';
import { expandAncestors } from '../outline/collapse-actions';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { useScopeRoot, useTreeScope } from '../use-tree-scope';
import { useSearchShortcut } from './use-search-shortcut';

/** Finds rules by connector (name or GUID), condition (sentence or constraint) or param value, and jumps between them. */
export const SearchBox = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const scope = useTreeScope(env);
  const root = useScopeRoot(scope);
  // A multi-method document is searched whole: a jump brings up the match's method and tree.
  const doc = useEditor((s) => (scope.multiMethod ? currentDocument(s) : null));
  const [query, setQuery] = useState('');
  // Typing stays responsive on a 5,000-node tree: matching runs at lower priority than the keystroke.
  const deferredQuery = useDeferredValue(query);
  const [current, setCurrent] = useState<{ query: string; index: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const countId = useId();
  useSearchShortcut(inputRef);

  const active = deferredQuery.trim() !== '';
  const buildIndex = () => (doc ? treesOf(doc).flatMap((t) => buildSearchIndex(t.tree, t.path, env.names)) : buildSearchIndex(root, scope.treePath, env.names));
  // The index is built only while a search is on: no cost per edit for everyone else.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- buildIndex reads exactly doc, root, scope.treePath and env.names
  const index = useMemo(() => (active ? buildIndex() : null), [active, doc, root, scope.treePath, env.names]);
  const matches = useMemo(() => (index ? searchIndex(index, deferredQuery) : []), [index, deferredQuery]);
  // A position belongs to the query it was found for; an edit can shrink the matches under it.
  const position = current && current.query === deferredQuery && matches.length > 0 ? Math.min(current.index, matches.length - 1) : null;

  const jump = (step: 1 | -1) => {
    // Enter pressed before the background matching has caught up with what was typed (a quick typist on a
    // 5,000-rule tree): the typed query is matched now, so the key is never lost on the last query's matches.
    const found = query === deferredQuery ? matches : query.trim() === '' ? [] : searchIndex(index ?? buildIndex(), query);
    if (found.length === 0) return;
    const at = query === deferredQuery ? position : null;
    const next = at === null ? (step === 1 ? 0 : found.length - 1) : (at + step + found.length) % found.length;
    const path = found[next]!;
    expandAncestors(store, path);
    store.getState().focus(path);
    setCurrent({ query, index: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      jump(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery('');
      setCurrent(null);
    }
  };

  const status = !active ? '' : matches.length === 0 ? 'No matches' : position === null ? `${matches.length} match${matches.length === 1 ? '' : 'es'}` : `${position + 1} of ${matches.length}`;

  return (
    <div className="search-box" role="search">
      <input
        ref={inputRef}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Search rules (Ctrl+F)"
        aria-label="Search rules"
        aria-keyshortcuts="Control+F /"
        aria-describedby={countId}
        data-testid="editor-search"
      />
      <span id={countId} className="search-count" role="status" aria-live="polite" data-testid="editor-search-count">
        {status}
      </span>
      <button type="button" onClick={() => jump(-1)} disabled={matches.length === 0} aria-label="Previous match" aria-keyshortcuts="Shift+Enter">
        ↑
      </button>
      <button type="button" onClick={() => jump(1)} disabled={matches.length === 0} aria-label="Next match" aria-keyshortcuts="Enter">
        ↓
      </button>
    </div>
  );
};
