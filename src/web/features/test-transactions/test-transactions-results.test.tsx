// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { biPaths } from '@contracts/bff-bi';
import { transactionPaths } from '@contracts/bff-transactions';
import { CONNECTORS } from '@fixtures/world';
import { renderApp } from '../../test/render-app';
import { useRunsStore } from './runs-store';
import { answer, transactionsServer } from './transactions-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useRunsStore.getState().clear();
});

const ALPHA = CONNECTORS.alphaEur.guid;
const openForm = async () => within(await screen.findByRole('form', { name: 'Test transaction' }));
type Form = Awaited<ReturnType<typeof openForm>>;
const fill = async (form: Form, label: string, value: string) => {
  await userEvent.clear(form.getByLabelText(label));
  await userEvent.type(form.getByLabelText(label), value);
};
const sendTo = async (connector: string, operation = 'debit') => {
  const form = await openForm();
  await userEvent.selectOptions(form.getByLabelText('Operation'), operation);
  await userEvent.selectOptions(form.getByLabelText('Connector'), connector);
  await userEvent.click(form.getByRole('button', { name: `Send ${operation}` }));
  return form;
};
const dccData = {
  uuid: 'dcc-uuid-1',
  originalAmount: '100.00',
  originalCurrency: 'EUR',
  convertedAmount: '112.50',
  convertedCurrency: 'USD',
  conversionRate: 1.125,
  markUp: 3.5,
  disclaimer: 'The conversion is offered by the acquirer; you may pay in EUR instead.',
};

describe('returnData', () => {
  it('shows the card the gateway charged, with its expiry as the platform sends it (integers) and its fingerprint', async () => {
    const returnData = { _TYPE: 'cardData', type: 'visa', cardHolder: 'Ada Lovelace', expiryMonth: 3, expiryYear: 2030, firstSixDigits: '411111', lastFourDigits: '1111', fingerprint: 'f1a2b3', binBrand: 'VISA', binCountry: 'DE' };
    transactionsServer({ respond: () => ({ status: 200, body: answer('debit', ALPHA, { success: true, uuid: 'tx-1', returnType: 'FINISHED', redirectUrl: null, returnData }) }) });
    renderApp('/transactions?env=sandbox');
    await sendTo(ALPHA);
    const result = await screen.findByTestId('transaction-result');
    expect(result).toHaveTextContent('Visa •••• 1111 · expires 03/2030 · Ada Lovelace · BIN country DE');
    expect(within(result).getByRole('button', { name: 'Copy card fingerprint' })).toBeInTheDocument();
  });

  it('shows no card when the answer has none', async () => {
    transactionsServer();
    renderApp('/transactions?env=sandbox');
    await sendTo(ALPHA);
    expect(await screen.findByTestId('transaction-result')).not.toHaveTextContent('•••• ');
  });
});

