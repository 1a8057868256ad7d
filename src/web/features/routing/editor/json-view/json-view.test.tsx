// @vitest-environment happy-dom
import { EditorView } from '@codemirror/view';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCommand, canUndo } from '@domain/routing/commands';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { renderInEditor } from '../save/editor-test-kit';
import { currentDocument } from '../state/editor-store';
import { formatDocument } from './json-text';
import { JsonView } from './json-view';

const edit = { type: 'setRoute', path: 'tree/then/then/then', route: { connector: CONNECTORS.gammaChf.guid } } as const;
const edited = applyCommand(cardRouterDocument, edit);

const setup = () => {
  const kit = renderInEditor(<JsonView />);
  const view = EditorView.findFromDOM(kit.container.querySelector<HTMLElement>('.cm-editor')!)!;
  const type = (text: string) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' });
  return { ...kit, view, type, text: () => view.state.doc.toString() };
};

afterEach(cleanup);

describe('JsonView', () => {
  it('shows the document as pretty JSON', () => {
    const { text } = setup();
    expect(text()).toBe(formatDocument(cardRouterDocument));
    expect(screen.getByTestId('json-ok')).toBeInTheDocument();
  });

  it('applies valid text to the store; a typing burst is one undo step', () => {
    const { store, type } = setup();
    type(formatDocument({ ...cardRouterDocument, rerouteRecurring: true }));
    type(formatDocument(edited));
    expect(currentDocument(store.getState())).toEqual(edited);
    store.getState().undo();
    expect(currentDocument(store.getState())).toBe(cardRouterDocument);
    expect(canUndo(store.getState().history)).toBe(false);
  });

  it('shows invalid JSON with its line and column and leaves the store untouched', async () => {
    const { store, type } = setup();
    type('{\n  "version": "1",\n  }');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Invalid JSON at line 3, column 3/);
    expect(currentDocument(store.getState())).toBe(cardRouterDocument);
  });

  it('does not apply JSON that is not a routing document', async () => {
    const { store, type } = setup();
    type(JSON.stringify({ version: '1', tree: { id: null, if: 'nope' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a routing document: the value at tree › if must be a group of settings');
    expect(currentDocument(store.getState())).toBe(cardRouterDocument);
  });

  it('follows changes made elsewhere (graph edits, undo)', () => {
    const { store, text } = setup();
    store.getState().dispatch(edit);
    expect(text()).toBe(formatDocument(edited));
    store.getState().undo();
    expect(text()).toBe(formatDocument(cardRouterDocument));
  });

  it('keeps unparsed text when the graph changes, and reloads it on request', async () => {
    const { store, type, text } = setup();
    type('{ broken');
    store.getState().dispatch(edit);
    expect(text()).toBe('{ broken');
    expect(await screen.findByTestId('json-stale')).toHaveTextContent('The graph changed');
    await userEvent.click(screen.getByRole('button', { name: 'Reload JSON from the graph' }));
    expect(text()).toBe(formatDocument(edited));
    expect(screen.queryByTestId('json-stale')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
