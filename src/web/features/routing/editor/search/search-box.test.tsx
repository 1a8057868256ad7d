// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStore } from '../outline/outline-test-harness';
import { SearchBox } from './search-box';

afterEach(cleanup);

const input = () => screen.getByRole('searchbox', { name: 'Search rules' });
const count = () => screen.getByTestId('editor-search-count');

describe('SearchBox', () => {
  it('counts matches, jumps with Enter / Shift+Enter and the buttons, unfolding the way, and clears with Escape', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore((env) => <SearchBox env={env} />);
    act(() => store.getState().toggleCollapsed('tree/else'));
    await user.type(input(), 'Gamma Cards');
    expect(count()).toHaveTextContent('2 matches');
    await user.keyboard('{Enter}');
    expect(count()).toHaveTextContent('1 of 2');
    expect(store.getState().selection).toBe('tree/then/then/else');
    expect(store.getState().focusTarget?.path).toBe('tree/then/then/else');
    await user.keyboard('{Enter}');
    expect(count()).toHaveTextContent('2 of 2');
    expect(store.getState().selection).toBe('tree/else/else/else/then');
    expect(store.getState().collapsed.has('tree/else')).toBe(false);
    await user.keyboard('{Enter}');
    expect(count()).toHaveTextContent('1 of 2');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(count()).toHaveTextContent('2 of 2');
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(store.getState().selection).toBe('tree/then/then/else');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(count()).toHaveTextContent('2 of 2');
    await user.click(input());
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
    expect(count()).toHaveTextContent('');
  });

  it('says when nothing matches and disables the jump buttons', async () => {
    const user = userEvent.setup();
    renderWithStore((env) => <SearchBox env={env} />);
    await user.type(input(), 'PayPal');
    expect(count()).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
  });

  it('takes Ctrl+F and "/" only while the focus is in the editor, and leaves Ctrl+F to the browser elsewhere', () => {
    renderWithStore((env) => <SearchBox env={env} />);
    const inside = screen.getByRole('button', { name: 'before' });
    const outside = document.body.appendChild(document.createElement('button'));
    const outsideEvent = new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, bubbles: true, cancelable: true });
    outside.dispatchEvent(outsideEvent);
    expect(outsideEvent.defaultPrevented).toBe(false);
    expect(document.activeElement).not.toBe(input());
    fireEvent.keyDown(inside, { key: 'f', ctrlKey: true });
    expect(document.activeElement).toBe(input());
    // From the search box itself, Ctrl+F is the browser's find again.
    const again = new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, bubbles: true, cancelable: true });
    input().dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    inside.focus();
    fireEvent.keyDown(inside, { key: '/' });
    expect(document.activeElement).toBe(input());
    outside.remove();
  });
});
