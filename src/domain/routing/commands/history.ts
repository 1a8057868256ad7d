/**
 * Undo/redo over immutable documents. Commands are pure, so a history is just the documents
 * before and after. Edits that share a `coalesceKey` within one gesture (a drag, typing in one
 * form field) merge into one undo step.
 */
export interface History<D> {
  past: readonly D[];
  present: D;
  future: readonly D[];
  /** Key of the last edit; a following edit with the same key replaces it instead of stacking. */
  lastKey?: string;
}

const LIMIT = 200;

export const createHistory = <D>(present: D): History<D> => ({ past: [], present, future: [] });

export const record = <D>(history: History<D>, next: D, coalesceKey?: string): History<D> => {
  if (next === history.present) return history;
  if (coalesceKey !== undefined && coalesceKey === history.lastKey && history.past.length > 0) {
    return { past: history.past, present: next, future: [], lastKey: coalesceKey };
  }
  return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [], lastKey: coalesceKey };
};

export const undo = <D>(history: History<D>): History<D> => {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
};

export const redo = <D>(history: History<D>): History<D> => {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
};

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
