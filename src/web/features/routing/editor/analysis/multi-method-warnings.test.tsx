// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTORS } from '@fixtures/world';
import { polyfillLayoutApis } from '@web/test/render-app';
import { renderMultiEditor, withMethod } from '../multi/multi-test-kit';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TREE = 'methods/2/routing/tree';
const sepa = { id: null, route: { connector: CONNECTORS.sepa.guid } };

describe('routing-analysis warnings in the multi-method editor', () => {
  it('finds a redundant condition in another method, focuses its tree, keeps one side and undoes it', async () => {
    // DirectDebit's routing asks for EUR and then sends both sides to SEPA: the condition decides nothing.
    renderMultiEditor(withMethod('DirectDebit', (m) => ({ ...m, routing: { tree: { id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: sepa, else: sepa } } })));
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(within(problems).getByText('No problems')).toBeInTheDocument();
    await userEvent.click(within(problems).getByTestId('warning-count'));
    const warning = within(problems).getAllByTestId('analysis-warning').find((li) => li.dataset.path === TREE)!;
    expect(warning).toHaveAttribute('data-code', 'redundant-condition');

    await userEvent.click(within(warning).getByRole('button', { name: /^Warning: / }));
    expect(screen.getByRole('group', { name: 'DirectDebit routing tree' })).toBeInTheDocument();
    const node = () => screen.getAllByTestId('rule-node').find((n) => n.dataset.path === TREE)!;
    expect(within(node()).getByTestId('warning-badge')).toBeInTheDocument();

    await userEvent.click(within(warning).getByRole('button', { name: 'Keep one side' }));
    expect(node()).toHaveAttribute('data-kind', 'route');
    expect(within(problems).queryAllByTestId('analysis-warning')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(node()).toHaveAttribute('data-kind', 'condition');
    expect(within(node()).getByTestId('warning-badge')).toBeInTheDocument();
  });
});

describe('fixes in an admin-authored (read-only) method', () => {
  it('offers none while its tree is on screen; from elsewhere the store refuses it and the panel says why', async () => {
    // Creditcard uses IsRecurring (admin interface only), so it opens read-only; its split decides nothing.
    renderMultiEditor(
      withMethod('Creditcard', (m) => ({
        ...m,
        availability: { tree: { id: 'MPR-1b2c-3d4e-5f60-7182-0101', if: { constraint: 'IsRecurring', params: { recurring: 'yes' } }, then: { id: 'MPR-1b2c-3d4e-5f60-7182-0102', action: 'disable' } } },
        routing: {
          tree: {
            id: 'MPR-1b2c-3d4e-5f60-7182-0103',
            if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } },
            then: { id: 'MPR-1b2c-3d4e-5f60-7182-0104', route: { connector: CONNECTORS.betaEur.guid } },
            else: { id: 'MPR-1b2c-3d4e-5f60-7182-0105', route: { connector: CONNECTORS.betaEur.guid } },
          },
        },
      })),
    );
    const problems = screen.getByRole('region', { name: 'Problems' });
    await userEvent.click(within(problems).getByTestId('warning-count'));
    const warning = () => within(problems).getAllByTestId('analysis-warning').find((li) => li.dataset.path === 'methods/0/routing/tree')!;
    expect(warning()).toHaveAttribute('data-code', 'redundant-split');
    expect(within(warning()).queryByRole('button', { name: 'Keep one side' })).toBeNull();

    await userEvent.click(within(screen.getByRole('tablist', { name: 'Payment methods' })).getByRole('tab', { name: 'DirectDebit' }));
    await userEvent.click(within(warning()).getByRole('button', { name: 'Keep one side' }));
    expect(within(problems).getByTestId('fix-refused')).toHaveTextContent('Creditcard is read-only, so this change was not applied.');
    expect(warning()).toHaveAttribute('data-code', 'redundant-split');
  });
});
