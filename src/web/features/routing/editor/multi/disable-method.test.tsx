// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MultiMethodDocument } from '@domain/routing/document';
import { checkoutDocument } from '@fixtures/routing-documents';
import { mockFetch, polyfillLayoutApis } from '@web/test/render-app';
import type * as DraftStorage from '../drafts/draft-storage';
import { CHECKOUT, renderMultiEditor } from './multi-test-kit';

/** Drafts in memory instead of IndexedDB (which happy-dom lacks), so the test sees what is kept. */
const drafts = vi.hoisted(() => new Map<string, { document: unknown }>());
vi.mock('../drafts/draft-storage', async (original) => ({
  ...(await original<typeof DraftStorage>()),
  loadDraft: async (key: string) => drafts.get(key) ?? null,
  saveDraft: async (key: string, draft: { document: unknown }) => void drafts.set(key, draft),
  deleteDraft: async (key: string) => void drafts.delete(key),
}));

beforeEach(() => {
  polyfillLayoutApis();
  drafts.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const methods = () => screen.getByRole('tablist', { name: 'Payment methods' });
const stateOf = (method: string) => within(methods()).getByRole('tab', { name: method }).querySelector('[data-testid="method-state"]')!.textContent;
const disabledBox = () => screen.getByRole('checkbox', { name: /Disabled/ });
const paypalDraft = () => (drafts.get(`sandbox:${CHECKOUT}`)?.document as MultiMethodDocument | undefined)?.methods[1];

/** What the gateway answers after `{method: 'Paypal', disabled: true}`: the method's rules and flags are gone. */
const serverDocument: MultiMethodDocument = {
  ...checkoutDocument,
  methods: checkoutDocument.methods.map((m) => (m.method === 'Paypal' ? { ...m, disabled: true, availability: null, routing: null } : m)),
};

describe('disabling a method with rules', () => {
  it('says in the method panel what the gateway will remove, as soon as the box is ticked', async () => {
    renderMultiEditor();
    await userEvent.click(within(methods()).getByRole('tab', { name: 'Paypal' }));
    expect(screen.queryByTestId('disable-loss')).toBeNull();
    await userEvent.click(disabledBox());
    expect(screen.getByTestId('disable-loss')).toHaveTextContent('Saving switches Paypal off, and the gateway will remove its 3 availability rules');
    expect(screen.getByTestId('disable-loss')).toHaveTextContent('Edits to its rules are not sent while it is disabled');
    await userEvent.click(disabledBox());
    expect(screen.queryByTestId('disable-loss')).toBeNull();
  });

  it('after the save shows the server’s document (rules gone), with no undo back past the save and no draft left', async () => {
    const fetch = mockFetch({
      [`/api/env/sandbox/connectors/${CHECKOUT}/routing`]: () => ({ status: 200, body: { kind: 'multi', connectorGuid: CHECKOUT, revision: 'rev-2', document: serverDocument } }),
    });
    renderMultiEditor();
    await userEvent.click(within(methods()).getByRole('tab', { name: 'Paypal' }));
    await userEvent.click(disabledBox());
    // The unsaved switch-off is kept as a draft, rules and all, until it is saved.
    await waitFor(() => expect(paypalDraft()?.disabled).toBe(true));
    expect(paypalDraft()?.availability?.tree).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog', { name: 'Review changes before saving' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(screen.getByTestId('editor-status')).toHaveTextContent('Saved version'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).document.methods[1]).toMatchObject({ method: 'Paypal', disabled: true });

    expect(stateOf('Paypal')).toBe('Disabled');
    expect(screen.getByRole('tab', { name: /^Availability tree/ })).toHaveTextContent('none: always available');
    expect(screen.queryByTestId('disable-loss')).toBeNull();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    // The draft was the pre-save document; restoring it later would resurrect removed rules. It goes
    // at once, not after the autosave's 500 ms debounce (a reload right after the save would keep it).
    await waitFor(() => expect(drafts.size).toBe(0), { timeout: 150 });

    // Enabling it again starts from what the gateway holds: no rules.
    await userEvent.click(disabledBox());
    expect(stateOf('Paypal')).toBe('Available always · routed by default connector');
    expect(screen.queryByTestId('disable-loss')).toBeNull();
  });
});
