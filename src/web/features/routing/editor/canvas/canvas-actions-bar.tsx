import { useId, useMemo, useState } from 'react';
import { commandProblem, isWithin } from '@domain/routing/commands';
import type { TreeKind } from '@domain/routing/document';
import type { RuleGraph } from '@domain/routing/graph/graph-types';
import { useEditor, useEditorStore } from '../state/editor-context';
import { nodeActions, selectionKind } from './node-actions';

export interface CanvasActionsBarProps {
  graph: RuleGraph;
  /** Target of new routes: an eligible connector, or undefined when there is none. */
  connector: string | undefined;
  treeKind?: TreeKind;
}

// A list of every empty branch of a 20,000-rule tree holds thousands: laying out a select of them
// took 150 ms on each selection. Beyond this many, copy and paste reach the others.
const LISTED_SLOTS = 100;

type EmptySlot = { path: string; label: string };
// By graph (held weakly): undo hands back a graph drawn before, and its slots with it.
const slotsOf = new WeakMap<RuleGraph, EmptySlot[]>();

/** Empty branches a subtree can be duplicated into, described by the condition that owns them. */
const emptySlots = (graph: RuleGraph): EmptySlot[] => {
  let slots = slotsOf.get(graph);
  if (slots) return slots;
  const empty = graph.edges.filter((e) => e.toDefault);
  // The sentences of the conditions that own one, not a map of every node (each edit makes a new graph).
  const owners = new Set(empty.map((e) => e.source));
  const sentences = new Map<string, string>();
  if (owners.size > 0) for (const n of graph.nodes) if (owners.has(n.id)) sentences.set(n.id, n.kind === 'condition' ? n.sentence : '');
  slots = empty.map((e) => ({ path: `${e.source}/${e.label}`, label: `${e.label} of “${sentences.get(e.source) ?? e.source}”` }));
  slotsOf.set(graph, slots);
  return slots;
};

/** The selected node's commands as labelled buttons: every canvas edit is reachable without a mouse. */
export const CanvasActionsBar = ({ graph, connector, treeKind = 'routing' }: CanvasActionsBarProps) => {
  const store = useEditorStore();
  const selection = useEditor((s) => s.selection);
  const doc = useEditor((s) => s.history.present);
  const clipboard = useEditor((s) => s.clipboard);
  const collapsed = useEditor((s) => s.collapsed);
  const [target, setTarget] = useState('');
  // The list of empty branches is made when the person reaches for it (focus, pointer) and dropped
  // when they leave it: on a 5,000-rule tree its hundred options cost each selection ~15 ms of style
  // and layout at the speed issue 16's figures were taken at, and each edit a walk of the tree.
  const [listing, setListing] = useState(false);
  const selectId = useId();
  // doc, clipboard and collapsed are read through getState(); listed so the actions follow them.
  const actions = useMemo(() => nodeActions(store.getState(), selection, connector, treeKind), [store, selection, connector, treeKind, doc, clipboard, collapsed]); // eslint-disable-line react-hooks/exhaustive-deps
  const kind = selectionKind(doc, selection);
  const rule = kind === 'rule';
  // Needed while the list is open, or to tell whether the branch chosen earlier is still empty.
  const needed = rule && (listing || target !== '');
  const all = useMemo(() => (needed ? emptySlots(graph) : []), [graph, needed]);
  const slots = useMemo(() => (selection ? all.filter((s) => !isWithin(s.path, selection)) : []), [all, selection]);
  const chosen = slots.some((s) => s.path === target) ? target : '';
  const listed = !listing ? slots.filter((s) => s.path === chosen) : slots.length > LISTED_SLOTS ? slots.filter((s, i) => i < LISTED_SLOTS || s.path === chosen) : slots;
  const duplicateProblem = !selection || !chosen ? 'Choose an empty branch' : commandProblem(doc, { type: 'duplicateSubtree', from: selection, to: chosen });

  if (!kind) return <div className="canvas-actions muted" role="toolbar" aria-label="Node actions">Select a rule or an empty branch to edit it.</div>;
  return (
    <div className="canvas-actions" role="toolbar" aria-label="Node actions">
      {actions.map((a) => (
        <button key={a.id} type="button" onClick={a.run} disabled={a.problem !== undefined} title={a.problem ?? a.label} aria-label={a.short ? `${a.short}: ${a.label}` : a.label} aria-keyshortcuts={a.shortcut} data-action={a.id}>
          {a.short ?? a.label}
        </button>
      ))}
      {kind === 'rule' ? (
        <span className="canvas-duplicate">
          <label htmlFor={selectId}>Copy to</label>
          <select id={selectId} value={chosen} onChange={(e) => setTarget(e.target.value)} onFocus={() => setListing(true)} onPointerDown={() => setListing(true)} onBlur={() => setListing(false)}>
            <option value="">choose an empty branch…</option>
            {listed.map((s) => (
              <option key={s.path} value={s.path}>
                {s.label}
              </option>
            ))}
            {listing && slots.length > listed.length ? (
              <option value="" disabled>
                {slots.length - listed.length} more: copy (Ctrl+C) and paste (Ctrl+V) into one of them
              </option>
            ) : null}
          </select>
          <button
            type="button"
            aria-label="Duplicate subtree"
            disabled={duplicateProblem !== undefined}
            title={duplicateProblem}
            onClick={() => selection && store.getState().dispatch({ type: 'duplicateSubtree', from: selection, to: chosen })}
          >
            Duplicate
          </button>
        </span>
      ) : null}
    </div>
  );
};
