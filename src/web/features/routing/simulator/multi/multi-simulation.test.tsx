// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goldenPaths } from '@contracts/bff-golden';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, polyfillLayoutApis } from '@web/test/render-app';
import { openSideTab, renderMultiEditor, withMethod } from '../../editor/multi/multi-test-kit';

beforeEach(() => {
  polyfillLayoutApis();
  mockFetch({ [goldenPaths.cases('sandbox', CONNECTORS.checkout.guid)]: () => ({ status: 200, body: { cases: [] } }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MultiSimulation', () => {
  it('shows each method’s availability and the chosen method’s routing, on draft and live', async () => {
    renderMultiEditor();
    await openSideTab('Simulate');
    await userEvent.selectOptions(screen.getByLabelText('Payment method chosen'), 'Paypal');
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await userEvent.type(screen.getByLabelText('Billing country'), 'GB');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    const draft = await screen.findByTestId('multi-outcome-draft');
    const row = (method: string) => draft.querySelector(`tr[data-method="${method}"]`)!;
    expect(row('Creditcard')).toHaveTextContent('Yes');
    // PayPal is offered in DE, AT, FR, NL only.
    expect(row('Paypal')).toHaveTextContent('No');
    expect(row('Paypal')).toHaveTextContent('availability rules: Customer country GB is not in DE, AT, FR, NL → else → Disable method');
    expect(within(draft).getByTestId('multi-routing-result')).toHaveTextContent('Paypal goes to: not offered');
    expect(screen.getByTestId('multi-outcome-live')).toBeInTheDocument();
  });
});

describe('MultiSimulation golden cases', () => {
  it("offers the chosen method's connectors as the new case's expected connector", async () => {
    renderMultiEditor();
    await openSideTab('Simulate');
    await userEvent.selectOptions(screen.getByLabelText('Payment method chosen'), 'Paypal');
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await userEvent.type(screen.getByLabelText('Billing country'), 'DE');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save as golden case…' }));
    const expected = within(screen.getByRole('form', { name: 'Save as golden case' })).getByLabelText('Expected connector');
    expect(within(expected).getAllByRole('option').map((o) => o.textContent)).toEqual([CONNECTORS.paypal.name]);
  });

  it('checks the connector’s golden cases against the draft, per payment method', async () => {
    const paypalFromDe = { transactionType: 'debit', amount: '30.00', currency: 'EUR', customer: { billingCountry: 'DE' }, paymentMethod: 'Paypal' };
    mockFetch({
      [goldenPaths.cases('sandbox', CONNECTORS.checkout.guid)]: () => ({
        status: 200,
        body: { cases: [{ id: 1, name: 'PayPal offered in DE', transaction: paypalFromDe, expectedConnector: CONNECTORS.paypal.guid, createdBy: 'admin', createdAt: '2026-11-21T10:00:00.000Z' }] },
      }),
    });
    renderMultiEditor(withMethod('Paypal', (m) => ({ ...m, disabled: true })));
    await openSideTab('Simulate');
    // The draft disables PayPal: the case that pins it fails.
    expect(await screen.findByTestId('golden-status')).toHaveTextContent('1 of 1 golden cases failing');
  });
});

describe('MultiSimulation batch', () => {
  const CSV = [
    'amount,currency,paymentMethod,customerCountry,cardBrand',
    '30.00,EUR,Paypal,DE,',
    '30.00,USD,paypal,US,',
    '100.00,USD,Creditcard,US,visa',
    '50.00,GBP,Creditcard,GB,',
    '20.00,EUR,,DE,',
  ].join('\n');
  const section = (method: string) => screen.getByRole('region', { name: `Method ${method}` });
  const tableRows = (method: string) =>
    within(section(method))
      .getAllByTestId('batch-row')
      .map((r) => [within(r).getByRole('rowheader').textContent, ...['draft-count', 'live-count', 'draft-amount', 'live-amount'].map((id) => within(r).getByTestId(id).textContent)]);

  it('per method: availability on draft and live, and where the transactions that chose it go, with amounts', async () => {
    renderMultiEditor();
    // The draft switches PayPal off; live still offers it.
    await userEvent.click(within(screen.getByRole('tablist', { name: 'Payment methods' })).getByRole('tab', { name: 'Paypal' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Disabled/ }));
    await openSideTab('Simulate');
    await userEvent.click(within(screen.getByRole('tablist', { name: 'Simulation' })).getByRole('tab', { name: 'Batch' }));
    await userEvent.selectOptions(screen.getByLabelText('Payment method when a row names none'), 'Creditcard');
    await userEvent.upload(screen.getByLabelText('Upload CSV or JSON'), new File([CSV], 'methods.csv', { type: 'text/csv' }));

    expect(await screen.findByTestId('batch-summary')).toHaveTextContent('methods.csv: 5 transactions simulated.');
    expect(within(section('Creditcard')).getByTestId('batch-offered')).toHaveTextContent('Offered to 5 of 5 in the draft, 5 live.');
    expect(within(section('Paypal')).getByTestId('batch-offered')).toHaveTextContent('Offered to 0 of 5 in the draft, 2 live.');
    expect(within(section('DirectDebit')).getByTestId('batch-offered')).toHaveTextContent('Offered to 2 of 5 in the draft, 2 live.');
    expect(tableRows('Creditcard')).toEqual([
      [CONNECTORS.alphaUsd.name, '1', '1', '92.00', '92.00'],
      [CONNECTORS.betaGbp.name, '1', '1', '58.50', '58.50'],
      [CONNECTORS.alphaEur.name, '1', '1', '20.00', '20.00'],
    ]);
    expect(tableRows('Paypal')).toEqual([
      ['Not offered', '2', '1', '57.60', '27.60'],
      [CONNECTORS.paypal.name, '0', '1', '0.00', '30.00'],
    ]);
    expect(within(section('DirectDebit')).getByText('No transaction chose it.')).toBeInTheDocument();
    expect(screen.getByTestId('batch-changed')).toHaveTextContent('1 of 5 transactions change connector');
    expect(screen.getAllByTestId('batch-change').map((li) => li.textContent)).toEqual([`Row 2 (Paypal) · 30.00 EUR, no card, DE: ${CONNECTORS.paypal.name} → Not offered`]);
  });
});
