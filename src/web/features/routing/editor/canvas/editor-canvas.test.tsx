// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { polyfillLayoutApis } from '@web/test/render-app';
import { renderLiveEditor } from '../inspector/live-editor-harness';
import { storeDirection } from '@web/components/rule-graph/layout-direction';
import { EditorCanvas } from './editor-canvas';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const node = (path: string) => document.querySelector(`[data-path="${path}"]`) as HTMLElement;

describe('EditorCanvas', () => {
  it('draws empty branches as slots and fills one from the toolbar', async () => {
    const { store, doc } = renderLiveEditor((env) => <EditorCanvas env={env} />);
    expect(screen.getAllByTestId('empty-slot').map((s) => s.dataset.path)).toEqual(['tree/else/else/else/else/else']);
    await userEvent.click(node('tree/else/else/else/else'));
    expect(store.getState().selection).toBe('tree/else/else/else/else');
    expect(node('tree/else/else/else/else')).toHaveAttribute('data-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: '+ else: Add else branch' }));
    expect(doc().tree?.else?.else?.else?.else?.else).toEqual({ id: null, route: { connector: cardRouterDocument.default!.connector } });
    expect(screen.queryAllByTestId('empty-slot')).toHaveLength(0);
  });

  it('offers the empty branches a selected subtree can be copied to, each named by the condition that owns it', async () => {
    const { store } = renderLiveEditor((env) => <EditorCanvas env={env} />);
    act(() => store.getState().select('tree/then/then'));
    const values = () => within(screen.getByLabelText('Copy to')).getAllByRole('option').map((o) => o.getAttribute('value'));
    // The list is made when the person reaches for it, not on every selection.
    expect(values()).toEqual(['']);
    fireEvent.focus(screen.getByLabelText('Copy to'));
    const options = within(screen.getByLabelText('Copy to')).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', expect.any(String)],
      ['tree/else/else/else/else/else', 'else of “Extra data channel = moto”'],
    ]);
    // Chosen, it stays shown once the person leaves the list (for the Duplicate button).
    fireEvent.change(screen.getByLabelText('Copy to'), { target: { value: 'tree/else/else/else/else/else' } });
    fireEvent.blur(screen.getByLabelText('Copy to'));
    expect(values()).toEqual(['', 'tree/else/else/else/else/else']);
    expect(screen.getByLabelText('Copy to')).toHaveValue('tree/else/else/else/else/else');
    expect(screen.getByRole('button', { name: 'Duplicate subtree' })).toBeEnabled();
    // Nothing inside the selection itself: the owner's own empty branch is not offered for copying it.
    act(() => store.getState().select('tree/else/else/else/else'));
    fireEvent.focus(screen.getByLabelText('Copy to'));
    expect(values()).toEqual(['']);
  });

  it('deletes with the Delete key, cuts and pastes with the keyboard, and moves by dropping on a slot', () => {
    const { store, doc } = renderLiveEditor((env) => <EditorCanvas env={env} />);
    act(() => store.getState().select('tree/else/then/then'));
    fireEvent.keyDown(node('tree/else/then/then'), { key: 'Delete' });
    expect(doc().tree?.else?.then?.then).toBeNull();
    act(() => store.getState().undo());

    // A cut leaves the rule in place; the paste into an empty branch moves it there, id kept, as one undo step.
    const cutRule = cardRouterDocument.tree?.else?.then?.else;
    act(() => store.getState().select('tree/else/then/else'));
    fireEvent.keyDown(node('tree/else/then/else'), { key: 'x', ctrlKey: true });
    expect(doc().tree?.else?.then?.else).toEqual(cutRule);
    act(() => store.getState().select('tree/else/else/else/else/else'));
    fireEvent.keyDown(node('tree/else/else/else/else/else'), { key: 'v', ctrlKey: true });
    expect(doc().tree?.else?.else?.else?.else?.else).toEqual(cutRule);
    expect(doc().tree?.else?.then?.else).toBeNull();
    act(() => store.getState().undo());
    expect(doc().tree?.else?.then?.else).toEqual(cutRule);

    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', get types() { return [...data.keys()]; }, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(node('tree/then/else/then'), { dataTransfer });
    const slot = node('tree/else/else/else/else/else');
    fireEvent.dragOver(slot, { dataTransfer });
    fireEvent.drop(slot, { dataTransfer });
    expect(doc().tree?.else?.else?.else?.else?.else).toEqual(cardRouterDocument.tree?.then?.else?.then);
    expect(doc().tree?.then?.else?.then).toBeNull();
    act(() => store.getState().undo());
    expect(doc().tree?.then?.else?.then).toEqual(cardRouterDocument.tree?.then?.else?.then);
  });

  it('moves the selection with the arrow keys (top down; left to right: canvas-navigation.test.ts)', () => {
    storeDirection('down');
    const { store } = renderLiveEditor((env) => <EditorCanvas env={env} />);
    act(() => store.getState().select('tree'));
    fireEvent.keyDown(node('tree'), { key: 'ArrowDown' });
    expect(store.getState().selection).toBe('tree/then');
    fireEvent.keyDown(node('tree'), { key: 'ArrowRight' });
    expect(store.getState().selection).toBe('tree/else');
    fireEvent.keyDown(node('tree'), { key: 'ArrowUp' });
    expect(store.getState().selection).toBe('tree');
  });

  it('names every node by its rule in words and gives the canvas one tab stop, which follows the selection', () => {
    storeDirection('right');
    const { store } = renderLiveEditor((env) => <EditorCanvas env={env} />);
    const wrapper = (path: string) => node(path).closest<HTMLElement>('.react-flow__node')!;
    expect(wrapper('tree')).toHaveAccessibleName('If Card BIN country in DE, AT, CH');
    expect(wrapper('tree/then/else')).toHaveAccessibleName('Else: If 50 % of traffic');
    expect(wrapper('tree/then/then/then')).toHaveAccessibleName('Then: Route to Beta Payments EUR; on failure Alpha Acquiring EUR');
    expect(wrapper('tree/else/else/else/else/else')).toHaveAccessibleName('Else: empty branch, falls through to the default');
    const stops = () => [...document.querySelectorAll<HTMLElement>('.react-flow__node')].filter((n) => n.tabIndex === 0).map((n) => n.dataset.id);
    expect(stops()).toEqual(['tree']);
    act(() => store.getState().select('tree/else/then'));
    expect(stops()).toEqual(['tree/else/then']);
    // Left to right: the right arrow goes to the first child, the down arrow to the else sibling.
    fireEvent.keyDown(node('tree/else/then'), { key: 'ArrowRight' });
    expect(stops()).toEqual(['tree/else/then/then']);
    fireEvent.keyDown(node('tree/else/then/then'), { key: 'ArrowDown' });
    expect(stops()).toEqual(['tree/else/then/else']);
  });
});

