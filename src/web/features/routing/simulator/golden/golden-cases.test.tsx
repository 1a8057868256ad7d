// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetById } from '@fixtures/sim-presets';
import { CONNECTORS } from '@fixtures/world';
import { REFERENCE_SETTINGS, type CounterValue } from '@domain/routing/evaluation';
import { chargebacksDocument, eurTenantCase, ipAndBaseAmountDocument, merchantChargebacks30d, usdTenantCase } from '@fixtures/evaluation-cases';
import { goldenServer, renderSimulator, sandboxEnvironment } from '../simulator-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const usdAmex = { name: 'USD Amex stays on Alpha USD', transaction: presetById('usd-amex-us')!.transaction, expectedConnector: CONNECTORS.alphaUsd.guid };
const gbp = { name: 'GBP to Beta GBP', transaction: presetById('gbp-mastercard-gb')!.transaction, expectedConnector: CONNECTORS.betaGbp.guid };

describe('golden cases', () => {
  it('pass/fail against the draft, recomputed after an edit, with where a failing case goes instead', async () => {
    goldenServer([usdAmex, gbp]);
    const { store } = renderSimulator();
    expect(await screen.findByTestId('golden-status')).toHaveTextContent('All 2 golden cases pass');

    act(() => {
      store.getState().dispatch({ type: 'setCondition', path: 'tree/else/else', condition: { constraint: 'RandomLoadBalancer', params: { percentTrue: 25 } } });
    });
    expect(screen.getByTestId('golden-status')).toHaveTextContent('1 of 2 golden cases failing');
    await userEvent.click(screen.getByRole('tab', { name: 'Golden cases (1 failing)' }));
    const failing = screen.getByRole('listitem', { name: gbp.name });
    expect(failing).toHaveTextContent('Fail');
    expect(failing).toHaveTextContent(`Goes to ${CONNECTORS.betaGbp.name} (25 %), `);
    expect(screen.getByRole('listitem', { name: usdAmex.name })).toHaveTextContent('Pass');

    act(() => store.getState().undo());
    expect(screen.getByTestId('golden-status')).toHaveTextContent('All 2 golden cases pass');
  });

  it('saves the simulated transaction as a golden case, expecting the draft result by default; deletes one', async () => {
    const { cases, fetch } = goldenServer();
    renderSimulator();
    expect(await screen.findByTestId('golden-status')).toHaveTextContent('No golden cases');
    await userEvent.selectOptions(screen.getByLabelText('Preset'), 'GBP Mastercard from GB');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as golden case…' }));
    const form = screen.getByRole('form', { name: 'Save as golden case' });
    expect(within(form).getByLabelText('Expected connector')).toHaveValue(CONNECTORS.betaGbp.guid);
    // Not production: no confirmation asked.
    await waitFor(() => expect(within(form).queryByRole('checkbox')).toBeNull());
    await userEvent.click(within(form).getByRole('button', { name: 'Save golden case' }));

    await waitFor(() => expect(screen.getByTestId('golden-status')).toHaveTextContent('All 1 golden cases pass'));
    expect(cases[0]).toMatchObject({ expectedConnector: CONNECTORS.betaGbp.guid, transaction: presetById('gbp-mastercard-gb')!.transaction });
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Golden cases' }));
    await userEvent.click(screen.getByRole('button', { name: `Delete ${cases[0]!.name}` }));
    await userEvent.click(screen.getByRole('button', { name: `Delete “${cases[0]!.name}”` }));
    await waitFor(() => expect(screen.getByTestId('golden-status')).toHaveTextContent('No golden cases'));
  });

  it('hides add and delete from users who may not change routing', async () => {
    goldenServer([gbp]);
    renderSimulator('viewer');
    expect(await screen.findByTestId('golden-status')).toHaveTextContent('All 1 golden cases pass');
    await userEvent.selectOptions(screen.getByLabelText('Preset'), 'GBP Mastercard from GB');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.queryByRole('button', { name: 'Save as golden case…' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Golden cases' }));
    expect(screen.getByRole('listitem', { name: gbp.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

describe('golden cases and the environment', () => {
  it('are checked with the environment’s base currency and the IP lookup, as the BFF checks them at save time', async () => {
    goldenServer([usdTenantCase, eurTenantCase], sandboxEnvironment({ evaluation: { baseCurrency: 'USD', rates: REFERENCE_SETTINGS.rates } }));
    renderSimulator('admin', ipAndBaseAmountDocument);
    await waitFor(() => expect(screen.getByTestId('golden-status')).toHaveTextContent('1 of 2 golden cases failing'));
    await userEvent.click(screen.getByRole('tab', { name: 'Golden cases (1 failing)' }));
    expect(screen.getByRole('listitem', { name: usdTenantCase.name })).toHaveTextContent('Pass');
    expect(screen.getByRole('listitem', { name: eurTenantCase.name })).toHaveTextContent(`Goes to ${CONNECTORS.betaEur.name} (100 %)`);
    cleanup();
    vi.unstubAllGlobals();

    goldenServer([usdTenantCase, eurTenantCase], sandboxEnvironment({ evaluation: { baseCurrency: 'EUR', rates: REFERENCE_SETTINGS.rates } }));
    renderSimulator('admin', ipAndBaseAmountDocument);
    await userEvent.click(await screen.findByRole('tab', { name: 'Golden cases (1 failing)' }));
    expect(screen.getByRole('listitem', { name: eurTenantCase.name })).toHaveTextContent('Pass');
    expect(screen.getByRole('listitem', { name: usdTenantCase.name })).toHaveTextContent(`Goes to ${CONNECTORS.alphaEur.name} (100 %)`);
  });

  it('in production, saving a golden case asks for confirmation first', async () => {
    const { cases, fetch } = goldenServer([], sandboxEnvironment({ production: true, name: 'Production EU' }));
    renderSimulator();
    await userEvent.selectOptions(screen.getByLabelText('Preset'), 'GBP Mastercard from GB');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as golden case…' }));
    const form = screen.getByRole('form', { name: 'Save as golden case' });
    const confirm = await within(form).findByRole('checkbox', { name: /adds a golden case in production \(Production EU\)/ });
    const submit = within(form).getByRole('button', { name: 'Save golden case' });
    expect(submit).toBeDisabled();
    // Enter in a field does not get past the confirmation either.
    await userEvent.type(within(form).getByLabelText('Case name'), '{Enter}');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await userEvent.click(confirm);
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(cases).toHaveLength(1));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});

describe('golden cases with counters', () => {
  const chargebacks = chargebacksDocument;
  const smallDebit = { transactionType: 'debit' as const, amount: '5.00', currency: 'EUR' };

  it('saves the counters the run was simulated with, and the case passes with them', async () => {
    const { cases, fetch } = goldenServer();
    renderSimulator('admin', chargebacks);
    await userEvent.type(screen.getByLabelText('Amount'), '5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add the counter this routing asks for' }));
    await userEvent.type(screen.getByLabelText('Counter 1 value'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as golden case…' }));
    const form = screen.getByRole('form', { name: 'Save as golden case' });
    expect(within(form).getByLabelText('Expected connector')).toHaveValue(CONNECTORS.betaEur.guid);
    expect(within(form).getByRole('list', { name: 'Counters of the new case' })).toHaveTextContent('Chargeback count (merchant) in the last 30 days: 12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save golden case' }));

    await waitFor(() => expect(screen.getByTestId('golden-status')).toHaveTextContent('All 1 golden cases pass'));
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as { counters?: CounterValue[] });
    expect(posted.map((p) => p.counters)).toEqual([[merchantChargebacks30d(12)]]);
    expect(cases[0]).toMatchObject({ expectedConnector: CONNECTORS.betaEur.guid, counters: [merchantChargebacks30d(12)] });
    await userEvent.click(screen.getByRole('tab', { name: 'Golden cases' }));
    expect(screen.getByRole('list', { name: `Counters of ${cases[0]!.name}` })).toHaveTextContent('Chargeback count (merchant) in the last 30 days: 12');
  });

  it('a run without counters saves a case without counters', async () => {
    const { fetch } = goldenServer();
    renderSimulator('admin', chargebacks);
    await userEvent.type(screen.getByLabelText('Amount'), '5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as golden case…' }));
    const form = screen.getByRole('form', { name: 'Save as golden case' });
    expect(within(form).queryByTestId('golden-counters-note')).toBeNull();
    expect(within(form).getByLabelText('Expected connector')).toHaveValue(CONNECTORS.alphaEur.guid);
    await userEvent.click(within(form).getByRole('button', { name: 'Save golden case' }));
    await waitFor(() => expect(screen.getByTestId('golden-status')).toHaveTextContent('All 1 golden cases pass'));
    const [posted] = fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as object);
    expect(posted).not.toHaveProperty('counters');
  });

  it('checks each stored case with its own counters and shows them in its row', async () => {
    const counted = { name: '12 chargebacks to Beta', transaction: smallDebit, expectedConnector: CONNECTORS.betaEur.guid, counters: [merchantChargebacks30d(12)] };
    const few = { name: '3 chargebacks to Beta', transaction: smallDebit, expectedConnector: CONNECTORS.betaEur.guid, counters: [merchantChargebacks30d(3)] };
    const uncounted = { name: 'Uncounted to Beta', transaction: smallDebit, expectedConnector: CONNECTORS.betaEur.guid };
    goldenServer([counted, few, uncounted]);
    renderSimulator('admin', chargebacks);
    await userEvent.click(await screen.findByRole('tab', { name: 'Golden cases (2 failing)' }));
    const row = screen.getByRole('listitem', { name: counted.name });
    expect(row).toHaveTextContent('Pass');
    expect(within(row).getByRole('list', { name: `Counters of ${counted.name}` })).toHaveTextContent('Chargeback count (merchant) in the last 30 days: 12');
    expect(screen.getByRole('listitem', { name: few.name })).toHaveTextContent(`Goes to ${CONNECTORS.gammaChf.name} (100 %)`);
    const bare = screen.getByRole('listitem', { name: uncounted.name });
    expect(bare).toHaveTextContent(`Goes to ${CONNECTORS.alphaEur.name} (100 %)`);
    expect(within(bare).queryByRole('list')).toBeNull();
  });
});
