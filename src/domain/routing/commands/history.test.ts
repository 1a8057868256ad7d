import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, record, redo, undo } from './history';

describe('history', () => {
  it('undoes and redoes in order, and a new edit clears redo', () => {
    let h = createHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'x');
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual(['a', 'b']);
  });

  it('merges edits of one gesture into one undo step', () => {
    let h = createHistory('');
    for (const text of ['E', 'EU', 'EUR']) h = record(h, text, 'form:tree/if');
    expect(h.past).toEqual(['']);
    h = record(h, 'EUR!', 'form:tree/then');
    expect(undo(undo(h)).present).toBe('');
  });

  it('ignores no-op edits', () => {
    const h = createHistory('a');
    expect(record(h, 'a')).toBe(h);
  });
});
