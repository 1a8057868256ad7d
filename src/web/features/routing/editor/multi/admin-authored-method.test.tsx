// @vitest-environment happy-dom
import { EditorView } from '@codemirror/view';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MultiMethodDocument } from '@domain/routing/document';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, polyfillLayoutApis } from '@web/test/render-app';
import { goldenPaths } from '@contracts/bff-golden';
import { formatDocument } from '../json-view/json-text';
import { openSideTab, renderMultiEditor, withMethod } from './multi-test-kit';

beforeEach(() => {
  polyfillLayoutApis();
  // The simulator asks for the connector's golden cases; without a stub happy-dom would call a real localhost:3000.
  mockFetch({ [goldenPaths.cases('sandbox', CONNECTORS.checkout.guid)]: () => ({ status: 200, body: { cases: [] } }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Creditcard as set up in the admin interface, with conditions the multi-method endpoint rejects:
 * not offered for recurring payments; amex to Gamma Cards CHF, every other card to Beta Payments EUR.
 */
const adminAuthored: MultiMethodDocument = withMethod('Creditcard', (m) => ({
  ...m,
  availability: { tree: { id: 'MPR-1b2c-3d4e-5f60-7182-0101', if: { constraint: 'IsRecurring', params: { recurring: 'yes' } }, then: { id: 'MPR-1b2c-3d4e-5f60-7182-0102', action: 'disable' } } },
  routing: {
    tree: {
      id: 'MPR-1b2c-3d4e-5f60-7182-0103',
      if: { constraint: 'CreditcardType', params: { comparator: 'in', types: ['amex'] } },
      then: { id: 'MPR-1b2c-3d4e-5f60-7182-0104', route: { connector: CONNECTORS.gammaChf.guid } },
      else: { id: 'MPR-1b2c-3d4e-5f60-7182-0105', route: { connector: CONNECTORS.betaEur.guid } },
    },
  },
}));

const methodState = (method: string) => within(screen.getByRole('tablist', { name: 'Payment methods' })).getByRole('tab', { name: method }).querySelector('[data-testid="method-state"]')!;

const simulate = async (fields: { brand: string; recurring: 'yes' | 'no' }) => {
  await userEvent.selectOptions(screen.getByLabelText('Payment method chosen'), 'Creditcard');
  await userEvent.clear(screen.getByLabelText('Amount'));
  await userEvent.type(screen.getByLabelText('Amount'), '20');
  await userEvent.clear(screen.getByLabelText('Currency'));
  await userEvent.type(screen.getByLabelText('Currency'), 'EUR');
  await userEvent.clear(screen.getByLabelText('Card brand'));
  await userEvent.type(screen.getByLabelText('Card brand'), fields.brand);
  await userEvent.selectOptions(screen.getByLabelText('Recurring'), fields.recurring);
  await userEvent.click(screen.getByRole('button', { name: 'Run' }));
};

describe('a method authored in the admin interface', () => {
  it('can be simulated: its availability and routing rules decide, on the draft and on the live document', async () => {
    renderMultiEditor(adminAuthored);
    expect(methodState('Creditcard')).toHaveTextContent('read-only');
    await openSideTab('Simulate');

    await simulate({ brand: 'amex', recurring: 'no' });
    for (const side of ['draft', 'live']) {
      const outcome = screen.getByTestId(`multi-outcome-${side}`);
      expect(outcome.querySelector('tr[data-method="Creditcard"]')).toHaveTextContent('Yes');
      expect(within(outcome).getByTestId('multi-routing-result')).toHaveTextContent('Creditcard goes to: Gamma Cards CHF');
    }

    await simulate({ brand: 'visa', recurring: 'no' });
    expect(within(screen.getByTestId('multi-outcome-draft')).getByTestId('multi-routing-result')).toHaveTextContent('Creditcard goes to: Beta Payments EUR');

    await simulate({ brand: 'visa', recurring: 'yes' });
    const row = screen.getByTestId('multi-outcome-draft').querySelector('tr[data-method="Creditcard"]')!;
    expect(row).toHaveTextContent('No');
    expect(row).toHaveTextContent(/^CreditcardNoavailability rules: .+ → Disable method$/);
  });

  it('cannot be changed through the JSON view: the edit is refused with the reason, other methods stay editable', async () => {
    const { container } = renderMultiEditor(adminAuthored);
    await openSideTab('JSON');
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!)!;
    const type = (doc: MultiMethodDocument) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: formatDocument(doc) }, userEvent: 'input.type' });

    type(withMethod('Creditcard', (m) => ({ ...adminAuthored.methods[0]!, disabled: !m.disabled })));
    const problem = await screen.findByTestId('json-problem');
    expect(problem).toHaveTextContent('Creditcard is read-only, so this change was not applied.');
    expect(problem).toHaveTextContent('IsRecurring, CreditcardType');
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Saved version');
    expect(methodState('Creditcard')).not.toHaveTextContent('Disabled');

    const paypalOff: MultiMethodDocument = { ...adminAuthored, methods: adminAuthored.methods.map((m) => (m.method === 'Paypal' ? { ...m, disabled: true } : m)) };
    type(paypalOff);
    expect(await screen.findByTestId('json-ok')).toBeInTheDocument();
    expect(methodState('Paypal')).toHaveTextContent('Disabled');
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Unsaved changes');
  });
});
