import type { SplitDrift } from '@domain/insights/observed-routing';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RoutingEnvelope } from '@contracts/bff-api';
import { applyCommand, canRedo, canUndo, CommandError, createHistory, getAt, record, redo, undo, type EditCommand, type History } from '@domain/routing/commands';
import type { RuleNode } from '@domain/routing/document';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { planPaste } from './paste-plan';

/** What the editor started from: the live document and its revision (the base of the diff and of the 409 check). */
export interface EditorBaseline {
  env: string;
  connectorGuid: string;
  kind: RoutingEnvelope['kind'];
  document: AnyDocument;
  revision: string;
}

export interface EditorState {
  baseline: EditorBaseline;
  history: History<AnyDocument>;
  /** Path of the selected rule node (the graph's node id), or null. */
  selection: string | null;
  /** The rules Ctrl+C / Ctrl+X put aside, as they were then. */
  clipboard: RuleNode | null;
  /** Where the cut rules still sit (a cut keeps them until the paste moves them), or null for a copy. */
  cutFrom: string | null;
  /** A one-off message about the last clipboard action (why a paste was refused or became a copy); cleared by the next edit. */
  notice: string | null;
  collapsed: ReadonlySet<string>;
  /** A request to bring a node into view (problems panel, search, a gateway error); `seq` makes repeats count. */
  focusTarget: { path: string; seq: number } | null;
  /** The gateway's last rejection, mapped onto the document (cleared by the next edit or save). */
  serverError: ServerError | null;
  /** A simulation drawn on the graph: the path a transaction takes and the chance of each edge. */
  highlight: SimulationHighlight | null;
  /** Configured vs observed random splits from the insights panel, by split node path (read against the live revision). */
  observedSplits: ObservedSplits | null;
  /** The window's traffic painted on the canvas and the outline (the Insights tab's toggle), or null. */
  observedTraffic: ObservedTraffic | null;
  /** Applies one edit; returns why it could not apply, or undefined. Edits with the same coalesceKey in a row are one undo step. */
  dispatch(cmd: EditCommand, coalesceKey?: string): string | undefined;
  undo(): void;
  redo(): void;
  select(path: string | null): void;
  /** Selects the node and asks the canvas and the outline to bring it into view. */
  focus(path: string): void;
  setServerError(error: ServerError | null): void;
  setHighlight(highlight: SimulationHighlight | null): void;
  setObservedSplits(splits: ObservedSplits | null): void;
  setObservedTraffic(traffic: ObservedTraffic | null): void;
  copy(path: string): void;
  /** Marks the subtree as cut: it stays in place until a paste moves it (one `moveSubtree`, ids kept, one undo step). */
  cut(path: string): void;
  /** Into an empty branch: a cut moves, a copy pastes new rules. Returns why it could not (also left in `notice`). */
  paste(to: string): string | undefined;
  /** Empties the clipboard (a pending cut is cancelled; nothing in the document changes). */
  clearClipboard(): void;
  dismissNotice(): void;
  toggleCollapsed(path: string): void;
  /** A new baseline: after a successful save (the server's document with its ids) or a reload. */
  rebase(envelope: RoutingEnvelope): void;
  /** Starts from a recovered draft: the baseline stays, the draft is the current document (one undo step away from it). */
  restoreDraft(document: AnyDocument): void;
}

export type EditorStore = StoreApi<EditorState>;

/** What the canvas draws for a simulation: visited rule nodes, the end reached, edge chances by child path (`tree/then`). */
export interface SimulationHighlight {
  visited: ReadonlySet<string>;
  /** Path of the leaf reached, or `<treePath>#default` for the default connector. */
  end: string | null;
  edgeProbabilities: ReadonlyMap<string, number>;
}

/** The insights' reading of each split node: what it was read against and what it found. */
export interface ObservedSplits {
  revision: string;
  /** The document the paths belong to: a reading is shown on the draft only where it still means the same (readings-on-draft.ts). */
  document: AnyDocument;
  byPath: ReadonlyMap<string, SplitDrift>;
}

/** Payments whose path passed each node (graph node id) of `document` (the live one, or the draft a replay read), out of `explained`. */
export interface ObservedTraffic {
  explained: number;
  byPath: ReadonlyMap<string, number>;
  document: AnyDocument;
}

