import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useReducer, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { EditorEnvironment } from '../editor-props';
import { useEditor, useEditorStore } from '../state/editor-context';
import { useScopeRoot, useTreeScope } from '../use-tree-scope';
import { OutlineControls } from './outline-controls';
import { outlineKey } from './outline-keys';
import { trafficText } from '@web/components/rule-graph/nodes/rule-node-shell';
import { useTrafficOnDraft, type TrafficOnDraft } from '../state/readings-on-draft';
import { OutlineRow } from './outline-row';
import { createOutlineSegments, outlineRows, problemsBelow, type OutlineRow as Row } from './outline-rows';
import type { RuleNode } from '@domain/routing/document';
import { createRecentResults, recall, sameMembers } from '@domain/routing/recent-results';
import { useRowWindow } from '@web/lib/use-row-window';
import { usePaintedValue } from '@web/lib/after-paint';

const ROW_HEIGHT = 28;

type RowsInput = { root: RuleNode | null | undefined; collapsed: ReadonlySet<string>; treePath: string };
const createRecentRows = () => createRecentResults<RowsInput, { rows: Row[]; indexByPath: Map<string, number> }>();
const sameRowsInput = (a: RowsInput, b: RowsInput) => a.root === b.root && a.treePath === b.treePath && sameMembers(a.collapsed, b.collapsed);

/** The active row: the one named, else its nearest visible ancestor (it may have been folded away), else the first. */
const indexOfPath = (indexByPath: ReadonlyMap<string, number>, path: string | null): number => {
  for (let p = path; p; p = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : null) {
    const index = indexByPath.get(p);
    if (index !== undefined) return index;
  }
  return 0;
};

/**
 * The document as a keyboard-usable tree list (WAI-ARIA tree pattern), synchronised with the
 * canvas through the store: selection, focus requests and folded subtrees. Windowed, so a 5,000-node
 * tree renders only the rows in view.
 */
/** A row's traffic in words, or nothing while none is painted or when the draft changed that rule since it was read. */
const trafficShown = (traffic: TrafficOnDraft | null, path: string): string | undefined => {
  const at = traffic?.at(path);
  return at ? trafficText(at) : undefined;
};

export const OutlineTree = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const scope = useTreeScope(env);
  // The rows follow an edit in the background, after the canvas shows it (a 20,000-rule outline is
  // derived again on every edit); folding is not deferred: it is what the outline is asked to do.
  const scopeRoot = useScopeRoot(scope);
  const root = usePaintedValue(scopeRoot, scopeRoot);
  const collapsed = useEditor((s) => s.collapsed);
  const selection = useEditor((s) => s.selection);
  const observedTraffic = useTrafficOnDraft();
  const focusTarget = useEditor((s) => s.focusTarget);
  const { byNode, names } = env;
  // Unfolding, and undo, go back to rows listed moments before: found again instead of listed; an
  // edit lists the rules on its path and takes every other subtree's rows as they were.
  const [recent] = useState(createRecentRows);
  const [segments] = useState(() => createOutlineSegments());
  const { rows, indexByPath } = useMemo(
    () =>
      recall(recent, { root, collapsed, treePath: scope.treePath }, sameRowsInput, () => {
        const rows = outlineRows(root, collapsed, scope.treePath, segments);
        return { rows, indexByPath: new Map(rows.map((r, i) => [r.path, i])) };
      }),
    [recent, segments, root, collapsed, scope.treePath],
  );
  const [activePath, setActivePath] = useState<string | null>(selection);
  const activeIndex = indexOfPath(indexByPath, activePath);
  const treeRef = useRef<HTMLDivElement>(null);
  const { start, end, onScroll, reveal } = useRowWindow(treeRef, rows.length, ROW_HEIGHT);
  // Set by a key press: move DOM focus to the new active row once it is rendered. The bump makes
  // that render happen even when the active row stays the same, so the request is used up at once
  // and cannot fire on some later render (an edit typed in the inspector) and steal the focus.
  const moveFocus = useRef(false);
  const [, requestFocusRender] = useReducer((n: number) => n + 1, 0);

  const activate = useCallback(
    (index: number, focusRow: boolean) => {
      const row = rows[index];
      if (!row) return;
      moveFocus.current = focusRow;
      if (focusRow) requestFocusRender();
      setActivePath(row.path);
      reveal(index);
    },
    [rows, reveal],
  );

  // The canvas, the problems panel or search selected or focused a node: follow it.
  const follow = useEffectEvent((path: string | null) => {
    const index = path === null ? undefined : indexByPath.get(path);
    if (index !== undefined) activate(index, treeRef.current?.contains(document.activeElement) ?? false);
  });
  useEffect(() => follow(selection), [selection]);
  useEffect(() => follow(focusTarget?.path ?? null), [focusTarget]);

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    treeRef.current?.querySelector<HTMLElement>(`[role="treeitem"][tabindex="0"]`)?.focus({ preventScroll: true });
  });

  // Keys act on the focused row, which is the active one unless focus came some other way (a script, assistive tech).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const path = (event.target as HTMLElement).dataset.path;
    if (event.ctrlKey || event.metaKey || event.altKey || !path || !(event.target as HTMLElement).matches('[role="treeitem"]')) return;
    const next = outlineKey(event.key, rows, indexByPath.get(path) ?? activeIndex, store);
    if (next === null) return;
    event.preventDefault();
    activate(next, true);
  };

  // The tab stop follows the focus, however it arrived.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const path = (event.target as HTMLElement).dataset.path;
    if (path && path !== activePath && indexByPath.has(path)) setActivePath(path);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    const path = item?.dataset.path;
    if (!path) return;
    if ((event.target as HTMLElement).closest('[data-twisty]') && rows[indexByPath.get(path) ?? -1]?.expandable) store.getState().toggleCollapsed(path);
    else store.getState().focus(path);
    moveFocus.current = true;
    requestFocusRender();
    setActivePath(path);
  };

  // The active row stays rendered even when scrolled away, so the roving tabindex always has a target.
  const rendered: number[] = [];
  for (let i = start; i < end; i += 1) rendered.push(i);
  if (rows.length > 0 && (activeIndex < start || activeIndex >= end)) rendered.push(activeIndex);

  return (
    <div className="outline">
      <OutlineControls root={root} treePath={scope.treePath} />
      {rows.length === 0 ? (
        <p className="outline-empty">
          {scope.treeKind === 'availability' ? 'No rules: the method is always available.' : 'No rules: every transaction goes to the default connector.'}
        </p>
      ) : (
        <div ref={treeRef} role="tree" aria-label={scope.multiMethod ? `${scope.label} outline` : "Rule outline"} className="outline-tree" onKeyDown={onKeyDown} onFocus={onFocus} onClick={onClick} onScroll={onScroll}>
          <div className="outline-canvas" style={{ height: rows.length * ROW_HEIGHT }}>
            {rendered.map((i) => {
              const row = rows[i]!;
              return (
                <OutlineRow
                  key={row.path}
                  row={row}
                  index={i}
                  rowHeight={ROW_HEIGHT}
                  names={names}
                  problems={byNode.get(row.path)?.length ?? 0}
                  hiddenProblems={problemsBelow(row, byNode)}
                  warnings={env.analysis?.byNode.get(row.path)?.length ?? 0}
                  selected={row.path === selection}
                  active={i === activeIndex}
                  traffic={trafficShown(observedTraffic, row.path)}
                />
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
};
