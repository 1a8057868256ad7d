import { useCallback, useMemo, useState } from 'react';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { createGraphNodeCache, createRecentGraphs, treeToGraph, type GraphNodeCache } from '@domain/routing/graph/document-to-graph';
import { RuleGraph, type RuleGraphEditProps } from '@web/components/rule-graph/rule-graph';
import type { EditorEnvironment } from '../editor-props';
import { useNewRouteConnector } from '../inspector/eligible-connectors';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { useSplitsOnDraft, useTrafficOnDraft } from '../state/readings-on-draft';
import { issueInWords } from '@domain/routing/describe/issue-words';
import { createRecentMarks, recentDraftDecorations, withObservations } from './canvas-decorations';
import { useScopeRoot, useTreeScope } from '../use-tree-scope';
import { CanvasActionsBar } from './canvas-actions-bar';
import { useCanvasKeys } from './use-canvas-keys';

// Graph nodes of unchanged rules survive an edit, so the drawing redoes only what the edit touched.
// One cache per connector-name lookup, as sentences depend on the names; the key is held weakly.
const caches = new WeakMap<ConnectorNameLookup, GraphNodeCache>();
const graphNodeCacheFor = (names: ConnectorNameLookup): GraphNodeCache => {
  let cache = caches.get(names);
  if (!cache) caches.set(names, (cache = createGraphNodeCache()));
  return cache;
};

/**
 * The scoped tree as an editable graph: selection, badges, drop slots, a toolbar and keys for every
 * command. A read-only tree is still drawn and selectable, but offers no edit.
 */
export const EditorCanvas = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const scope = useTreeScope(env);
  const root = useScopeRoot(scope);
  const readOnly = scope.readOnly !== undefined;
  const collapsed = useEditor((s) => s.collapsed);
  const selection = useEditor((s) => s.selection);
  const focusTarget = useEditor((s) => s.focusTarget);
  const serverError = useEditor((s) => s.serverError);
  const highlight = useEditor((s) => s.highlight);
  const observedSplits = useSplitsOnDraft();
  const observedTraffic = useTrafficOnDraft();
  const cache = graphNodeCacheFor(env.names);
  // Undo and unfold go back to a graph derived moments before: found again instead of derived.
  const [recent] = useState(createRecentGraphs);
  const graph = useMemo(
    () =>
      treeToGraph(root, {
        treePath: scope.treePath,
        treeKind: scope.treeKind,
        defaultConnector: scope.defaultConnector,
        defaultActionDisable: scope.defaultActionDisable ?? null,
        names: env.names,
        collapsed,
        cache,
        recent,
      }),
    [root, scope, env.names, collapsed, cache, recent],
  );
  // New routes go to the default connector when it may be a target, so a new branch changes nothing until edited.
  const connector = useNewRouteConnector(env, scope.treePath, scope.defaultConnector);

  // By the findings' map, not the analysis object: an edit marks the last answer stale (a new object
  // around the same findings), which rebuilt every node's marks (~1,000 warnings on a 5,000-rule
  // tree, ~2 ms of a delete at 1.7x CPU) and re-decorated the window.
  const findingsByNode = env.analysis?.byNode;
  const [recentMarks] = useState(createRecentMarks);
  const document = useEditor(currentDocument);
  const words = useMemo(() => (issue: { code?: number; path?: string | null; message: string }) => issueInWords(document, { code: issue.code ?? 0, path: issue.path ?? null, message: issue.message }, env.names), [document, env.names]);
  const marks = useMemo(
    () => recentDraftDecorations(recentMarks, { issuesByNode: env.byNode, findingsByNode, serverError, highlight, words }),
    [recentMarks, env.byNode, findingsByNode, serverError, highlight, words],
  );
  const decorations = useMemo(() => withObservations(marks, graph, observedSplits, observedTraffic), [marks, graph, observedSplits, observedTraffic]);
  const edgeTraffic = useMemo(
    // Per branch (`source/then`): only below a node the draft left as read, so a changed rule's edges carry no share.
    () => {
      if (!observedTraffic) return null;
      const shares = new Map<string, number>();
      for (const edge of graph.edges) {
        const share = observedTraffic.branch(edge.source, edge.label);
        if (share !== null) shares.set(`${edge.source}/${edge.label}`, share);
      }
      return shares;
    },
    [observedTraffic, graph],
  );
  const onSelect = useCallback((id: string | null) => store.getState().select(id), [store]);
  const moveSubtree = useCallback((from: string, to: string) => void (readOnly || store.getState().dispatch({ type: 'moveSubtree', from, to })), [store, readOnly]);
  const editing: RuleGraphEditProps = useMemo(
    () => ({
      selectedId: selection,
      onSelect,
      decorations,
      focusTarget: focusTarget ? { id: focusTarget.path, seq: focusTarget.seq } : null,
      moveSubtree,
      edgeProbabilities: highlight?.edgeProbabilities ?? null,
      edgeTraffic,
    }),
    [selection, onSelect, decorations, focusTarget, moveSubtree, highlight, edgeTraffic],
  );
  const onKeyDown = useCanvasKeys(store, graph, readOnly);
  return (
    <div className="editor-canvas-body" onKeyDown={onKeyDown}>
      {readOnly ? (
        <div className="canvas-actions muted" role="note">
          Read-only: {scope.readOnly}
        </div>
      ) : (
        <CanvasActionsBar graph={graph} connector={connector} treeKind={scope.treeKind} />
      )}
      <RuleGraph key={scope.treePath} graph={graph} label={scope.label} height="100%" editing={editing} />
    </div>
  );
};
