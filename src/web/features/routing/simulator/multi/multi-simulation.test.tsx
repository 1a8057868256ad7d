// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillLayoutApis } from '../../../../test/render-app';
import { renderMultiEditor } from '../../editor/multi/multi-test-kit';

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
