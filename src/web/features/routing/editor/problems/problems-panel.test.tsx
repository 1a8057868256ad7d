// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAt } from '@domain/routing/commands';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { renderLiveEditor } from '../inspector/live-editor-harness';
import { ProblemsPanel } from './problems-panel';

afterEach(cleanup);

describe('ProblemsPanel', () => {
  it('says so when the document is clean', () => {
    renderLiveEditor((env) => <ProblemsPanel env={env} />);
    expect(screen.getByText('No problems')).toBeInTheDocument();
  });

  it('folds warnings alone into one line with their count, unfolds on a click, and unfolds by itself when a problem blocks the save (issue 43.1)', async () => {
    // The Card Router under a USD test: its own USD test, now on the not-USD side, is never true (a warning).
    const shadowing = { ...cardRouterDocument, tree: { id: null, if: { constraint: 'Currency', params: { currency: 'USD' } }, then: { id: null, route: { connector: CONNECTORS.alphaUsd.guid } }, else: cardRouterDocument.tree! } };
    const { store } = renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: shadowing, analysed: true });
    const count = screen.getByTestId('warning-count');
    expect(count).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByTestId('analysis-warning')).toHaveLength(0);
    await userEvent.click(count);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByTestId('analysis-warning').length).toBeGreaterThan(0);
    await userEvent.click(count);
    expect(screen.queryAllByTestId('analysis-warning')).toHaveLength(0);

    // A problem that blocks the save is listed at once, unless the person folded the list: then their choice holds.
    const fresh = renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: shadowing, analysed: true });
    act(() => void fresh.store.getState().dispatch({ type: 'setRoute', path: 'tree/then', route: { connector: CONNECTORS.legacyEur.guid } }));
    expect(within(screen.getAllByRole('region', { name: 'Problems' })[1]!).getByRole('button', { name: `Connector '${CONNECTORS.legacyEur.name}' is disabled` })).toBeVisible();
    act(() => void store.getState().dispatch({ type: 'setRoute', path: 'tree/then', route: { connector: CONNECTORS.legacyEur.guid } }));
    expect(within(screen.getAllByRole('region', { name: 'Problems' })[0]!).queryByRole('button', { name: /is disabled/ })).toBeNull();
  });

  it('lists issues and their place in words (connector names, not GUIDs; code and path one click away); a click focuses the node; the list collapses', async () => {
    const broken = setAt(cardRouterDocument, 'tree/else/then/then/route/connector', CONNECTORS.legacyEur.guid);
    const { store } = renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: broken });
    const problem = screen.getByRole('button', { name: `Connector '${CONNECTORS.legacyEur.name}' is disabled` });
    const item = problem.closest('li')!;
    expect(within(item).getByText("the route to Legacy Acquirer EUR under 'Card type in Amex' (then), its connector")).toBeVisible();
    // For support: the code and the path in a closed disclosure.
    const details = within(item).getByText('Details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('code 1013 · path tree/else/then/then/route/connector');
    await userEvent.click(problem);
    expect(store.getState().selection).toBe('tree/else/then/then');
    expect(store.getState().focusTarget).toMatchObject({ path: 'tree/else/then/then' });

    await userEvent.click(screen.getByRole('button', { name: /Problems \(1\)/ }));
    expect(screen.queryByRole('button', { name: /is disabled/ })).toBeNull();
  });

  it('a disabled or archived connector in a failover chain is a problem (it blocks a save), named like the route’s own (issue 13, item 3)', () => {
    const broken = setAt(cardRouterDocument, 'tree/else/then/then/route/onFail', [{ connector: CONNECTORS.oldUsd.guid }, { connector: CONNECTORS.legacyEur.guid }]);
    renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: broken, analysed: true });
    expect(screen.getByRole('button', { name: /Problems \(2\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Connector '${CONNECTORS.oldUsd.name}' is archived` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Connector '${CONNECTORS.legacyEur.name}' is disabled` })).toBeInTheDocument();
    expect(screen.getByText(/failover connector 2$/).closest('li')).toHaveTextContent('path tree/else/then/then/route/onFail/1/connector');
  });

  it('counts and lists the gateway’s rejection of the last save, with connector names; a click focuses its rule; an edit clears it', async () => {
    const { store } = renderLiveEditor((env) => <ProblemsPanel env={env} />);
    act(() =>
      store.getState().setServerError({
        code: 1013,
        message: `Connector ${CONNECTORS.legacyEur.guid} is disabled`,
        path: 'tree/else/then/then/route/connector',
        nodeId: 'tree/else/then/then',
        field: 'connector',
      }),
    );
    expect(screen.getByRole('button', { name: /Problems \(1\)/ })).toBeInTheDocument();
    const rejected = screen.getByRole('button', { name: `Refused by the gateway: Connector ${CONNECTORS.legacyEur.name} is disabled` });
    expect(screen.getByTestId('problem-rejected')).toHaveTextContent('1013');
    await userEvent.click(rejected);
    expect(store.getState().focusTarget).toMatchObject({ path: 'tree/else/then/then' });
    act(() => void store.getState().dispatch({ type: 'setRoute', path: 'tree/else/then/then', route: { connector: CONNECTORS.alphaUsd.guid } }));
    expect(screen.getByText('No problems')).toBeInTheDocument();
  });
});
