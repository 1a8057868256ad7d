// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transactionPaths } from '@contracts/bff-transactions';
import { CONNECTORS } from '@fixtures/world';
import { renderApp } from '../../test/render-app';
import { useRunsStore } from './runs-store';
import { transactionsServer } from './transactions-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useRunsStore.getState().clear();
});

const PROFILE_GUID = 'CP-4f1a-8c2e-91b7-d3a0-5e6f7a8b9';
const openForm = async () => within(await screen.findByRole('form', { name: 'Test transaction' }));
type Form = Awaited<ReturnType<typeof openForm>>;
const fill = async (form: Form, label: string | RegExp, value: string) => {
  await userEvent.clear(form.getByLabelText(label));
  if (value) await userEvent.type(form.getByLabelText(label), value);
};

describe('test transactions: access and options', () => {
  it('support may not run test transactions', async () => {
    transactionsServer({ role: 'support' });
    renderApp('/transactions?env=sandbox');
    expect(await screen.findByText('Your role may not run test transactions.')).toBeInTheDocument();
  });

  it('lists meta-connectors first; unusable connectors are shown, not selectable, with why; cards with their behaviour', async () => {
    transactionsServer({ role: 'qa' });
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    const groups = within(form.getByLabelText('Connector')).getAllByRole('group');
    expect(groups[0]).toHaveAttribute('label', 'Meta-connectors');
    expect(within(groups[0]!).getAllByRole('option').map((o) => o.textContent)).toEqual(['Card Router', 'Checkout (multi-method)']);
    expect(form.getByRole('option', { name: 'Legacy Acquirer EUR (not selectable: disabled)' })).toBeDisabled();
    expect(form.getByRole('option', { name: 'Old Processor USD (not selectable: archived)' })).toBeDisabled();
    expect(form.getByRole('option', { name: 'Gamma Cards CHF (not selectable: the studio holds no API credentials for it)' })).toBeDisabled();
    expect(form.getByRole('option', { name: 'Alpha Acquiring EUR · DCC' })).toBeEnabled();
    expect(form.getByRole('option', { name: 'Visa •••• 0002 · AT · EUR card · soft decline 2003' })).toBeInTheDocument();
    expect((form.getByLabelText('Merchant transaction ID') as HTMLInputElement).value).toMatch(/^studio-\d+-\d+$/);
  });
});