describe('DCC', () => {
  it('shows the payer’s choice and continues with dccData.uuid and the chosen currency', async () => {
    const { sent } = transactionsServer({
      respond: (path) =>
        path.endsWith('/continue-dcc')
          ? { status: 200, body: answer('continue-dcc', ALPHA, { success: true, uuid: 'tx-1', purchaseId: 'p-1', returnType: 'FINISHED', dccData }) }
          : { status: 200, body: answer('debit', ALPHA, { success: true, uuid: 'tx-1', returnType: 'PENDING_DCC', dccData }) },
    });
    renderApp('/transactions?env=sandbox');
    await sendTo(ALPHA);
    const choice = within(await screen.findByTestId('dcc-choice'));
    expect(screen.getByTestId('transaction-result')).toHaveAttribute('data-return-type', 'PENDING_DCC');
    expect(choice.getByText(/Rate: 1 EUR = 1.125 USD, including a mark-up of 3.5 %/)).toBeInTheDocument();
    expect(choice.getByText(dccData.disclaimer)).toBeInTheDocument();
    expect(choice.getByRole('button', { name: 'Pay 100.00 EUR' })).toBeInTheDocument();
    await userEvent.click(choice.getByRole('button', { name: 'Pay 112.50 USD' }));

    await waitFor(() => expect(screen.getAllByTestId('transaction-result')).toHaveLength(2));
    expect(sent[1]).toEqual({ path: transactionPaths.continueDcc('sandbox', ALPHA), body: { continueDccUuid: 'dcc-uuid-1', selectedDccCurrency: 'USD' } });
    expect(screen.getAllByTestId('transaction-result')[1]).toHaveAttribute('data-return-type', 'FINISHED');
    expect(screen.queryByTestId('dcc-choice')).toBeNull();
    // The refund of the continued debit is in the currency the payer chose.
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const form = await openForm();
    expect(form.getByLabelText('Amount')).toHaveValue('112.50');
    expect(form.getByLabelText('Currency')).toHaveValue('USD');
  });

  it('a REDIRECT answer links to the hosted page in a new tab', async () => {
    transactionsServer({ respond: () => ({ status: 200, body: answer('debit', ALPHA, { success: true, uuid: 'tx-2', returnType: 'REDIRECT', redirectUrl: 'https://pay.example/hpp/tx-2' }) }) });
    renderApp('/transactions?env=sandbox');
    await sendTo(ALPHA);
    const link = await screen.findByRole('link', { name: /pay.example\/hpp\/tx-2/ });
    expect(link).toHaveAttribute('href', 'https://pay.example/hpp/tx-2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('group', { name: 'Follow-ups' })).toBeNull();
  });
});

describe('results and follow-ups', () => {
  it('a preauthorization offers capture and void; capture prefills operation, reference, amount and connector', async () => {
    const { sent } = transactionsServer({
      respond: (_path, body) => ({
        status: 200,
        body: answer(body.operation as 'preauthorize', ALPHA, {
          success: true,
          uuid: body.operation === 'preauthorize' ? 'uuid-pre-9' : 'uuid-cap-9',
          purchaseId: '20260301-abc',
          returnType: 'FINISHED',
          customerProfileData: { profileGuid: 'CP-4f1a-8c2e-91b7-d3a0-5e6f7a8b9', customerIdentification: 'cust-4711', paymentToken: 'pt::visa1111aaaaaaaaaaaa' },
        }),
      }),
    });
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    await fill(form, 'Amount', '25.00');
    await sendTo(ALPHA, 'preauthorize');
    const result = await screen.findByTestId('transaction-result');
    expect(result).toHaveAttribute('role', 'status');
    expect(result).toHaveTextContent('Success');
    expect(within(result).getByRole('button', { name: 'Copy transaction UUID' })).toBeInTheDocument();
    expect(result).toHaveTextContent('42 ms');
    expect(within(result).getByRole('link', { name: 'CP-4f1a-8c2e-91b7-d3a0-5e6f7a8b9' })).toHaveAttribute(
      'href',
      `/profiles?container=${CONNECTORS.alphaEur.customerProfileContainer}&profile=CP-4f1a-8c2e-91b7-d3a0-5e6f7a8b9&env=sandbox`,
    );
    const followUps = within(screen.getByRole('group', { name: 'Follow-ups' }));
    expect(followUps.getAllByRole('button').map((b) => b.textContent)).toEqual(['Capture…', 'Void…']);

    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.cardRouter.guid);
    await userEvent.click(followUps.getByRole('button', { name: 'Capture…' }));
    expect(form.getByLabelText('Operation')).toHaveValue('capture');
    expect(form.getByLabelText('Connector')).toHaveValue(ALPHA);
    expect(form.getByLabelText('Reference transaction UUID')).toHaveValue('uuid-pre-9');
    expect(form.getByLabelText('Amount')).toHaveValue('25.00');
    expect(form.getByLabelText('Currency')).toHaveValue('EUR');
    await userEvent.click(form.getByRole('button', { name: 'Send capture' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ operation: 'capture', request: { referenceUuid: 'uuid-pre-9', amount: '25.00', currency: 'EUR' } });
    // Newest first: the capture, which offers a refund.
    await waitFor(() => expect(screen.getAllByRole('group', { name: 'Follow-ups' })[0]).toHaveTextContent('Refund…'));
  });

  it('a decline shows the errors with the adapter’s code and message, as an alert', async () => {
    transactionsServer({
      respond: () => ({
        status: 200,
        body: answer('debit', ALPHA, { success: false, uuid: 'tx-d', returnType: 'ERROR', errors: [{ errorCode: 2003, errorMessage: 'Transaction declined', adapterCode: '05', adapterMessage: 'Do not honor' }] }),
      }),
    });
    renderApp('/transactions?env=sandbox');
    await sendTo(ALPHA);
    const result = await screen.findByTestId('transaction-result');
    expect(result).toHaveAttribute('role', 'alert');
    expect(result).toHaveAttribute('data-return-type', 'ERROR');
    expect(within(result).getByRole('table', { name: 'Errors' })).toHaveTextContent('2003Transaction declined05Do not honor');
  });

  it("a refusal shows the gateway's code and message next to the form, which keeps its values", async () => {
    transactionsServer({
      respond: () => ({ status: 409, body: { error: { code: 'gateway_refused', message: 'Duplicate merchantTransactionId qa-dup', gatewayCode: 3004, requestId: 'req-9' } } }),
    });
    renderApp('/transactions?env=sandbox');
    const form = await openForm();
    await fill(form, 'Merchant transaction ID', 'qa-dup');
    await fill(form, 'Amount', '5.00');
    await sendTo(ALPHA);
    const refusal = await form.findByTestId('request-error');
    expect(refusal).toHaveTextContent('Gateway code 3004');
    expect(refusal).toHaveTextContent('Duplicate merchantTransactionId qa-dup');
    expect(form.getByLabelText('Merchant transaction ID')).toHaveValue('qa-dup');
    expect(form.getByLabelText('Amount')).toHaveValue('5.00');
    expect(form.getByLabelText('Connector')).toHaveValue(ALPHA);
    expect(screen.queryByTestId('transaction-result')).toBeNull();
  });
});

describe('production', () => {
  it('every send asks for a confirmation about real money first', async () => {
    const { sent } = transactionsServer({ production: true });
    renderApp('/transactions?env=sandbox');
    await sendTo(ALPHA);
    const dialog = within(await screen.findByRole('dialog', { name: 'Send a real transaction?' }));
    expect(dialog.getByText('debit of 10.00 EUR to Alpha Acquiring EUR.')).toBeInTheDocument();
    expect(dialog.getByRole('checkbox')).toHaveAccessibleName(/sends a transaction that moves real money in production \(Live EU\)/);
    const send = dialog.getByRole('button', { name: 'Send debit' });
    expect(send).toBeDisabled();
    expect(sent).toHaveLength(0);
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The next send asks again.
    await userEvent.click((await openForm()).getByRole('button', { name: 'Send debit' }));
    expect(within(await screen.findByRole('dialog', { name: 'Send a real transaction?' })).getByRole('button', { name: 'Send debit' })).toBeDisabled();
  });
});

describe('where a payment through a meta-connector went', () => {
  const ROUTER = CONNECTORS.cardRouter.guid;
  const record = (attempt: number, connector: { guid: string; name: string }, status: string, code?: string, message?: string) => ({
    _index: 'transactions',
    _id: `a-${attempt}`,
    _score: null,
    _source: { uuid: `a-${attempt}`, attempt, connector_guid: connector.guid, connector_name: connector.name, status, first_error_code: code ?? null, first_error_message: message ?? null },
  });
  const search = (hits: unknown[]) => ({ source: 'live', elapsedMs: 3, result: { took: 1, timed_out: false, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 }, hits: { total: { value: hits.length, relation: 'eq' }, max_score: null, hits } } });

  it('lists each attempt with its connector and outcome from BI, and links to the route on the graph', async () => {
    const asked: unknown[] = [];
    transactionsServer({
      respond: () => ({ status: 200, body: answer('debit', ROUTER, { success: true, uuid: 'pay-1', returnType: 'FINISHED' }) }),
      routes: {
        [biPaths.search('sandbox')]: (_url, init) => {
          asked.push(JSON.parse(String(init?.body)));
          return { status: 200, body: search([record(1, CONNECTORS.betaEur, 'error', '2003', 'Transaction declined'), record(2, CONNECTORS.alphaEur, 'success')]) };
        },
      },
    });
    renderApp('/transactions?env=sandbox');
    await sendTo(ROUTER);
    const went = within(await screen.findByRole('region', { name: 'Where it went' }));
    const attempts = await went.findByRole('list', { name: 'Attempts' });
    expect(within(attempts).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Attempt 1: ${CONNECTORS.betaEur.name} · error 2003 (Transaction declined)`,
      `Attempt 2: ${CONNECTORS.alphaEur.name} · succeeded`,
    ]);
    expect(went.getByTestId('chosen-connector')).toHaveTextContent(`Routing chose ${CONNECTORS.betaEur.name}; after one failover, approved by ${CONNECTORS.alphaEur.name}. From the gateway's BI records of this payment.`);
    expect(asked[0]).toMatchObject({ source: 'live', query: { query: { bool: { should: [{ term: { broker_id: 'pay-1' } }, { term: { uuid: 'pay-1' } }] } } } });
    expect(went.getByRole('link', { name: /Show the route and why on Card Router’s graph/ })).toHaveAttribute('href', expect.stringContaining(`/env/sandbox/connectors/${ROUTER}`));
  });

  it('says when BI has no record yet, and asks again on request', async () => {
    let calls = 0;
    transactionsServer({
      respond: () => ({ status: 200, body: answer('debit', ROUTER, { success: true, uuid: 'pay-2', returnType: 'FINISHED' }) }),
      routes: { [biPaths.search('sandbox')]: () => ((calls += 1), { status: 200, body: search(calls > 1 ? [record(1, CONNECTORS.alphaEur, 'success')] : []) }) },
    });
    renderApp('/transactions?env=sandbox');
    await sendTo(ROUTER);
    const went = within(await screen.findByRole('region', { name: 'Where it went' }));
    expect(await went.findByText(/has no record of it yet \(checked at /)).toBeInTheDocument();
    await userEvent.click(went.getByRole('button', { name: 'Check again' }));
    expect(await went.findByText(/Attempt 1:/)).toHaveTextContent(`Attempt 1: ${CONNECTORS.alphaEur.name} · succeeded`);
    expect(went.getByTestId('chosen-connector')).toHaveTextContent(`Routing chose ${CONNECTORS.alphaEur.name}, which approved it.`);
  });

  it('says when it checked again and found nothing yet', async () => {
    let calls = 0;
    transactionsServer({
      respond: () => ({ status: 200, body: answer('debit', ROUTER, { success: true, uuid: 'pay-3', returnType: 'FINISHED' }) }),
      routes: { [biPaths.search('sandbox')]: () => ((calls += 1), { status: 200, body: search([]) }) },
    });
    renderApp('/transactions?env=sandbox');
    await sendTo(ROUTER);
    const went = within(await screen.findByRole('region', { name: 'Where it went' }));
    await went.findByText(/has no record of it yet \(checked at /);
    await userEvent.click(went.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await went.findByRole('status')).toHaveTextContent(/has no record of it yet \(checked at .+\)/);
    expect(went.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });

  it('is not shown for a plain connector', async () => {
    transactionsServer();
    renderApp('/transactions?env=sandbox');
    await sendTo(ALPHA);
    await screen.findByTestId('transaction-result');
    expect(screen.queryByRole('region', { name: 'Where it went' })).toBeNull();
  });
});
