// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { ApiClientError } from '@web/lib/api-client';
import { classifySaveError } from '../save/save-outcome';
import { InspectorPanel } from './inspector-panel';
import { renderLiveEditor } from './live-editor-harness';

afterEach(cleanup);

type Store = ReturnType<typeof renderLiveEditor>['store'];
const select = (store: Store, path: string) => act(() => store.getState().select(path));

/** The gateway's 422 for `path`, mapped onto the sent document and focused, as a save does. */
const reject = (store: Store, path: string, message = `Connector is disabled at '${path}'`) => {
  const outcome = classifySaveError(
    new ApiClientError(422, { error: { code: 'GATEWAY_REJECTED', message, path, gateway: { success: false, errorCode: 1013, errorMessage: message } } }),
    store.getState().history.present,
  );
  if (outcome.kind !== 'rejected') throw new Error(`expected a rejection, got ${outcome.kind}`);
  act(() => {
    store.getState().setServerError(outcome.error);
    if (outcome.error.nodeId) store.getState().focus(outcome.error.nodeId);
  });
};

const fieldOf = (name: string) => screen.getByText(name, { selector: 'label, .field-label' }).closest<HTMLElement>('.field')!;

describe('InspectorPanel: currency and card type inputs', () => {
  it('picks a currency from the ISO list, and "Base Amount" where the condition allows it', async () => {
    const { store, doc } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    select(store, 'tree/else'); // Currency is USD
    const currency = screen.getByLabelText('Currency');
    expect(currency).toHaveValue('USD');
    expect(within(currency).getByRole('option', { name: /^SEK · / })).toBeInTheDocument();
    expect(within(currency).queryByRole('option', { name: 'Base Amount' })).toBeNull();
    await userEvent.selectOptions(currency, 'SEK');
    expect(doc().tree?.else?.if).toEqual({ constraint: 'Currency', params: { currency: 'SEK' } });

    select(store, 'tree/then'); // amount >= 1000 EUR
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'Base Amount');
    expect(doc().tree?.then?.if?.params).toEqual({ comparator: '>=', amount: 1000, currency: 'Base Amount' });
  });

  it('chooses card types as a checkbox group; none chosen is an error at the field', async () => {
    const { store, doc } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    select(store, 'tree/else/then'); // card type in amex
    const types = screen.getByRole('group', { name: 'Types' });
    expect(within(types).getByRole('checkbox', { name: 'amex' })).toBeChecked();
    await userEvent.click(within(types).getByRole('checkbox', { name: 'visa' }));
    expect(doc().tree?.else?.then?.if?.params).toEqual({ comparator: 'in', types: ['amex', 'visa'] });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'amex' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'visa' }));
    expect(doc().tree?.else?.then?.if?.params).toEqual({ comparator: 'in', types: [] });
    expect(types).toHaveAttribute('aria-invalid', 'true');
    expect(within(fieldOf('Types')).getByRole('alert')).toHaveTextContent('Choose at least one value.');
  });
});

describe('InspectorPanel: a gateway rejection (422) shows at the field it names', () => {
  const leaf = 'tree/then/then/else'; // Alpha EUR, failover Beta then Gamma

  it('a failover entry: the message sits at that entry, the node is selected, other fields stay clean', () => {
    const { store } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    reject(store, `${leaf}/route/onFail/1/connector`, `Connector ${CONNECTORS.gammaChf.guid} is disabled at '${leaf}/route/onFail/1/connector'`);
    expect(store.getState().selection).toBe(leaf);
    const items = screen.getAllByTestId('onfail-item');
    expect(within(items[1]!).getByRole('alert')).toHaveTextContent(`The gateway refused it: Connector ${CONNECTORS.gammaChf.name} is disabled`);
    expect(within(items[1]!).getByRole('combobox', { name: 'Failover 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(items[0]!).queryByRole('alert')).toBeNull();
    expect(within(fieldOf('Route to')).queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1); // once, at the most precise place
  });

  it('the route connector, and a param of a condition, each at its input', () => {
    const { store } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    reject(store, `${leaf}/route/connector`);
    expect(within(fieldOf('Route to')).getByRole('alert')).toHaveTextContent('The gateway refused it: Connector is disabled');

    reject(store, 'tree/if/params/countries', "Unknown country 'XX' at 'tree/if/params/countries'");
    expect(store.getState().selection).toBe('tree');
    expect(within(fieldOf('Countries')).getByRole('alert')).toHaveTextContent("The gateway refused it: Unknown country 'XX'");
    expect(within(fieldOf('Comparator')).queryByRole('alert')).toBeNull();
  });

  it('the params as a whole: below the condition form, not at any one param', () => {
    const { store } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    reject(store, 'tree/if/params', "Invalid params at 'tree/if/params'");
    const form = screen.getByRole('form', { name: 'Condition parameters' });
    const alerts = within(form).getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('The gateway refused it: Invalid params');
    expect(alerts[0]!.closest('.field')).toBeNull();
    expect(form).toHaveAttribute('aria-describedby', alerts[0]!.id);
  });

  it('a place in the rule no input edits (its id): with the rule’s problems', () => {
    const { store } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    reject(store, `${leaf}/id`, `Unknown rule id at '${leaf}/id'`);
    expect(within(screen.getByRole('list', { name: 'Problems on this rule' })).getByRole('alert')).toHaveTextContent('The gateway refused it: Unknown rule id');
    // The next edit clears the rejection everywhere.
    act(() => void store.getState().dispatch({ type: 'setRerouteRecurring', value: true }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cardRouterDocument.tree?.then?.then?.else?.route?.onFail).toHaveLength(2);
  });
});

describe('InspectorPanel: connectors fit the payment method', () => {
  it("offers card connectors first, other methods apart and labelled; picking one is an error at the field, in the connector's name", async () => {
    const { store, doc } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    select(store, 'tree/then/then/then'); // a card route of the Card Router
    const routeTo = screen.getByLabelText('Route to');
    const others = within(routeTo).getByRole('group', { name: 'Other payment methods (not for Creditcard)' });
    expect(within(others).getAllByRole('option').map((o) => o.textContent)).toEqual([`${CONNECTORS.paypal.name} · Paypal`, `${CONNECTORS.sepa.name} · DirectDebit`]);
    const cardOptions = within(routeTo).getAllByRole('option').filter((o) => !others.contains(o));
    expect(cardOptions.map((o) => o.textContent)).not.toContain(CONNECTORS.paypal.name);
    expect(cardOptions.map((o) => o.textContent)).toContain(CONNECTORS.alphaEur.name);
    await userEvent.selectOptions(routeTo, CONNECTORS.paypal.guid);
    expect(doc().tree?.then?.then?.then?.route?.connector).toBe(CONNECTORS.paypal.guid);
    expect(within(fieldOf('Route to')).getByRole('alert')).toHaveTextContent('processes Paypal payments, not Creditcard');
  });
});
