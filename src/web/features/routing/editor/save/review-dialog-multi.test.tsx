// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutDocument } from '../../../../../fixtures/routing-documents';
import { CONNECTORS } from '../../../../../fixtures/world';
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
    expect(within(groups[0]!).getByRole('list')).toHaveTextContent('Paypal: disabled turned on');
    expect(within(groups[1]!).getByRole('list')).toHaveTextContent(/DirectDebit availability/);
    expect(screen.getByRole('dialog')).toHaveTextContent('Only the methods listed below are sent');
  });
});
