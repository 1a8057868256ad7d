// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profilePaths } from '@contracts/bff-profiles';
import { CUSTOMER_TEXT_FIELDS } from '@domain/profiles/profile';
import { CONNECTORS } from '@fixtures/world';
import { formatDateTime } from '@web/lib/format';
import { currentLocation, renderApp } from '../../test/render-app';
import { CONTAINER_GUID, PROFILE_GUID, profile, profilesServer, profileUrl, REGISTER_UUID, SEPA, VISA } from './profiles-test-kit';

/** Every customer field as null: what the edit form sends for the fields left empty. */
const UNSET = Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, null]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const PROFILE_PATH = profilePaths.profile('sandbox', PROFILE_GUID);
const refusal = (status: number, code: string, message: string, gatewayCode?: string | number) => () => ({
  status,
  body: { error: { code, message, requestId: 'req-7', ...(gatewayCode !== undefined ? { gatewayCode } : {}) } },
});
const openProfile = async () => within(await screen.findByTestId('profile-view'));
const editForm = async () => {
  const view = await openProfile();
  await userEvent.click(view.getByRole('button', { name: 'Edit customer data' }));
  return within(screen.getByRole('form', { name: 'Edit customer data' }));
};

describe('edit customer data', () => {
  it('checks the platform limits before sending: a 17-character postcode is refused at its field', async () => {
    const { sent } = profilesServer();
    renderApp(profileUrl());
    const form = await editForm();
    expect(form.getByLabelText('Billing postcode')).toHaveAccessibleDescription('At most 16 characters');
    expect(form.getByLabelText('First name')).toHaveAccessibleDescription(/Required on every update by the gateway/);
    await userEvent.type(form.getByLabelText('Billing postcode'), '12345678901234567');
    await userEvent.click(form.getByRole('button', { name: 'Save customer data' }));
    expect(await form.findByText('at most 16 characters')).toBeInTheDocument();
    expect(form.getByLabelText('Billing postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('sends all the customer data with the change, null for every empty field (the gateway merges), and says what changed', async () => {
    const { sent } = profilesServer({
      routes: { [PROFILE_PATH]: () => ({ status: 200, body: { profile: profile({ customer: { ...profile().customer, firstName: 'Erik', billingCity: 'Bonn' } }), changedFields: ['firstName', 'billingCity'] } }) },
    });
    renderApp(profileUrl());
    const form = await editForm();
    await userEvent.clear(form.getByLabelText('First name'));
    await userEvent.type(form.getByLabelText('First name'), 'Erik');
    await userEvent.clear(form.getByLabelText('Billing city'));
    await userEvent.type(form.getByLabelText('Billing city'), 'Bonn');
    await userEvent.type(form.getByLabelText('Billing phone'), '+49 221 1234');
    await userEvent.click(form.getByRole('button', { name: 'Save customer data' }));
    expect(await screen.findByText('Changed: first name, billing city.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: PROFILE_PATH,
        body: {
          container: CONTAINER_GUID,
          customerData: {
            ...UNSET, firstName: 'Erik', lastName: 'Mustermann', email: 'erika@example.com', billingCity: 'Bonn', billingCountry: 'DE', billingPhone: '+49 221 1234', extraData: { tier: 'gold' },
          },
        },
      },
    ]);
    expect(screen.getByTestId('profile-view')).toHaveTextContent('Bonn');
    expect(screen.queryByRole('form', { name: 'Edit customer data' })).toBeNull();
  });

  it('looks the profile up again when the update was made but could not be read back (profile null), instead of showing "no profile"', async () => {
    const { lookups } = profilesServer({ routes: { [PROFILE_PATH]: () => ({ status: 200, body: { profile: null, changedFields: ['billingCity'] } }) } });
    renderApp(profileUrl());
    const form = await editForm();
    const before = lookups.length;
    await userEvent.click(form.getByRole('button', { name: 'Save customer data' }));
    expect(await screen.findByText('Changed: billing city.')).toBeInTheDocument();
    await waitFor(() => expect(lookups.length).toBe(before + 1));
    expect(await screen.findByTestId('profile-view')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-not-found')).toBeNull();
  });

  it('says "Nothing changed" when the gateway changed nothing', async () => {
    profilesServer();
    renderApp(profileUrl());
    const form = await editForm();
    await userEvent.click(form.getByRole('button', { name: 'Save customer data' }));
    expect(await screen.findByText('Nothing changed.')).toBeInTheDocument();
  });

  it("keeps what the user typed when the server refuses, and shows the refusal at the form", async () => {
    profilesServer({ routes: { [PROFILE_PATH]: refusal(422, 'gateway_refused', 'billingState is not valid for DE', 1002) } });
    renderApp(profileUrl());
    const form = await editForm();
    await userEvent.type(form.getByLabelText('Billing state'), 'Nordrhein-Westfalen');
    await userEvent.click(form.getByRole('button', { name: 'Save customer data' }));
    const alert = await form.findByTestId('request-error');
    expect(alert).toHaveTextContent('The profile was not saved');
    expect(alert).toHaveTextContent('Gateway code 1002');
    expect(alert).toHaveTextContent('billingState is not valid for DE');
    expect(form.getByLabelText('Billing state')).toHaveValue('Nordrhein-Westfalen');
  });
});

describe('preferred instrument', () => {
  it('is an update that sends the current customer data unchanged with preferredInstrument', async () => {
    const { sent } = profilesServer();
    renderApp(profileUrl());
    const view = await openProfile();
    await userEvent.click(view.getByRole('button', { name: `Mark as preferred: ${SEPA}` }));
    expect(await screen.findByText(`${SEPA} is now the preferred instrument.`)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: PROFILE_PATH,
        body: { container: CONTAINER_GUID, customerData: { ...profile().customer, extraData: { tier: 'gold' } }, preferredInstrument: SEPA },
      },
    ]);
  });

  it('without a first name: nothing is sent, the edit form opens and saving also marks it', async () => {
    const { sent } = profilesServer({ stored: profile({ customer: { lastName: 'Mustermann' }, extraData: {} }) });
    renderApp(profileUrl());
    const view = await openProfile();
    await userEvent.click(view.getByRole('button', { name: `Mark as preferred: ${SEPA}` }));
    const form = within(screen.getByRole('form', { name: 'Edit customer data' }));
    expect(form.getByText(/requires a first name on every profile update, also to mark a preferred instrument/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(form.getByLabelText('First name'), 'Erika');
    await userEvent.click(form.getByRole('button', { name: 'Save and mark as preferred' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ container: CONTAINER_GUID, customerData: { ...UNSET, firstName: 'Erika', lastName: 'Mustermann' }, preferredInstrument: SEPA });
  });
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('detach', () => {
  const VISA_WORDS = 'Visa •••• 1111 · expires 03/2030';

  it('shows the transaction that registered the card (found in BI) and sends it with the instrument; the banner names what left the profile', async () => {
    const { sent } = profilesServer();
    renderApp(profileUrl());
    const view = await openProfile();
    await userEvent.click(view.getByRole('button', { name: `Detach ${VISA}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Detach ${VISA_WORDS}` }));
    const found = await dialog.findByRole('radio', { name: new RegExp(`${REGISTER_UUID} · Register through ${CONNECTORS.alphaEur.name} on ${escaped(formatDateTime('2026-03-01 10:00:00'))}`) });
    expect(found).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: `Detach ${VISA_WORDS}` }));
    expect(await screen.findByText(`Detached ${VISA_WORDS} (${VISA}) from this profile.`)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: profilePaths.detach('sandbox'), body: { container: CONTAINER_GUID, profileGuid: PROFILE_GUID, paymentToken: VISA, transactionUuid: REGISTER_UUID, connectorGuid: CONNECTORS.alphaEur.guid } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a BI record: asks for the UUID and an explicit check, then sends it as unverified', async () => {
    const { sent } = profilesServer({ origins: { origins: [{ paymentToken: VISA, candidates: [], unknownBecause: 'the BI data source has no successful registration of this card on its connector' }] } });
    renderApp(profileUrl());
    const view = await openProfile();
    await userEvent.click(view.getByRole('button', { name: `Detach ${VISA}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Detach ${VISA_WORDS}` }));
    expect(await dialog.findByText(/Not found: the BI data source has no successful registration/)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Transaction UUID'), 'tx-by-hand');
    await userEvent.click(dialog.getByRole('button', { name: `Detach ${VISA_WORDS}` }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(`Confirm that you checked this transaction registered the ${VISA_WORDS}.`);
    expect(sent).toHaveLength(0);
    await userEvent.click(dialog.getByRole('checkbox', { name: /I checked that this transaction registered/ }));
    await userEvent.click(dialog.getByRole('button', { name: `Detach ${VISA_WORDS}` }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ paymentToken: VISA, transactionUuid: 'tx-by-hand', unverified: true });
  });

  it("shows the BFF's refusal of a transaction that registered another card, and keeps the dialog", async () => {
    profilesServer({ routes: { [profilePaths.detach('sandbox')]: refusal(422, 'INSTRUMENT_MISMATCH', `Transaction tx-mc did not register the Visa •••• 1111: it registered a Mastercard •••• 4444. Nothing was detached.`) } });
    renderApp(profileUrl());
    const view = await openProfile();
    await userEvent.click(view.getByRole('button', { name: `Detach ${VISA}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Detach ${VISA_WORDS}` }));
    await userEvent.click(await dialog.findByRole('radio', { name: /Another transaction/ }));
    await userEvent.type(dialog.getByLabelText('Transaction UUID'), 'tx-mc');
    await userEvent.click(dialog.getByRole('checkbox', { name: /I checked/ }));
    await userEvent.click(dialog.getByRole('button', { name: `Detach ${VISA_WORDS}` }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('it registered a Mastercard •••• 4444. Nothing was detached.');
    expect(dialog.getByLabelText('Transaction UUID')).toHaveValue('tx-mc');
  });

  it('lists instruments detached through the studio as detached, with when and by whom', async () => {
    profilesServer({ stored: profile({ detachedInstruments: [{ paymentToken: 'pt::gone0000000000000000', description: 'Mastercard •••• 4444', detachedAt: '2026-11-20T09:30:00.000Z', detachedBy: 'support' }] }) });
    renderApp(profileUrl());
    const view = await openProfile();
    const detached = within(view.getByRole('region', { name: 'Detached through the studio' }));
    expect(detached.getByRole('listitem')).toHaveTextContent(`Detached Mastercard •••• 4444 pt::gone0000000000000000 · ${formatDateTime('2026-11-20T09:30:00.000Z')} by support`);
  });

  it('says so when the gateway detached a different instrument than the one chosen', async () => {
    profilesServer({ routes: { [profilePaths.detach('sandbox')]: () => ({ status: 200, body: { profileGuid: PROFILE_GUID, message: null, detached: [SEPA], verifiedBy: 'bi-record' } }) } });
    renderApp(profileUrl());
    const view = await openProfile();
    await userEvent.click(view.getByRole('button', { name: `Detach ${VISA}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Detach ${VISA_WORDS}` }));
    await dialog.findByRole('radio', { name: new RegExp(REGISTER_UUID) });
    await userEvent.click(dialog.getByRole('button', { name: `Detach ${VISA_WORDS}` }));
    expect(await screen.findByText(`Warning: the gateway detached DE89370400440532013000 · BIC COBADEFFXXX (${SEPA}), not ${VISA_WORDS} (${VISA}).`)).toBeInTheDocument();
  });
});

describe("a stored card's routing path", () => {
  it("opens the path of the payment that registered it on the meta-connector that routed it (looked up on click)", async () => {
    const { sent } = profilesServer({ role: 'support' });
    renderApp(profileUrl());
    const view = await openProfile();
    expect(sent.filter((r) => r.path === profilePaths.instrumentOrigins('sandbox'))).toHaveLength(0);
    await userEvent.click(view.getByRole('button', { name: `Routing path of the payment that registered ${VISA}` }));
    await waitFor(() => expect(currentLocation()).toBe(`/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}?payment=${REGISTER_UUID}`));
  });

  it('says so when no meta-connector routed the registration, and offers nothing for a SEPA mandate', async () => {
    const direct = { paymentToken: VISA, candidates: [{ transactionUuid: REGISTER_UUID, createdAt: null, connectorGuid: CONNECTORS.alphaEur.guid, connectorName: CONNECTORS.alphaEur.name, metaConnectorGuid: null, type: 'register' }], unknownBecause: null };
    profilesServer({ role: 'support', origins: { origins: [direct] } });
    renderApp(profileUrl());
    const view = await openProfile();
    expect(view.queryByRole('button', { name: `Routing path of the payment that registered ${SEPA}` })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: `Routing path of the payment that registered ${VISA}` }));
    expect(await view.findByText(`Registered directly on ${CONNECTORS.alphaEur.name}: no routing chose the connector.`)).toBeInTheDocument();
  });
});
