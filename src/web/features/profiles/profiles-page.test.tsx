// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp } from '../../test/render-app';
import { CONTAINER_GUID, container, OTHER_GUID, PROFILE_GUID, profile, profilesServer, profileUrl, SEPA, VISA } from './profiles-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const guidInput = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'Profile GUID' });
const identificationInput = async (form: HTMLElement) => {
  await userEvent.click(within(form).getByRole('radio', { name: 'Customer identification' }));
  return within(form).getByRole('textbox', { name: 'Customer identification' });
};
// Navigation is a transition in react-router: the address follows the render that caused it.
const expectLocation = (expected: string) => waitFor(() => expect(currentLocation()).toBe(expected));

describe('profiles: who sees what', () => {
  it('a viewer has no Profiles link and the page says the role may not view profiles', async () => {
    profilesServer({ role: 'viewer' });
    renderApp('/profiles?env=sandbox');
    expect(await screen.findByText('Your role may not view customer profiles.')).toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Profiles' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Test transactions' })).toBeNull();
  });

  it('support sees Profiles (with the environment in the link) but not Test transactions', async () => {
    profilesServer({ role: 'support' });
    renderApp('/?env=sandbox');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(await nav().findByRole('link', { name: 'Profiles' })).toHaveAttribute('href', '/profiles?env=sandbox');
    expect(nav().queryByRole('link', { name: 'Test transactions' })).toBeNull();
  });

  it('qa sees both links, and a profile read-only: no edit, attach, delete, preferred or detach', async () => {
    profilesServer({ role: 'qa' });
    renderApp(profileUrl());
    const view = await screen.findByTestId('profile-view');
    expect(nav().getByRole('link', { name: 'Test transactions' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Profiles' })).toBeInTheDocument();
    expect(within(view).getAllByTestId('instrument-row')).toHaveLength(2);
    expect(within(view).queryByRole('button', { name: /Edit|Attach|Delete|preferred|Detach/ })).toBeNull();
    expect(within(view).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('support sees the write actions', async () => {
    profilesServer({ role: 'support' });
    renderApp(profileUrl());
    const view = await screen.findByTestId('profile-view');
    expect(within(view).getByRole('button', { name: 'Edit customer data' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: `Mark as preferred: ${SEPA}` })).toBeInTheDocument();
    // The preferred one cannot be marked again.
    expect(within(view).queryByRole('button', { name: `Mark as preferred: ${VISA}` })).toBeNull();
  });
});

describe('profiles: containers', () => {
  it('explains when no connector has a container', async () => {
    profilesServer({ containers: [] });
    renderApp('/profiles?env=sandbox');
    expect(await screen.findByTestId('no-containers')).toHaveTextContent('No configured connector of this environment has a customer profile container');
    expect(screen.queryByRole('form', { name: 'Find a profile' })).toBeNull();
  });

  it('one container needs no picker: it is shown with the connectors it serves', async () => {
    profilesServer();
    renderApp('/profiles?env=sandbox');
    const container = await screen.findByTestId('container');
    expect(container).toHaveTextContent(/^Profiles of the customers of Card Router, Alpha Acquiring EUR, SEPA Direct Debit, Legacy Acquirer EUR\./);
    // The GUID one click away, for support, not in the sentence.
    expect(within(container).getByText(CONTAINER_GUID).closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByLabelText('Customer profile container')).toBeNull();
  });

  it('several containers: the choice goes into the URL', async () => {
    const second = { guid: 'CPC-other', connectors: [{ ...container.connectors[1]!, guid: 'CO-x', name: 'Zeta Pay' }] };
    profilesServer({ containers: [container, second] });
    renderApp('/profiles?env=sandbox');
    const picker = await screen.findByLabelText('Customer profile container');
    expect(screen.queryByRole('form', { name: 'Find a profile' })).toBeNull();
    await userEvent.selectOptions(picker, 'CPC-other');
    await expectLocation('/profiles?env=sandbox&container=CPC-other');
    expect(screen.getByRole('form', { name: 'Find a profile' })).toBeInTheDocument();
  });
});

describe('profiles: search', () => {
  it('by GUID: validated first, then the GUID and container go into the URL and the profile shows', async () => {
    const { lookups } = profilesServer();
    renderApp('/profiles?env=sandbox');
    const form = await screen.findByRole('form', { name: 'Find a profile' });
    await userEvent.type(guidInput(form), 'CP-short');
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(guidInput(form)).toHaveAccessibleDescription(/a profile GUID has 32 characters/);
    expect(lookups).toHaveLength(0);

    await userEvent.clear(guidInput(form));
    await userEvent.type(guidInput(form), PROFILE_GUID);
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    const view = await screen.findByTestId('profile-view');
    await expectLocation(profileUrl());
    expect(lookups).toEqual([{ container: CONTAINER_GUID, profileGuid: PROFILE_GUID }]);
    // Titled by the customer, as support says it; the identification beside it.
    expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent(/^Erika Mustermann customer cust-4711$/);
    expect(view).toHaveTextContent('cust-4711');
    expect(within(view).getByRole('button', { name: 'Copy profile GUID' })).toBeInTheDocument();
    // Customer data with human labels, extra data, instruments with card and IBAN details and connector names.
    expect(view).toHaveTextContent('Billing city');
    expect(view).toHaveTextContent('Köln');
    expect(view).toHaveTextContent('tier');
    const [visa, sepa] = within(view).getAllByTestId('instrument-row');
    expect(visa).toHaveAttribute('data-token', VISA);
    expect(visa).toHaveTextContent('Visa •••• 1111 · expires 03/2030');
    // The gateway names the preferred method as the platform does (Creditcard); support reads it as a card.
    expect(view).toHaveTextContent(/Preferred method\s*Card(?!card)/);
    expect(visa).toHaveTextContent('Alpha Acquiring EUR');
    expect(visa).toHaveTextContent('Preferred');
    expect(sepa).toHaveTextContent('DE89370400440532013000 · BIC COBADEFFXXX');
    expect(sepa).toHaveTextContent('SEPA Direct Debit');
    expect(sepa).not.toHaveTextContent('Preferred');
  });

  it('by customer identification: looked up by POST, only the GUID goes into the URL, and it is not looked up twice', async () => {
    const { lookups } = profilesServer();
    renderApp('/profiles?env=sandbox');
    const form = await screen.findByRole('form', { name: 'Find a profile' });
    await userEvent.type(await identificationInput(form), 'cust-4711');
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    await screen.findByTestId('profile-view');
    await expectLocation(profileUrl());
    expect(currentLocation()).not.toContain('cust-4711');
    expect(lookups).toEqual([{ container: CONTAINER_GUID, customerIdentification: 'cust-4711' }]);
  });

  it('"no profile" is an empty state, not an error, for a GUID in the URL and for an identification', async () => {
    profilesServer();
    renderApp(profileUrl(OTHER_GUID));
    expect(await screen.findByTestId('profile-not-found')).toHaveTextContent(`No profile ${OTHER_GUID} in container ${CONTAINER_GUID}.`);
    expect(screen.queryByRole('alert')).toBeNull();

    const form = screen.getByRole('form', { name: 'Find a profile' });
    await userEvent.type(await identificationInput(form), 'nobody');
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(await screen.findByTestId('profiles-notice')).toHaveTextContent('No profile with customer identification “nobody” in this container.');
    expect(screen.queryByRole('alert')).toBeNull();
    await expectLocation(`/profiles?env=sandbox&container=${CONTAINER_GUID}`);
  });

  it('a profile without instruments or customer data says so', async () => {
    profilesServer({ stored: profile({ instruments: [], customer: {}, extraData: {} }) });
    renderApp(profileUrl());
    const view = await screen.findByTestId('profile-view');
    expect(view).toHaveTextContent('No payment instruments are stored in this profile.');
    expect(view).toHaveTextContent('No customer data is stored in this profile.');
    expect(view).toHaveTextContent('No extra data.');
    await waitFor(() => expect(within(view).queryAllByTestId('instrument-row')).toHaveLength(0));
  });
});
