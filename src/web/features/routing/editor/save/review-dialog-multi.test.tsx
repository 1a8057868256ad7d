// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { names, renderInEditor } from './editor-test-kit';
import { ReviewDialog } from './review-dialog';

afterEach(cleanup);

const envelope = { kind: 'multi' as const, connectorGuid: CONNECTORS.checkout.guid, revision: 'rev-1', document: checkoutDocument };

describe('ReviewDialog on a multi-method document', () => {
  it('lists the semantic diff per changed method, and no untouched method', () => {
    const { store } = renderInEditor(<ReviewDialog names={names} saving={false} onConfirm={() => undefined} onCancel={() => undefined} />, envelope);
    act(() => {
      store.getState().dispatch({ type: 'setField', path: 'methods/1/disabled', value: true });
      store.getState().dispatch({ type: 'setAction', path: 'methods/2/availability/tree/else/then', action: 'disable' });
    });
    const groups = screen.getAllByTestId('method-changes');
    expect(groups.map((g) => g.dataset.method)).toEqual(['Paypal', 'DirectDebit']);
    expect(within(groups[0]!).getByRole('list')).toHaveTextContent('Paypal: switched off (never offered)');
    expect(within(groups[1]!).getByRole('list')).toHaveTextContent(/DirectDebit availability/);
    expect(screen.getByRole('dialog')).toHaveTextContent('Only the methods listed below are sent');
  });

  it('says what disabling a method removes at the gateway and requires it to be acknowledged', async () => {
    const onConfirm = vi.fn();
    const { store } = renderInEditor(<ReviewDialog names={names} saving={false} onConfirm={onConfirm} onCancel={() => undefined} />, envelope);
    act(() => {
      store.getState().dispatch({ type: 'setField', path: 'methods/0/rerouteRecurring', value: true });
    });
    // Nothing is lost yet: no acknowledgement asked for.
    expect(screen.queryByTestId('disable-loss-review')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm and save' })).toBeEnabled();
    act(() => {
      store.getState().dispatch({ type: 'setField', path: 'methods/0/disabled', value: true });
      store.getState().dispatch({ type: 'setField', path: 'methods/1/disabled', value: true });
    });
    const review = screen.getByTestId('disable-loss-review');
    const item = (method: string) => review.querySelector(`li[data-method="${method}"]`)!;
    expect(item('Creditcard')).toHaveTextContent('the gateway will remove its 4 routing rules and reset “Reroute recurring payments” to off');
    expect(item('Paypal')).toHaveTextContent('the gateway will remove its 3 availability rules:');
    expect(review.querySelector('li[data-method="DirectDebit"]')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirm and save' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(review).getByRole('checkbox', { name: /I understand that these rules and settings will be removed from Creditcard and Paypal/ }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a method switched off that has no rules or flags to lose', () => {
    const bare = { ...checkoutDocument, methods: checkoutDocument.methods.map((m) => (m.method === 'Paypal' ? { ...m, availability: null } : m)) };
    const { store } = renderInEditor(<ReviewDialog names={names} saving={false} onConfirm={() => undefined} onCancel={() => undefined} />, { ...envelope, document: bare });
    act(() => {
      store.getState().dispatch({ type: 'setField', path: 'methods/1/disabled', value: true });
    });
    expect(screen.queryByTestId('disable-loss-review')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm and save' })).toBeEnabled();
  });
});
