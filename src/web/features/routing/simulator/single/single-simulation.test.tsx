// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluate, REFERENCE_SETTINGS, seededRandom } from '@domain/routing/evaluation';
import { chargebacksDocument, ipAndBaseAmountDocument } from '@fixtures/evaluation-cases';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { presetById } from '@fixtures/sim-presets';
import { CONNECTORS } from '@fixtures/world';
import { goldenServer, names, renderSimulator, sandboxEnvironment } from '../simulator-test-kit';

const EUR_VISA = presetById('eur-visa-de')!;

beforeEach(() => goldenServer());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const runPreset = async (name: string) => {
  await userEvent.selectOptions(screen.getByLabelText('Preset'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Run' }));
};

describe('single transaction', () => {
  it('runs a transaction another page sent (a test transaction\'s "show the route") at once, with its path on the graph', async () => {
    const { store } = renderSimulator('admin', cardRouterDocument, { simulate: EUR_VISA.transaction });
    expect(await screen.findByTestId('sim-decision')).toHaveTextContent(`Routes to ${CONNECTORS.alphaEur.name}`);
    expect(screen.getByLabelText('Amount')).toHaveValue(EUR_VISA.transaction.amount);
    await waitFor(() => expect(store.getState().highlight?.end).toBe('tree/then/then/else'));
  });

  it('preset → run → the decision, its failover and the why, in order; the path goes on the graph', async () => {
    const { store } = renderSimulator();
    await runPreset(EUR_VISA.name);
    const expected = evaluate(cardRouterDocument.tree, cardRouterDocument.default?.connector, EUR_VISA.transaction, { ...REFERENCE_SETTINGS, random: seededRandom(1) }, { names });

    expect(screen.getByTestId('sim-agreement')).toHaveTextContent('agree');
    const result = screen.getByRole('region', { name: 'Draft and live result' });
    expect(within(result).getByTestId('sim-decision')).toHaveTextContent(`Routes to ${CONNECTORS.alphaEur.name}`);
    expect(within(result).getByText('On failure:').parentElement).toHaveTextContent(`${CONNECTORS.betaEur.name}${CONNECTORS.gammaChf.name}`);
    const why = within(result).getByRole('list', { name: 'Draft and live why' });
    expect(within(why).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected.trace.map((s) => s.sentence));

    const highlight = store.getState().highlight!;
    expect(highlight.end).toBe('tree/then/then/else');
    expect([...highlight.visited]).toEqual(['tree', 'tree/then', 'tree/then/then', 'tree/then/then/else']);
    expect(highlight.edgeProbabilities.get('tree/then')).toBe(1);
    expect(highlight.edgeProbabilities.get('tree/else')).toBe(0);

    // A changed transaction clears the result and the graph.
    await userEvent.type(screen.getByLabelText('Amount'), '0');
    expect(store.getState().highlight).toBeNull();
    expect(screen.queryByTestId('sim-decision')).toBeNull();
  });

  it('shows exact chances when a load balancer splits, and the default for no card data', async () => {
    renderSimulator();
    await userEvent.selectOptions(screen.getByLabelText('Preset'), EUR_VISA.name);
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '999.99');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const shares = screen.getByRole('table', { name: 'Draft and live chances per connector' });
    expect(shares).toHaveTextContent(`${CONNECTORS.alphaEur.name}50 %`);
    expect(shares).toHaveTextContent(`${CONNECTORS.betaEur.name}50 %`);

    await runPreset('No card data');
    expect(screen.getByTestId('sim-decision')).toHaveTextContent(`Default connector ${CONNECTORS.alphaEur.name} (a condition could not be evaluated)`);
  });

  it('after an edit dispatched through the store, draft and live are shown side by side and said to differ', async () => {
    const { store } = renderSimulator();
    await runPreset(EUR_VISA.name);
    act(() => {
      store.getState().dispatch({ type: 'setCondition', path: 'tree/then/then', condition: { constraint: 'RiskScore', params: { comparator: '>', riskScore: 30 } } });
    });
    expect(screen.getByTestId('sim-agreement')).toHaveTextContent('Draft and live differ');
    expect(within(screen.getByRole('region', { name: 'Draft result' })).getByTestId('sim-decision')).toHaveTextContent(CONNECTORS.betaEur.name);
    expect(within(screen.getByRole('region', { name: 'Live result' })).getByTestId('sim-decision')).toHaveTextContent(CONNECTORS.alphaEur.name);
    expect(store.getState().highlight?.end).toBe('tree/then/then/then');
  });

  it('form errors name the field; the panel clears its highlight when it unmounts', async () => {
    const { store, unmount } = renderSimulator();
    await userEvent.type(screen.getByLabelText('BIN country'), 'Germany');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const alert = screen.getByRole('alert', { name: 'Transaction errors' });
    expect(alert).toHaveTextContent('Amount:');
    expect(alert).toHaveTextContent('BIN country: an ISO 3166 alpha-2 country code such as DE');
    expect(alert).toHaveTextContent('Card brand:');
    expect(screen.getByLabelText('BIN country')).toHaveAttribute('aria-invalid', 'true');

    await runPreset(EUR_VISA.name);
    expect(store.getState().highlight).not.toBeNull();
    unmount();
    expect(store.getState().highlight).toBeNull();
  });
});

describe('paste JSON', () => {
  it('fills the form from valid JSON, and names the field of invalid JSON', async () => {
    renderSimulator();
    await userEvent.click(screen.getByText('Paste JSON'));
    const box = screen.getByLabelText('Transaction JSON');
    await userEvent.click(box);
    await userEvent.paste(JSON.stringify({ transactionType: 'debit', amount: 12, currency: 'EUR', card: { brand: 'visa', binCountry: 'Deutschland' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill form' }));
    const errors = screen.getByRole('alert', { name: 'JSON errors' });
    expect(errors).toHaveTextContent('amount:');
    expect(errors).toHaveTextContent('card.binCountry: an ISO 3166 alpha-2 country code such as DE');

    await userEvent.clear(box);
    await userEvent.paste('{"transactionType":"debit"');
    await userEvent.click(screen.getByRole('button', { name: 'Fill form' }));
    expect(screen.getByRole('alert', { name: 'JSON errors' })).toHaveTextContent('JSON:');

    await userEvent.clear(box);
    await userEvent.paste(JSON.stringify({ ...EUR_VISA.transaction, extraData: { channel: 'moto' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill form' }));
    expect(screen.queryByRole('alert', { name: 'JSON errors' })).toBeNull();
    expect(screen.getByLabelText('Amount')).toHaveValue('1200.00');
    expect(screen.getByLabelText('BIN country')).toHaveValue('DE');
    expect(screen.getByLabelText('Extra data value 1')).toHaveValue('moto');
  });
});

describe('evaluation context', () => {
  const chargebacks = chargebacksDocument;

  it('lets QA state the counters the routing asks for, so count conditions are evaluated', async () => {
    renderSimulator('admin', chargebacks);
    await userEvent.type(screen.getByLabelText('Amount'), '10.00');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByTestId('sim-decision')).toHaveTextContent(`Default connector ${CONNECTORS.alphaEur.name} (a condition could not be evaluated)`);

    await userEvent.click(screen.getByRole('button', { name: 'Add the counter this routing asks for' }));
    const row = screen.getByTestId('counter-row');
    expect(row).toHaveTextContent('Chargeback count (merchant) in the last 30 days');
    expect(screen.getByLabelText('Counter 1 window')).toHaveValue('30d');
    await userEvent.type(screen.getByLabelText('Counter 1 value'), 'many');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('alert', { name: 'Transaction errors' })).toHaveTextContent('counters.chargeback.merchant.count.30d: "many" is not a number');

    await userEvent.clear(screen.getByLabelText('Counter 1 value'));
    await userEvent.type(screen.getByLabelText('Counter 1 value'), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByTestId('sim-decision')).toHaveTextContent(`Routes to ${CONNECTORS.betaEur.name}`);
    expect(within(screen.getByRole('list', { name: 'Draft and live why' })).getAllByRole('listitem')[0]).toHaveTextContent('Chargeback count (merchant) in last 30 days is 11');
    await userEvent.clear(screen.getByLabelText('Counter 1 value'));
    await userEvent.type(screen.getByLabelText('Counter 1 value'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByTestId('sim-decision')).toHaveTextContent(`Routes to ${CONNECTORS.gammaChf.name}`);
    expect(screen.queryByRole('button', { name: /this routing asks for/ })).toBeNull();
  });

  it('fills counters from pasted JSON', async () => {
    renderSimulator('admin', chargebacks);
    await userEvent.click(screen.getByText('Paste JSON'));
    await userEvent.click(screen.getByLabelText('Transaction JSON'));
    await userEvent.paste(JSON.stringify({ transactionType: 'debit', amount: '5.00', currency: 'EUR', counters: { 'chargeback.merchant.count.30d': 12 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill form' }));
    expect(screen.getByLabelText('Counter 1 value')).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByTestId('sim-decision')).toHaveTextContent(`Routes to ${CONNECTORS.betaEur.name}`);
    // A golden case keeps the counter: the form shows it before saving.
    await userEvent.click(screen.getByRole('button', { name: 'Save as golden case…' }));
    expect(screen.getByTestId('golden-counters-note')).toHaveTextContent('Kept with the case, which is always checked with this counter:Chargeback count (merchant) in the last 30 days: 12');
  });

  it('uses the environment’s base currency and locates IP addresses, as the save-time golden check does', async () => {
    vi.unstubAllGlobals();
    goldenServer([], sandboxEnvironment({ evaluation: { baseCurrency: 'USD', rates: REFERENCE_SETTINGS.rates } }));
    renderSimulator('admin', ipAndBaseAmountDocument);
    await waitFor(() => expect(screen.getByTestId('sim-settings')).toHaveTextContent('Base currency USD (the environment’s)'));
    await userEvent.type(screen.getByLabelText('Amount'), '95.00');
    await userEvent.type(screen.getByLabelText('IP address'), '192.0.2.10');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    // 95 EUR is about 103 USD: not under 100 in the base currency.
    expect(screen.getByTestId('sim-decision')).toHaveTextContent(`Routes to ${CONNECTORS.betaEur.name}`);
  });
});
