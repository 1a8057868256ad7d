// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { polyfillLayoutApis } from '@web/test/render-app';
import { renderLiveEditor } from '../inspector/live-editor-harness';
import { FIRST_LISTED, listMore } from './analysis-warnings';
import { ProblemsPanel } from './problems-panel';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the problems panel on a large tree', () => {
  it('lists the first 20 warnings, more as the list is scrolled to its end, counts all of them, and lists all on request', async () => {
    renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: largeCardRouterDocument(2000), analysed: true });
    const count = Number(/⚠ ([\d,]+) warnings/.exec(screen.getByTestId('warning-count').textContent ?? '')![1]!.replace(/,/g, ''));
    expect(count).toBeGreaterThan(200);
    // Warnings alone start folded into their count; a click lists them.
    expect(screen.queryAllByTestId('analysis-warning')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('warning-count'));
    expect(screen.getAllByTestId('analysis-warning')).toHaveLength(FIRST_LISTED);
    // The panel is its own scroller: three rows in view, scrolled to the last of the 20.
    const panel = screen.getByRole('region', { name: 'Problems' });
    const scrolledTo = (top: number) => {
      Object.defineProperties(panel, { clientHeight: { value: 96, configurable: true }, scrollHeight: { value: 20 * FIRST_LISTED + 40, configurable: true } });
      panel.scrollTop = top;
      fireEvent.scroll(panel);
    };
    scrolledTo(0);
    expect(screen.getAllByTestId('analysis-warning')).toHaveLength(FIRST_LISTED);
    scrolledTo(20 * FIRST_LISTED + 40 - 96);
    expect(screen.getAllByTestId('analysis-warning')).toHaveLength(listMore(FIRST_LISTED));
    await userEvent.click(screen.getByTestId('show-all-warnings'));
    expect(screen.getAllByTestId('analysis-warning')).toHaveLength(count);
    expect(screen.queryByTestId('show-all-warnings')).toBeNull();
  });
});
