// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { CARD_ROUTER_RULE_NODES } from '@fixtures/routing-documents';
import { polyfillLayoutApis } from '@web/test/render-app';
import { OutlineTree } from './outline-tree';
import { renderWithStore } from './outline-test-harness';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const items = () => screen.getAllByRole('treeitem');
const item = (path: string) => items().find((el) => el.dataset.path === path)!;
const focused = () => (document.activeElement as HTMLElement).dataset.path;
/** Tabs from the start of the page until the focus lands in the outline (past its header controls). */
const tabIntoOutline = async (user: ReturnType<typeof userEvent.setup>) => {
  for (let i = 0; i < 8 && document.activeElement?.getAttribute('role') !== 'treeitem'; i += 1) await user.tab();
};

describe('OutlineTree', () => {
  it('lists every rule as a treeitem with level, position, expanded state and a spoken label', () => {
    renderWithStore((env) => <OutlineTree env={env} />, undefined, [
      { code: 1013, path: 'tree/then/then/then/route/connector', nodeId: 'tree/then/then/then', message: 'x' },
      { code: 1013, path: 'tree/then/then/then/route/onFail/0/connector', nodeId: 'tree/then/then/then', message: 'y' },
    ]);
    expect(screen.getByRole('tree', { name: 'Rule outline' })).toBeInTheDocument();
    expect(items()).toHaveLength(CARD_ROUTER_RULE_NODES);
    const root = item('tree');
    expect(root).toHaveAttribute('aria-level', '1');
    expect(root).toHaveAttribute('aria-expanded', 'true');
    expect(root).toHaveAttribute('tabindex', '0');
    expect(root).toHaveAccessibleName('If Card BIN country in DE, AT, CH, rule MPR-…0001');
    const leaf = item('tree/then/then/then');
    expect(leaf).toHaveAttribute('aria-level', '4');
    expect(leaf).toHaveAttribute('aria-posinset', '1');
    expect(leaf).toHaveAttribute('aria-setsize', '2');
    expect(leaf).not.toHaveAttribute('aria-expanded');
    expect(leaf).toHaveAttribute('tabindex', '-1');
    expect(leaf).toHaveAccessibleName('Then: route to Beta Payments EUR then Alpha Acquiring EUR, rule MPR-…0004, 2 problems');
    expect(item('tree/else/else/else/else/then')).toHaveAttribute('aria-setsize', '1');
  });

  it('counts the problems a folded rule hides, on its row and in its spoken label', () => {
    const { store } = renderWithStore((env) => <OutlineTree env={env} />, undefined, [
      { code: 1013, path: 'tree/then/then/then/route/connector', nodeId: 'tree/then/then/then', message: 'x' },
      { code: 1013, path: 'tree/then/then/then/route/onFail/0/connector', nodeId: 'tree/then/then/then', message: 'y' },
      { code: 1013, path: 'tree/else/route/connector', nodeId: 'tree/else', message: 'z' },
    ]);
    act(() => store.getState().toggleCollapsed('tree/then'));
    expect(item('tree/then')).toHaveAccessibleName(/6 rules folded with 2 problems$/);
    expect(item('tree/then').querySelector('.outline-problems')).toHaveTextContent('2');
    act(() => store.getState().toggleCollapsed('tree'));
    expect(item('tree')).toHaveAccessibleName(/folded with 3 problems$/);
  });

  it('moves with Up/Down/Home/End, folds with Left/Right through the store, selects with Enter and Space', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore((env) => <OutlineTree env={env} />);
    await tabIntoOutline(user);
    expect(focused()).toBe('tree');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('tree/then');
    expect(item('tree/then')).toHaveAttribute('tabindex', '0');
    expect(item('tree')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(store.getState().collapsed.has('tree/then')).toBe(true);
    expect(item('tree/then')).toHaveAttribute('aria-expanded', 'false');
    expect(item('tree/then')).toHaveAccessibleName(/6 rules folded$/);
    expect(items()).toHaveLength(CARD_ROUTER_RULE_NODES - 6);
    await user.keyboard('{ArrowRight}');
    expect(store.getState().collapsed.has('tree/then')).toBe(false);
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('tree/then/then');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe('tree/then');
    expect(item('tree/then/then')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(focused()).toBe('tree/else/else/else/else/then');
    await user.keyboard('{Enter}');
    expect(store.getState().selection).toBe('tree/else/else/else/else/then');
    expect(store.getState().focusTarget?.path).toBe('tree/else/else/else/else/then');
    expect(item('tree/else/else/else/else/then')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(focused()).toBe('tree');
    await user.keyboard(' ');
    expect(store.getState().selection).toBe('tree');
    expect(item('tree/else/else/else/else/then')).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}*');
    expect(store.getState().collapsed.size).toBe(0);
  });

  it('never takes the focus back from a field elsewhere once a row is selected (Enter or click)', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore((env) => (
      <>
        <OutlineTree env={env} />
        <input aria-label="an inspector field" />
      </>
    ));
    const field = screen.getByRole('textbox', { name: 'an inspector field' });
    const edit = (percentTrue: number) => act(() => void store.getState().dispatch({ type: 'setCondition', path: 'tree/then/else', condition: { constraint: 'RandomLoadBalancer', params: { percentTrue } } }));
    await tabIntoOutline(user);
    await user.keyboard('{Enter}');
    expect(store.getState().selection).toBe('tree');
    act(() => field.focus());
    edit(40); // typing in the inspector re-renders the outline
    expect(field).toHaveFocus();

    await user.click(item('tree')); // the row that is already active
    expect(focused()).toBe('tree');
    act(() => field.focus());
    edit(30);
    expect(field).toHaveFocus();
  });

  it('acts on the row that has the focus, however the focus got there', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore((env) => <OutlineTree env={env} />);
    act(() => item('tree/else/then').focus());
    expect(item('tree/else/then')).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(store.getState().selection).toBe('tree/else/then');
  });

  it('follows the canvas: a selection made elsewhere becomes the selected and active row, revealing a fold', async () => {
    const { store } = renderWithStore((env) => <OutlineTree env={env} />);
    act(() => store.getState().select('tree/else/then'));
    expect(item('tree/else/then')).toHaveAttribute('aria-selected', 'true');
    expect(item('tree/else/then')).toHaveAttribute('tabindex', '0');
    act(() => store.getState().toggleCollapsed('tree/else'));
    // The active row was folded away: its visible ancestor takes the tab stop.
    expect(item('tree/else')).toHaveAttribute('tabindex', '0');
    expect(items().some((el) => el.dataset.path === 'tree/else/then')).toBe(false);
  });

  it('collapses below a depth and expands all from its header', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore((env) => <OutlineTree env={env} />);
    const depth = screen.getByRole('spinbutton', { name: 'Depth' });
    await user.clear(depth);
    await user.type(depth, '2');
    await user.click(screen.getByRole('button', { name: 'Collapse below depth' }));
    expect(items().map((el) => el.dataset.path)).toEqual(['tree', 'tree/then', 'tree/else']);
    expect([...store.getState().collapsed].sort()).toEqual(expect.arrayContaining(['tree/then', 'tree/else', 'tree/else/else']));
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(items()).toHaveLength(CARD_ROUTER_RULE_NODES);
  });

  it('renders only a window of a 5,000-node tree and keeps the active row reachable', async () => {
    const user = userEvent.setup();
    renderWithStore((env) => <OutlineTree env={env} />, largeCardRouterDocument(5000));
    expect(items().length).toBeLessThan(60);
    await tabIntoOutline(user);
    await user.keyboard('{End}');
    expect(focused()).toBeDefined();
    expect(document.activeElement).toHaveAttribute('aria-level');
    expect(items().length).toBeLessThan(80);
  });
});
