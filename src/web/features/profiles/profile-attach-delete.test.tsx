// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profilePaths } from '@contracts/bff-profiles';
import { CONNECTORS } from '@fixtures/world';
import { currentLocation, renderApp } from '../../test/render-app';
import { CONTAINER_GUID, PROFILE_GUID, profilesServer, profileUrl, SEPA } from './profiles-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const openProfile = async () => within(await screen.findByTestId('profile-view'));

describe('attach', () => {
  it('to the open profile: only usable connectors, the exact body, the new token, and the profile is looked up again', async () => {
    const { sent, lookups } = profilesServer();
    renderApp(profileUrl());
    const view = await openProfile();
    await userEvent.click(view.getByRole('button', { name: 'Attach an instrument' }));
    const form = within(screen.getByRole('form', { name: 'Attach an instrument' }));
    expect(form.getByLabelText('Connector')).toHaveAccessibleDescription(/The connector of the transaction that registered the instrument/);
    expect(form.queryByRole('option', { name: CONNECTORS.legacyEur.name })).toBeNull();
    await userEvent.selectOptions(form.getByLabelText('Connector'), CONNECTORS.alphaEur.guid);
    await userEvent.type(form.getByLabelText('Transaction UUID'), 'tx-reg-42');
    await userEvent.click(form.getByRole('button', { name: 'Attach instrument' }));
    expect(await form.findByRole('status')).toHaveTextContent(`Attached. New payment token pt::newtoken00000000000 in profile ${PROFILE_GUID}.`);
    expect(sent).toEqual([{ method: 'POST', path: profilePaths.attach('sandbox'), body: { connectorGuid: CONNECTORS.alphaEur.guid, transactionUuid: 'tx-reg-42', profileGuid: PROFILE_GUID } }]);
    await waitFor(() => expect(lookups).toHaveLength(2));
  });

  it('by customer identification on the page, creating the profile, then opening it', async () => {
    const { sent } = profilesServer();
    renderApp('/profiles?env=sandbox');
    const form = within(await screen.findByRole('form', { name: 'Attach an instrument' }));
    await userEvent.click(form.getByRole('button', { name: 'Attach instrument' }));
    expect(await form.findByText('name the transaction that registered the instrument')).toBeInTheDocument();
    expect(form.getByLabelText('Customer identification')).toHaveAccessibleDescription('must not be empty');
    await userEvent.type(form.getByLabelText('Transaction UUID'), 'tx-reg-43');
    await userEvent.type(form.getByLabelText('Customer identification'), 'cust-new');
    await userEvent.click(form.getByLabelText('Create the profile if it does not exist'));
    await userEvent.click(form.getByRole('button', { name: 'Attach instrument' }));
    expect(await screen.findByTestId('profiles-notice')).toHaveTextContent(`Attached: new payment token pt::newtoken00000000000 in profile ${PROFILE_GUID}.`);
    expect(sent[0]).toEqual({
      method: 'POST',
      path: profilePaths.attach('sandbox'),
      body: { connectorGuid: CONNECTORS.cardRouter.guid, transactionUuid: 'tx-reg-43', customerIdentification: 'cust-new', createProfileIfNotExists: true },
    });
    await screen.findByTestId('profile-view');
    expect(currentLocation()).toBe(profileUrl());
  });
});

describe('delete', () => {
  it('says it is irreversible, waits for the typed identification, sends it and clears the view', async () => {
    const { sent } = profilesServer();
    renderApp(profileUrl());
    const view = await openProfile();
    await userEvent.click(view.getByRole('button', { name: 'Delete profile…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this profile?' }));
    expect(dialog.getByText(/irreversible/).parentElement).toHaveTextContent('all stored customer data and payment details are lost (2 stored payment instruments)');
    const button = dialog.getByRole('button', { name: 'Delete profile' });
    expect(button).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Type the customer identification/), 'cust-471');
    expect(button).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Type the customer identification/), '1');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await screen.findByTestId('profiles-notice')).toHaveTextContent(
      `Deleted profile ${PROFILE_GUID} (customer identification cust-4711) with its customer data and 2 stored payment instruments.`,
    );
    expect(sent).toEqual([{ method: 'DELETE', path: profilePaths.profile('sandbox', PROFILE_GUID), body: { container: CONTAINER_GUID, confirmCustomerIdentification: 'cust-4711' } }]);
    expect(screen.queryByTestId('profile-view')).toBeNull();
    await waitFor(() => expect(currentLocation()).toBe(`/profiles?env=sandbox&container=${CONTAINER_GUID}`));
  });
});

describe('production', () => {
  it('every write waits for an explicit confirmation', async () => {
    const { sent } = profilesServer({ production: true });
    renderApp(profileUrl());
    const view = await openProfile();

    // Delete: typing the identification is not enough.
    await userEvent.click(view.getByRole('button', { name: 'Delete profile…' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Delete this profile?' }));
    await userEvent.type(dialog.getByLabelText(/Type the customer identification/), 'cust-4711');
    expect(dialog.getByRole('button', { name: 'Delete profile' })).toBeDisabled();
    expect(dialog.getByRole('checkbox')).toHaveAccessibleName(/I understand that this deletes a real customer's profile in production \(Live EU\)/);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    // Edit.
    await userEvent.click(view.getByRole('button', { name: 'Edit customer data' }));
    const form = within(screen.getByRole('form', { name: 'Edit customer data' }));
    expect(form.getByRole('button', { name: 'Save customer data' })).toBeDisabled();

    // Preferred: a one-click change asks in a dialog.
    await userEvent.click(view.getByRole('button', { name: `Mark as preferred: ${SEPA}` }));
    dialog = within(screen.getByRole('dialog', { name: `Mark ${SEPA} as preferred` }));
    const confirm = dialog.getByRole('button', { name: 'Mark as preferred' });
    expect(confirm).toBeDisabled();
    expect(sent).toHaveLength(0);
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { preferredInstrument: SEPA } });
  });
});
