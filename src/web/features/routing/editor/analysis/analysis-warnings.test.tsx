// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuleNode, SingleMethodDocument } from '@domain/routing/document';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { polyfillLayoutApis } from '@web/test/render-app';
import { EditorCanvas } from '../canvas/editor-canvas';
import { renderLiveEditor } from '../inspector/live-editor-harness';
import { OutlineTree } from '../outline/outline-tree';
import { ProblemsPanel } from '../problems/problems-panel';
import { AnalysisReview } from '../save/analysis-review';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = (connector: string): RuleNode => ({ id: null, route: { connector } });
const currency = (code: string) => ({ constraint: 'Currency', params: { currency: code } });

/**
 * The Card Router under a USD test, with a EUR test inside the USD branch: EUR can never arrive there.
 * (The Card Router's own USD test, now under the not-USD side, is dead too: two more warnings.)
 */
const shadowed: SingleMethodDocument = {
  ...cardRouterDocument,
  tree: {
    id: null,
    if: currency('USD'),
    then: { id: null, if: currency('EUR'), then: route(CONNECTORS.betaEur.guid), else: route(CONNECTORS.alphaUsd.guid) },
    else: cardRouterDocument.tree!,
  },
};

/** A split whose two sides send to the same connector: it decides nothing. */
const redundantSplit: SingleMethodDocument = {
  ...cardRouterDocument,
  tree: { id: null, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 30 } }, then: route(CONNECTORS.alphaEur.guid), else: route(CONNECTORS.alphaEur.guid) },
};

const warningAt = (path: string) => screen.getAllByTestId('analysis-warning').find((li) => li.dataset.path === path)!;

describe('routing-analysis warnings in the editor', () => {
  it('lists a shadowed rule as a warning apart from the problems; a click focuses its node', async () => {
    const { store } = renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: shadowed, analysed: true });
    // Warnings alone start folded into their count; a click lists them.
    await userEvent.click(screen.getByTestId('warning-count'));
    // Warnings are not problems: the problem count stays 0, the warnings are counted beside it.
    expect(screen.getByText('No problems')).toBeInTheDocument();
    expect(screen.getByTestId('warning-count')).toHaveTextContent('4 warnings (not blocking)');
    const dead = warningAt('tree/then/then');
    expect(dead).toHaveAttribute('data-code', 'unreachable');
    expect(dead).toHaveTextContent("Never reached: only USD arrives here, because of the then branch of 'Currency is USD'");
    expect(warningAt('tree/then')).toHaveAttribute('data-code', 'always-false');
    // Always-false has no one-click fix: which side to keep is the author's call.
    expect(within(warningAt('tree/then')).queryByRole('button', { name: /Delete|Keep/ })).toBeNull();

    await userEvent.click(within(dead).getByRole('button', { name: /Warning: Never reached/ }));
    expect(store.getState().focusTarget).toMatchObject({ path: 'tree/then/then' });
  });

  it('"Delete this branch" empties the dead branch as one undoable edit; undo brings rule and warning back', async () => {
    const { store, doc } = renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: shadowed, analysed: true });
    // Warnings alone start folded into their count; a click lists them.
    await userEvent.click(screen.getByTestId('warning-count'));
    await userEvent.click(within(warningAt('tree/then/then')).getByRole('button', { name: 'Delete this branch' }));
    expect(doc().tree?.then?.then).toBeNull();
    const left = () => screen.getAllByTestId('analysis-warning').map((li) => `${li.dataset.code} ${li.dataset.path}`);
    expect(left()).toEqual(['always-false tree/then', 'always-false tree/else/else', 'unreachable tree/else/else/then']);

    act(() => store.getState().undo());
    expect(doc()).toEqual(shadowed);
    expect(left()).toContain('unreachable tree/then/then');
    act(() => store.getState().redo());
    expect(doc().tree?.then?.then).toBeNull();
  });

  it('"Keep one side" replaces a redundant split by its then side, and undo restores the split', async () => {
    const { store, doc } = renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: redundantSplit, analysed: true });
    // Warnings alone start folded into their count; a click lists them.
    await userEvent.click(screen.getByTestId('warning-count'));
    await userEvent.click(within(warningAt('tree')).getByRole('button', { name: 'Keep one side' }));
    expect(doc().tree).toEqual(route(CONNECTORS.alphaEur.guid));
    expect(screen.queryAllByTestId('analysis-warning')).toHaveLength(0);
    act(() => store.getState().undo());
    expect(doc()).toEqual(redundantSplit);
  });

  it('marks the node on the canvas with the reason, apart from the error badge', () => {
    renderLiveEditor((env) => <EditorCanvas env={env} />, { document: shadowed, analysed: true });
    const node = document.querySelector<HTMLElement>('[data-testid="rule-node"][data-path="tree/then/then"]')!;
    const marker = within(node).getByTestId('warning-badge');
    expect(marker).toHaveAttribute('aria-label', expect.stringMatching(/^1 warning: Never reached: only USD arrives here/));
    expect(marker).toHaveAttribute('title', expect.stringContaining("'Currency is USD'"));
    expect(within(node).queryByTestId('issue-badge')).toBeNull();
    expect(within(node).getByTestId('node-message')).toHaveClass('flow-node-message-warning');
    expect(node).toHaveClass('flow-node-has-warnings');
  });

  it('the outline marks the rule and names the warning in its accessible name', () => {
    renderLiveEditor((env) => <OutlineTree env={env} />, { document: shadowed, analysed: true });
    const row = document.querySelector<HTMLElement>('[role="treeitem"][data-path="tree/then/then"]')!;
    expect(row).toHaveAccessibleName(/, 1 warning$/);
    expect(within(row).getByTestId('outline-warnings')).toBeInTheDocument();
    const clean = document.querySelector<HTMLElement>('[role="treeitem"][data-path="tree/then/else"]')!;
    expect(within(clean).queryByTestId('outline-warnings')).toBeNull();
  });

  it('the review step lists the warnings without a control that could block the save', () => {
    renderLiveEditor((env) => <AnalysisReview findings={env.analysis?.findings ?? []} />, { document: shadowed, analysed: true });
    const review = screen.getByTestId('review-warnings');
    expect(review).toHaveTextContent('4 warnings from the routing analysis');
    expect(within(review).getAllByRole('listitem')).toHaveLength(4);
    expect(within(review).queryByRole('checkbox')).toBeNull();
  });
});
