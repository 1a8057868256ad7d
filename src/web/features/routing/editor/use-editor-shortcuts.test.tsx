// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { InspectorPanel } from './inspector/inspector-panel';
import { renderLiveEditor } from './inspector/live-editor-harness';
import { useEditorStore } from './state/editor-context';
import { useEditorShortcuts } from './use-editor-shortcuts';

afterEach(cleanup);

const Shortcuts = () => {
  useEditorShortcuts(useEditorStore());
  return null;
};

const renderEditor = () =>
  renderLiveEditor((env) => (
    <>
      <Shortcuts />
      <button type="button">a rule in the outline</button>
      <input aria-label="some text field" />
      <InspectorPanel env={env} />
    </>
  ));

describe('editor shortcuts', () => {
  it('undo with Ctrl+Z, redo with Ctrl+Y and with Ctrl+Shift+Z', async () => {
    const { store, doc } = renderEditor();
    act(() => void store.getState().dispatch({ type: 'setRerouteRecurring', value: true }));
    act(() => void store.getState().dispatch({ type: 'setDefaultConnector', connector: null }));
    screen.getByRole('button', { name: 'a rule in the outline' }).focus();

    await userEvent.keyboard('{Control>}z{/Control}');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(doc()).toBe(cardRouterDocument);
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(doc()).toMatchObject({ rerouteRecurring: true, default: cardRouterDocument.default });
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(doc()).toMatchObject({ rerouteRecurring: true, default: null });
    await userEvent.keyboard('{Control>}y{/Control}'); // nothing left to redo
    expect(store.getState().history.future).toHaveLength(0);
  });

  it('leaves Ctrl+Z and Ctrl+Y to a text field while typing', async () => {
    const { store, doc } = renderEditor();
    act(() => void store.getState().dispatch({ type: 'setRerouteRecurring', value: true }));
    screen.getByRole('textbox', { name: 'some text field' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(doc().rerouteRecurring).toBe(true);
    act(() => store.getState().undo());
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(doc().rerouteRecurring).toBe(false);
  });

  it('F2 moves the focus to the first (invalid) field of the selected rule in the inspector; Escape goes back', async () => {
    const { store } = renderEditor();
    act(() => store.getState().select('tree/else')); // Currency is USD
    const origin = screen.getByRole('button', { name: 'a rule in the outline' });
    origin.focus();
    await userEvent.keyboard('{F2}');
    expect(screen.getByLabelText('Condition')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Currency')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(origin).toHaveFocus();

    // A rule the gateway rejected: F2 lands on the field it named.
    const leaf = 'tree/then/then/else';
    act(() => store.getState().setServerError({ code: 1013, message: 'disabled', path: `${leaf}/route/onFail/1/connector`, nodeId: leaf, field: 'route/onFail/1/connector' }));
    act(() => store.getState().select(leaf));
    origin.focus();
    await userEvent.keyboard('{F2}');
    expect(screen.getByRole('combobox', { name: 'Failover 2' })).toHaveFocus();

    act(() => store.getState().select(null));
    await userEvent.keyboard('{F2}');
    expect(screen.getByRole('region', { name: 'Inspector' })).toHaveFocus(); // nothing selected: the panel says what to do
  });
});