/** A 422 from the gateway, located in the document sent: on a node (and a field in it) or document-level. */
export interface ServerError {
  code: number;
  message: string;
  path: string | null;
  nodeId: string | null;
  field: string | null;
}

const isNode = (value: unknown): value is RuleNode => value !== null && typeof value === 'object' && !Array.isArray(value);

const baselineOf = (envelope: RoutingEnvelope, env: string): EditorBaseline => ({
  env,
  connectorGuid: envelope.connectorGuid,
  kind: envelope.kind,
  document: envelope.document,
  revision: envelope.revision,
});

/** The selection survives an edit only while it still names a rule node. */
const keepSelection = (doc: AnyDocument, selection: string | null) => (selection && isNode(getAt(doc, selection)) ? selection : null);

export const createEditorStore = (envelope: RoutingEnvelope, env: string): EditorStore =>
  createStore<EditorState>()((set, get) => ({
    baseline: baselineOf(envelope, env),
    history: createHistory<AnyDocument>(envelope.document),
    selection: null,
    clipboard: null,
    cutFrom: null,
    notice: null,
    collapsed: new Set(),
    focusTarget: null,
    serverError: null,
    highlight: null,
    observedSplits: null,
    observedTraffic: null,
    dispatch: (cmd, coalesceKey) => {
      const { history, selection } = get();
      try {
        const next = applyCommand(history.present, cmd);
        const nextSelection = cmd.type === 'moveSubtree' ? cmd.to : keepSelection(next, selection);
        set({ history: record(history, next, coalesceKey), selection: nextSelection, serverError: null, notice: null });
        return undefined;
      } catch (error) {
        if (error instanceof CommandError) return error.message;
        throw error;
      }
    },
    undo: () => {
      const { history, selection } = get();
      if (!canUndo(history)) return;
      const next = undo(history);
      set({ history: next, selection: keepSelection(next.present, selection) });
    },
    redo: () => {
      const { history, selection } = get();
      if (!canRedo(history)) return;
      const next = redo(history);
      set({ history: next, selection: keepSelection(next.present, selection) });
    },
    select: (path) => set({ selection: path }),
    focus: (path) => set({ selection: path, focusTarget: { path, seq: (get().focusTarget?.seq ?? 0) + 1 } }),
    setServerError: (serverError) => set({ serverError }),
    setHighlight: (highlight) => set({ highlight }),
    setObservedSplits: (observedSplits) => set({ observedSplits }),
    setObservedTraffic: (observedTraffic) => set({ observedTraffic }),
    copy: (path) => {
      const node = getAt(get().history.present, path);
      if (isNode(node)) set({ clipboard: node, cutFrom: null, notice: null });
    },
    cut: (path) => {
      const node = getAt(get().history.present, path);
      if (isNode(node)) set({ clipboard: node, cutFrom: path, notice: null });
    },
    paste: (to) => {
      const { clipboard, cutFrom, history } = get();
      const plan = planPaste(history.present, clipboard ? { node: clipboard, cutFrom } : null, to);
      const problem = 'problem' in plan ? plan.problem : get().dispatch(plan.command);
      if (problem !== undefined) {
        set({ notice: `Cannot paste here: ${problem}` });
        return problem;
      }
      // A cut is used up by its paste; the clipboard stays, so pasting again makes copies.
      set({ cutFrom: null, notice: 'problem' in plan ? null : plan.notice });
      return undefined;
    },
    clearClipboard: () => set({ clipboard: null, cutFrom: null }),
    dismissNotice: () => set({ notice: null }),
    toggleCollapsed: (path) => {
      const collapsed = new Set(get().collapsed);
      if (collapsed.has(path)) collapsed.delete(path);
      else collapsed.add(path);
      set({ collapsed });
    },
    // A new document: a pending cut's place means nothing in it, so the clipboard becomes a copy.
    rebase: (next) =>
      set({
        baseline: baselineOf(next, get().baseline.env),
        history: createHistory<AnyDocument>(next.document),
        selection: keepSelection(next.document, get().selection),
        serverError: null,
        cutFrom: null,
      }),
    restoreDraft: (document) => set({ history: record(createHistory(get().baseline.document), document), cutFrom: null }),
  }));

export const currentDocument = (state: EditorState) => state.history.present;
export const isDirty = (state: EditorState) => state.history.present !== state.baseline.document;
