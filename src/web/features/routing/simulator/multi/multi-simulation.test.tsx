// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goldenPaths } from '../../../../../contracts/bff-golden';
import { CONNECTORS } from '../../../../../fixtures/world';
import { mockFetch, polyfillLayoutApis } from '../../../../test/render-app';
import { renderMultiEditor, withMethod } from '../../editor/multi/multi-test-kit';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MultiSimulation', () => {
  it('shows each method’s availability and the chosen method’s routing, on draft and live', async () => {
    renderMultiEditor();
    await userEvent.click(within(screen.getByRole('tablist', { name: 'Side panel' })).getByRole('tab', { name: 'Simulate' }));
    await userEvent.selectOptions(screen.getByLabelText('Payment method chosen'), 'Paypal');
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await userEvent.type(screen.getByLabelText('Billing country'), 'GB');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    const draft = await screen.findByTestId('multi-outcome-draft');
    const row = (method: string) => draft.querySelector(`tr[data-method="${method}"]`)!;
    expect(row('Creditcard')).toHaveTextContent('Yes');
    // PayPal is offered in DE, AT, FR, NL only.
    expect(row('Paypal')).toHaveTextContent('No');
    expect(row('Paypal')).toHaveTextContent('an availability rule decided');
    expect(within(draft).getByTestId('multi-routing-result')).toHaveTextContent('Paypal goes to: not offered');
    expect(screen.getByTestId('multi-outcome-live')).toBeInTheDocument();
  });
});

describe('MultiSimulation golden cases', () => {
  it('checks the connector’s golden cases against the draft, per payment method', async () => {
    const paypalFromDe = { transactionType: 'debit', amount: '30.00', currency: 'EUR', customer: { billingCountry: 'DE' }, paymentMethod: 'Paypal' };
    mockFetch({
      [goldenPaths.cases('sandbox', CONNECTORS.checkout.guid)]: () => ({
        status: 200,
        body: { cases: [{ id: 1, name: 'PayPal offered in DE', transaction: paypalFromDe, expectedConnector: CONNECTORS.paypal.guid, createdBy: 'admin', createdAt: '2026-11-21T10:00:00.000Z' }] },
      }),
    });
    renderMultiEditor(withMethod('Paypal', (m) => ({ ...m, disabled: true })));
    await userEvent.click(within(screen.getByRole('tablist', { name: 'Side panel' })).getByRole('tab', { name: 'Simulate' }));
    // The draft disables PayPal: the case that pins it fails.
    expect(await screen.findByTestId('golden-status')).toHaveTextContent('1 of 1 golden cases failing');
  });
});
