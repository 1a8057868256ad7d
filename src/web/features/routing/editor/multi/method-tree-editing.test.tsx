// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillLayoutApis } from '@web/test/render-app';
import { renderMultiEditor } from './multi-test-kit';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const methods = () => screen.getByRole('tablist', { name: 'Payment methods' });
// The outline follows a method or tree tab after the canvas has painted it (usePaintedValue): found, not got.
const outline = (label: string) => screen.findByRole('tree', { name: `${label} outline` });
const outlineNow = (label: string) => screen.getByRole('tree', { name: `${label} outline` });
const row = (tree: HTMLElement, path: string) => within(tree).getAllByRole('treeitem').find((el) => el.dataset.path === path)!;
const node = (path: string) => screen.getAllByTestId('rule-node').find((n) => n.dataset.path === path)!;
const button = (name: string) => screen.getByRole('button', { name });

describe('editing a method’s tree: outline, undo and redo', () => {
  it('the outline lists the chosen method’s tree, selects from it, and follows undo and redo of an edit made there', async () => {
    const user = userEvent.setup();
    renderMultiEditor();
    await user.click(within(methods()).getByRole('tab', { name: 'Paypal' }));
    await user.click(screen.getByRole('tab', { name: /^Availability tree/ }));
    const tree = await outline('Paypal availability tree');
    // Paypal: if customer country in DE, AT, FR, NL then enable else disable.
    expect(within(tree).getAllByRole('treeitem').map((r) => r.dataset.path)).toEqual(['methods/1/availability/tree', 'methods/1/availability/tree/then', 'methods/1/availability/tree/else']);
    expect(row(tree, 'methods/1/availability/tree/then')).toHaveAccessibleName(/^Then: enable/i);

    // Select in the outline: the canvas and the inspector follow.
    await user.click(row(tree, 'methods/1/availability/tree/then'));
    expect(row(tree, 'methods/1/availability/tree/then')).toHaveAttribute('aria-selected', 'true');
    await user.click(within(screen.getByRole('tablist', { name: 'Side panel' })).getByRole('tab', { name: 'Inspector' }));
    await user.selectOptions(screen.getByLabelText('Payment method is'), 'disable');
    expect(row(tree, 'methods/1/availability/tree/then')).toHaveAccessibleName(/^Then: disable/i);
    expect(node('methods/1/availability/tree/then')).toHaveTextContent(/disable/i);
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Unsaved changes');

    await user.click(button('Undo'));
    expect(row(await outline('Paypal availability tree'), 'methods/1/availability/tree/then')).toHaveAccessibleName(/^Then: enable/i);
    expect(node('methods/1/availability/tree/then')).toHaveTextContent(/enable/i);
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Saved version');
    expect(button('Undo')).toBeDisabled();

    await user.click(button('Redo'));
    expect(row(await outline('Paypal availability tree'), 'methods/1/availability/tree/then')).toHaveAccessibleName(/^Then: disable/i);
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Unsaved changes');

    // Keyboard undo (Ctrl+Z) works the same in a method's tree.
    await user.keyboard('{Control>}z{/Control}');
    expect(row(await outline('Paypal availability tree'), 'methods/1/availability/tree/then')).toHaveAccessibleName(/^Then: enable/i);
  });

  it('undo brings back a rule deleted in one method without touching the others, and the outline of another method is its own', async () => {
    const user = userEvent.setup();
    renderMultiEditor();
    // Creditcard routing: 4 rules.
    const cc = await outline('Creditcard routing tree');
    expect(within(cc).getAllByRole('treeitem')).toHaveLength(4);
    await user.click(row(cc, 'methods/0/routing/tree/else'));
    fireEvent.keyDown(node('methods/0/routing/tree/else'), { key: 'Delete' });
    // The outline's rows follow an edit once the canvas showing it has been painted (outline-tree.tsx).
    await waitFor(() => expect(within(outlineNow('Creditcard routing tree')).getAllByRole('treeitem')).toHaveLength(2));

    await user.click(within(methods()).getByRole('tab', { name: 'DirectDebit' }));
    await user.click(screen.getByRole('tab', { name: /^Availability tree/ }));
    expect(within(await outline('DirectDebit availability tree')).getAllByRole('treeitem')).toHaveLength(5);

    // Undo while another method is on screen: it undoes the last edit, wherever it was.
    await user.click(button('Undo'));
    expect(within(await outline('DirectDebit availability tree')).getAllByRole('treeitem')).toHaveLength(5);
    await user.click(within(methods()).getByRole('tab', { name: 'Creditcard' }));
    await user.click(screen.getByRole('tab', { name: /^Routing tree/ }));
    expect(within(await outline('Creditcard routing tree')).getAllByRole('treeitem')).toHaveLength(4);
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Saved version');
  });
});