describe('test transactions: the request sent per operation', () => {
  it('debit: card, customer, extra data, indicator, profile, withRegister and requestDcc, exactly', async () => {
    const { sent } = transactionsServer();
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.cardRouter.guid);
    await fill(form, 'Merchant transaction ID', 'qa-debit-1');
    await fill(form, 'Amount', '100.00');
    await fill(form, 'Description', 'Winter jacket');
    await userEvent.selectOptions(form.getByLabelText('Test card'), 'ix::demo-mc-us');
    await fill(form, 'First name', 'Erika');
    await fill(form, 'Email', 'erika@example.com');
    await fill(form, 'Billing country', 'DE');
    await userEvent.click(form.getByRole('button', { name: 'Add extra data' }));
    await fill(form, 'Extra data key 1', 'channel');
    await fill(form, 'Extra data value 1', 'web');
    await userEvent.selectOptions(form.getByLabelText('Transaction indicator'), 'INITIAL');
    await userEvent.click(form.getByLabelText('Also register the instrument (withRegister)'));
    await userEvent.click(form.getByLabelText('Request a DCC quote (requestDcc)'));
    await userEvent.click(form.getByRole('radio', { name: 'By customer identification' }));
    await fill(form, 'Customer identification', 'cust-4711');
    await userEvent.click(form.getByLabelText('Mark the registered instrument as preferred'));
    await userEvent.click(form.getByRole('button', { name: 'Send debit' }));
    await screen.findByTestId('transaction-result');
    expect(sent).toEqual([
      {
        path: transactionPaths.run('sandbox', CONNECTORS.cardRouter.guid),
        body: {
          operation: 'debit',
          request: {
            merchantTransactionId: 'qa-debit-1',
            transactionToken: 'ix::demo-mc-us',
            amount: '100.00',
            currency: 'EUR',
            description: 'Winter jacket',
            customer: { firstName: 'Erika', email: 'erika@example.com', billingCountry: 'DE' },
            extraData: { channel: 'web' },
            transactionIndicator: 'INITIAL',
            customerProfileData: { customerIdentification: 'cust-4711', markAsPreferred: true },
            withRegister: true,
            requestDcc: true,
          },
        },
      },
    ]);
    // A new id for the next send.
    expect((form.getByLabelText('Merchant transaction ID') as HTMLInputElement).value).toMatch(/^studio-\d+-\d+$/);
  });

  it('register: a stored payment token into a profile by GUID, no amount', async () => {
    const { sent } = transactionsServer();
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    await userEvent.selectOptions(form.getByLabelText('Operation'), 'register');
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.alphaEur.guid);
    await fill(form, 'Merchant transaction ID', 'qa-reg-1');
    await fill(form, 'Amount (optional)', '');
    await fill(form, 'Currency (optional)', '');
    expect(form.queryByLabelText('Also register the instrument (withRegister)')).toBeNull();
    await userEvent.click(form.getByRole('radio', { name: 'Pay with a stored payment token' }));
    await fill(form, 'Payment token', 'pt::short');
    await userEvent.click(form.getByRole('button', { name: 'Send register' }));
    expect(await form.findByText('a payment token is pt:: followed by 20 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await fill(form, 'Payment token', 'pt::visa1111aaaaaaaaaaaa');
    await userEvent.click(form.getByRole('radio', { name: 'By profile GUID' }));
    await fill(form, 'Profile GUID', PROFILE_GUID);
    await userEvent.click(form.getByRole('button', { name: 'Send register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      operation: 'register',
      request: { merchantTransactionId: 'qa-reg-1', transactionToken: 'pt::visa1111aaaaaaaaaaaa', customerProfileData: { profileGuid: PROFILE_GUID } },
    });
  });

  it('debit by referenceUuid: the registering transaction’s uuid and no token; not offered for a register', async () => {
    const { sent } = transactionsServer();
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.cardRouter.guid);
    await fill(form, 'Merchant transaction ID', 'qa-ref-1');
    await userEvent.click(form.getByRole('radio', { name: 'Pay with a registered instrument (referenceUuid)' }));
    expect(form.queryByLabelText('Test card')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Send debit' }));
    expect(await form.findByText('name the register (or withRegister) transaction whose instrument pays')).toBeInTheDocument();
    await fill(form, 'Registering transaction UUID', 'uuid-reg-1');
    await userEvent.click(form.getByRole('button', { name: 'Send debit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ operation: 'debit', request: { merchantTransactionId: 'qa-ref-1', referenceUuid: 'uuid-reg-1', amount: '10.00', currency: 'EUR' } });

    // A register stores an instrument: it needs a card or token, and says so where the choice is.
    await userEvent.selectOptions(form.getByLabelText('Operation'), 'register');
    await userEvent.click(form.getByRole('button', { name: 'Send register' }));
    expect(await form.findByText(/a register needs a test card or a payment token/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await userEvent.click(form.getByRole('radio', { name: 'Pay with a test card' }));
    expect(form.queryByRole('radio', { name: 'Pay with a registered instrument (referenceUuid)' })).toBeNull();
  });

  it('follow-ups: capture and refund name an amount, void and deregister only the reference', async () => {
    const { sent } = transactionsServer();
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.alphaEur.guid);
    await userEvent.selectOptions(form.getByLabelText('Operation'), 'capture');
    expect(form.queryByLabelText('Test card')).toBeNull();
    await fill(form, 'Merchant transaction ID', 'qa-cap-1');
    await fill(form, 'Reference transaction UUID', 'uuid-pre-1');
    await fill(form, 'Amount', '7.50');
    await userEvent.click(form.getByRole('button', { name: 'Send capture' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ operation: 'capture', request: { merchantTransactionId: 'qa-cap-1', referenceUuid: 'uuid-pre-1', amount: '7.50', currency: 'EUR' } });

    await userEvent.selectOptions(form.getByLabelText('Operation'), 'void');
    expect(form.queryByLabelText('Amount')).toBeNull();
    await fill(form, 'Merchant transaction ID', 'qa-void-1');
    await userEvent.click(form.getByRole('button', { name: 'Send void' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ operation: 'void', request: { merchantTransactionId: 'qa-void-1', referenceUuid: 'uuid-pre-1' } });
  });

  it('checks the assembled request with the contract and shows the first problem at its field', async () => {
    const { sent } = transactionsServer();
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Send debit' }));
    expect(await form.findByText('choose a connector')).toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.alphaEur.guid);
    await fill(form, 'Amount', '12,50');
    await userEvent.click(form.getByRole('button', { name: 'Send debit' }));
    await waitFor(() => expect(form.getByLabelText('Amount')).toHaveAccessibleDescription(/an amount written as a decimal string/));
    await fill(form, 'Amount', '12.50');
    await fill(form, 'Currency', 'eur');
    await userEvent.click(form.getByRole('button', { name: 'Send debit' }));
    expect(await form.findByText('an ISO 4217 currency code such as EUR')).toBeInTheDocument();
    await fill(form, 'Currency', 'EUR');
    await fill(form, 'Billing country', 'Germany');
    await userEvent.click(form.getByRole('button', { name: 'Send debit' }));
    await waitFor(() => expect(form.getByLabelText('Billing country')).toHaveAccessibleDescription(/an ISO 3166 alpha-2 country code/));
    expect(sent).toHaveLength(0);
  });

  it('hints when DCC is requested from a connector that does not have it', async () => {
    transactionsServer();
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    await userEvent.click(form.getByLabelText('Request a DCC quote (requestDcc)'));
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.betaEur.guid);
    expect(form.getByTestId('dcc-hint')).toHaveTextContent('DCC is not activated on Beta Payments EUR: the transaction proceeds without a quote.');
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.cardRouter.guid);
    expect(form.getByTestId('dcc-hint')).toHaveTextContent('Card Router is a meta-connector: a quote comes only if its routing picks a connector with DCC activated.');
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.alphaEur.guid);
    expect(form.queryByTestId('dcc-hint')).toBeNull();
  });
});
