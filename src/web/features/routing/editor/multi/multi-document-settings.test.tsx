// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MultiMethodDocument } from '@domain/routing/document';
import { multiMethodDelta } from '@domain/routing/multi-method-delta';
import { checkoutDocument } from '@fixtures/routing-documents';
import { renderInEditor } from '../save/editor-test-kit';
import { currentDocument } from '../state/editor-store';
import { CHECKOUT } from './multi-test-kit';
import { MultiDocumentSettings } from './multi-document-settings';

afterEach(cleanup);

// checkoutDocument: defaultActionDisable false, 3 retries, 4 hours.
const render = () => {
  const view = renderInEditor(<MultiDocumentSettings />, { kind: 'multi', connectorGuid: CHECKOUT, revision: 'rev-1', document: checkoutDocument });
  const doc = () => currentDocument(view.store.getState()) as MultiMethodDocument;
  const sent = () => multiMethodDelta(checkoutDocument, doc()).request;
  return { ...view, doc, sent };
};
const retries = () => screen.getByLabelText('Payment selection retries');
const expiry = () => screen.getByLabelText('Payment selection expiry (hours)');
const retype = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
};

describe('MultiDocumentSettings', () => {
  it('takes payment selection retries from 0 to 9 and refuses 10 with a message naming the range', async () => {
    const { doc, sent } = render();
    expect(retries()).toHaveValue('3');
    await retype(retries(), '9');
    expect(doc().paymentSelectionMaxRetries).toBe(9);
    await retype(retries(), '0');
    expect(doc().paymentSelectionMaxRetries).toBe(0);
    expect(sent().paymentSelectionMaxRetries).toBe(0);

    await retype(retries(), '10');
    expect(retries()).toHaveValue('10');
    expect(retries()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment selection retries must be a whole number from 0 to 9; “10” was not applied, the document keeps 1.');
    // "1" was valid on the way to "10": the document holds it, never a clamped 9.
    expect(doc().paymentSelectionMaxRetries).toBe(1);
    await retype(retries(), '-2');
    expect(screen.getByRole('alert')).toHaveTextContent('“-2” was not applied');
    await retype(retries(), '2.5');
    expect(screen.getByRole('alert')).toHaveTextContent('“2.5” was not applied');
    expect(doc().paymentSelectionMaxRetries).toBe(2);
    await retype(retries(), '7');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(doc().paymentSelectionMaxRetries).toBe(7);
  });

  it('takes any whole number of expiry hours from 0 and refuses a negative one', async () => {
    const { doc } = render();
    expect(expiry()).toHaveValue('4');
    await retype(expiry(), '0');
    expect(doc().paymentSelectionExpiryHours).toBe(0);
    await retype(expiry(), '168');
    expect(doc().paymentSelectionExpiryHours).toBe(168);
    // One change straight from 168 to -1 (a paste): refused, the document keeps 168.
    fireEvent.change(expiry(), { target: { value: '-1' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment selection expiry (hours) must be a whole number of hours, 0 or more; “-1” was not applied, the document keeps 168.');
    expect(doc().paymentSelectionExpiryHours).toBe(168);
  });

  it('an empty field keeps the current value: it is omitted from the set request', async () => {
    const { doc, sent } = render();
    await retype(retries(), '');
    await retype(expiry(), '');
    expect(doc().paymentSelectionMaxRetries).toBeNull();
    expect(doc().paymentSelectionExpiryHours).toBeNull();
    expect(retries()).toHaveAttribute('placeholder', 'Keep current (3)');
    expect(expiry()).toHaveAttribute('placeholder', 'Keep current (4)');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent()).toEqual({ version: '1', methods: [] });
  });

  it('sets defaultActionDisable, or leaves it out to keep the current one', async () => {
    const { doc, sent } = render();
    const select = screen.getByLabelText('When no availability rule decides');
    expect(select).toHaveValue('enable');
    expect(screen.getByRole('option', { name: 'Keep current (enable)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'disable');
    expect(doc().defaultActionDisable).toBe(true);
    expect(sent()).toEqual({ version: '1', defaultActionDisable: true, methods: [] });
    await userEvent.selectOptions(select, '');
    expect(doc().defaultActionDisable).toBeNull();
    expect(sent()).not.toHaveProperty('defaultActionDisable');
  });

  it('follows the document when it changes elsewhere (undo)', async () => {
    const { store } = render();
    await retype(retries(), '5');
    act(() => store.getState().undo());
    expect(retries()).toHaveValue('3');
  });
});
