// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MULTI_METHOD_CONSTRAINTS } from '@domain/routing/condition-catalogue';
import { CONNECTORS } from '@fixtures/world';
import { polyfillLayoutApis } from '@web/test/render-app';
import { renderMultiEditor, withMethod } from './multi-test-kit';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const methods = () => screen.getByRole('tablist', { name: 'Payment methods' });
const stateOf = (method: string) => within(methods()).getByRole('tab', { name: method }).querySelector('[data-testid="method-state"]')!.textContent;
const node = (path: string) => screen.getAllByTestId('rule-node').find((n) => n.dataset.path === path)!;
const sideTab = (name: string) => within(screen.getByRole('tablist', { name: 'Side panel' })).getByRole('tab', { name });

describe('MultiMethodEditor', () => {
  it('shows each method with its state at a glance', () => {
    renderMultiEditor(withMethod('Paypal', (m) => ({ ...m, disabled: true })));
    expect(stateOf('Creditcard')).toBe('Available always · routed by rules');
    expect(stateOf('Paypal')).toBe('Disabled');
    expect(stateOf('DirectDebit')).toBe('Available by rules · routed by default connector');
  });

  it('shows a rule chosen while the method’s or the document’s settings are open in the inspector; a tool stays open (issue 43.1)', async () => {
    renderMultiEditor();
    await userEvent.click(sideTab('Method'));
    await userEvent.click(node('methods/0/routing/tree'));
    expect(sideTab('Inspector')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(sideTab('Document'));
    await userEvent.click(node('methods/0/routing/tree/then'));
    expect(sideTab('Inspector')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(sideTab('JSON'));
    await userEvent.click(node('methods/0/routing/tree'));
    expect(sideTab('JSON')).toHaveAttribute('aria-selected', 'true');
  });

  it('offers only the six multi-method conditions, and availability leaves are enable/disable actions', async () => {
    renderMultiEditor();
    await userEvent.click(node('methods/0/routing/tree'));
    await userEvent.click(sideTab('Inspector'));
    const picker = screen.getByLabelText('Condition');
    expect(within(picker).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual([...MULTI_METHOD_CONSTRAINTS]);

    await userEvent.click(within(methods()).getByRole('tab', { name: 'Paypal' }));
    await userEvent.click(screen.getByRole('tab', { name: /^Availability tree/ }));
    await userEvent.click(node('methods/1/availability/tree/then'));
    expect(screen.getByLabelText('Payment method is')).toHaveValue('enable');
    await userEvent.selectOptions(screen.getByLabelText('Payment method is'), 'disable');
    expect(node('methods/1/availability/tree/then')).toHaveTextContent(/disable/i);
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Unsaved changes');
  });

  it('opens an admin-authored method read-only, explains why, and does not block saving the others', async () => {
    renderMultiEditor(
      withMethod('Paypal', (m) => ({
        ...m,
        availability: { tree: { id: 'MPR-1b2c-3d4e-5f60-7182-0005', if: { constraint: 'CreditcardType', params: { comparator: 'in', types: ['visa'] } }, then: { id: 'MPR-1b2c-3d4e-5f60-7182-0006', action: 'enable' } } },
      })),
    );
    expect(stateOf('Paypal')).toContain('read-only');
    await userEvent.click(within(methods()).getByRole('tab', { name: 'Paypal' }));
    expect(screen.getByTestId('read-only-explanation')).toHaveTextContent('CreditcardType');
    expect(screen.getByRole('checkbox', { name: /Disabled/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: /^Availability tree/ }));
    await userEvent.click(node('methods/1/availability/tree'));
    await userEvent.click(sideTab('Inspector'));
    expect(screen.queryByLabelText('Condition')).toBeNull();
    expect(screen.getByRole('region', { name: 'Problems' })).toHaveTextContent('No problems');
  });

  it('shows validation problems on the node, in the right method and tree', async () => {
    renderMultiEditor(
      withMethod('DirectDebit', (m) => ({ ...m, routing: { tree: { id: null, route: { connector: CONNECTORS.legacyEur.guid } } } })),
    );
    expect(stateOf('DirectDebit')).toMatch(/1 problem/);
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(problems).toHaveTextContent("Connector 'Legacy Acquirer EUR' is disabled DirectDebit routing: the route to Legacy Acquirer EUR at the top, its connector");
    expect(problems).toHaveTextContent('code 1013');
    await userEvent.click(within(problems).getByRole('button', { name: /Legacy Acquirer EUR|disabled/i }));
    expect(within(methods()).getByRole('tab', { name: 'DirectDebit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'DirectDebit routing tree' })).toBeInTheDocument();
    expect(node('methods/2/routing/tree')).toHaveTextContent('1');
  });
});
