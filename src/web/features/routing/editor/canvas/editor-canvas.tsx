import { useCallback, useMemo } from 'react';
import type { SingleMethodDocument } from '../../../../../domain/routing/document';
import { singleMethodGraph } from '../../../../../domain/routing/graph/document-to-graph';
import type { NodeDecoration } from '../../../../components/rule-graph/flow-types';
import { RuleGraph, type RuleGraphEditProps } from '../../../../components/rule-graph/rule-graph';
import type { EditorEnvironment } from '../editor-props';
import { useEligibleConnectors } from '../inspector/eligible-connectors';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { CanvasActionsBar } from './canvas-actions-bar';
import { useCanvasKeys } from './use-canvas-keys';

/** The tree as an editable graph: selection, badges, drop slots, a toolbar and keys for every command. */
export const EditorCanvas = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const doc = useEditor(currentDocument) as SingleMethodDocument;
  const collapsed = useEditor((s) => s.collapsed);
  const selection = useEditor((s) => s.selection);
  const focusTarget = useEditor((s) => s.focusTarget);
  const serverError = useEditor((s) => s.serverError);
  const highlight = useEditor((s) => s.highlight);
  const graph = useMemo(() => singleMethodGraph(doc, env.names, collapsed), [doc, env.names, collapsed]);
  const eligible = useEligibleConnectors(env);
  // New routes go to the default connector when it may be a target, so a new branch changes nothing until edited.
  const connector = eligible.find((c) => c.guid === doc.default?.connector)?.guid ?? eligible[0]?.guid;

  const decorations = useMemo(() => {
    const map = new Map<string, NodeDecoration>();
    for (const [nodeId, issues] of env.byNode) if (nodeId && issues.length) map.set(nodeId, { issueCount: issues.length, issueMessage: issues[0]!.message });
    if (serverError?.nodeId) map.set(serverError.nodeId, { ...map.get(serverError.nodeId), serverError: serverError.message });
    for (const path of highlight?.visited ?? []) map.set(path, { ...map.get(path), onPath: true });
    return map;
  }, [env.byNode, serverError, highlight]);
  const onSelect = useCallback((id: string | null) => store.getState().select(id), [store]);
  const moveSubtree = useCallback((from: string, to: string) => void store.getState().dispatch({ type: 'moveSubtree', from, to }), [store]);
  const editing: RuleGraphEditProps = useMemo(
    () => ({
      selectedId: selection,
      onSelect,
      decorations,
      focusTarget: focusTarget ? { id: focusTarget.path, seq: focusTarget.seq } : null,
      moveSubtree,
      edgeProbabilities: highlight?.edgeProbabilities ?? null,
    }),
    [selection, onSelect, decorations, focusTarget, moveSubtree, highlight],
  );
  const onKeyDown = useCanvasKeys(store, graph);
  return (
    <div className="editor-canvas-body" onKeyDown={onKeyDown}>
      <CanvasActionsBar graph={graph} connector={connector} />
      <RuleGraph graph={graph} label="Routing tree" height="100%" editing={editing} />
    </div>
  );
};
