import { expect, test } from './support/studio-test';
import { AuditResponse } from '@contracts/bff-auth';
import { SEED_PROFILES } from '@fixtures/profiles';
import { CONNECTORS, SECOND_MERCHANT_CONNECTORS, SECOND_PROFILE_CONTAINER } from '@fixtures/world';
import { gatewayProfile, transactAtGateway } from './support/gateway-direct';
import { findByCustomerIdentification, instrumentRow, openProfiles, profileView } from './support/profiles-page';
import { resetSandbox } from './support/sandbox';
import { signInAs } from './support/sign-in';

const { anna, ben } = SEED_PROFILES;
const [annaVisa, annaMastercard] = anna.instruments;

test.beforeEach(async ({ request }) => resetSandbox(request));

test('support changes a customer’s data and preferred card; the gateway holds the change, the audit log names fields, not values', async ({ browser, page, request }) => {
  const support = await signInAs(browser, 'support');
  await openProfiles(support);
  await findByCustomerIdentification(support, anna.customerIdentification);
  const view = profileView(support);
  await expect(view).toContainText(anna.guid);
  await expect(instrumentRow(support, annaVisa!.paymentToken)).toContainText('Preferred');
  await expect(instrumentRow(support, annaMastercard!.paymentToken)).toContainText('Mastercard •••• 4444');
  // Only the profile GUID goes into the address, never the customer identification.
  expect(support.url()).toContain(`profile=${anna.guid}`);
  expect(support.url()).not.toContain(anna.customerIdentification);

  await view.getByRole('button', { name: 'Edit customer data' }).click();
  const form = support.getByRole('form', { name: 'Edit customer data' });
  await form.getByLabel('Billing city').fill('Lübeck');
  await form.getByRole('button', { name: 'Save customer data' }).click();
  await expect(support.getByText('Changed: billing city.')).toBeVisible();
  await expect(view).toContainText('Lübeck');

  await view.getByRole('button', { name: `Mark as preferred: ${annaMastercard!.paymentToken}` }).click();
  await expect(instrumentRow(support, annaMastercard!.paymentToken)).toContainText('Preferred');
  await expect(instrumentRow(support, annaVisa!.paymentToken)).not.toContainText('Preferred');

  const atGateway = await gatewayProfile(request, CONNECTORS.alphaEur, { profileGuid: anna.guid });
  expect(atGateway.success && atGateway.customer?.billingCity).toBe('Lübeck');
  expect(atGateway.success && atGateway.paymentInstruments.find((i) => i.isPreferred)?.paymentToken).toBe(annaMastercard!.paymentToken);

  // The administrator (this spec's own page) reads it in the audit log: the lookup and both updates, by identifiers only.
  await page.goto('/admin/audit?env=sandbox');
  await page.getByRole('combobox', { name: 'Action' }).selectOption('profile.');
  const rows = page.getByTestId('audit-row').filter({ hasText: anna.guid });
  await expect(rows.filter({ hasText: 'Customer profile changed: changed billing city' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Customer profile changed: changed preferred instrument' })).toHaveCount(1);
  // People by display name, not user name.
  await expect(rows.filter({ hasText: 'Customer profile looked up: found' }).first()).toContainText('Sam Support');
  const entries = AuditResponse.parse(await (await page.request.get(`/api/audit?action=profile.&target=${anna.guid}`)).json()).entries;
  expect(entries.length).toBeGreaterThanOrEqual(3);
  expect(JSON.stringify(entries)).not.toContain('Lübeck');
});

test('detach the chosen card, found by the studio; a transaction that registered the other card is refused (19.1); then delete after typing the identification', async ({ browser, request }) => {
  const support = await signInAs(browser, 'support');
  await openProfiles(support);
  await findByCustomerIdentification(support, anna.customerIdentification);
  await profileView(support).getByRole('button', { name: `Detach ${annaVisa!.paymentToken}` }).click();
  const detach = support.getByRole('dialog', { name: /^Detach Visa •••• 1111/ });
  // The studio found the Visa's registering transaction in BI and proposes it.
  await expect(detach.getByRole('radio', { name: new RegExp(annaVisa!.transactionUuid) })).toBeChecked();
  // The old defect: the Visa's dialog given the Mastercard's transaction. Now refused, nothing detached.
  await detach.getByRole('radio', { name: /Another transaction/ }).check();
  await detach.getByLabel('Transaction UUID').fill(annaMastercard!.transactionUuid);
  await detach.getByRole('checkbox', { name: /I checked that this transaction registered/ }).check();
  await detach.getByRole('button', { name: /^Detach Visa/ }).click();
  await expect(detach.getByRole('alert')).toContainText('registered a Mastercard •••• 4444');
  await expect(detach.getByRole('alert')).toContainText('Nothing was detached');
  await detach.getByRole('radio', { name: new RegExp(annaVisa!.transactionUuid) }).check();
  await detach.getByRole('button', { name: /^Detach Visa/ }).click();
  await expect(support.getByText(new RegExp(`^Detached Visa •••• 1111.*\\(${annaVisa!.paymentToken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\) from this profile\\.$`))).toBeVisible();
  await expect(instrumentRow(support, annaVisa!.paymentToken)).toHaveCount(0);
  await expect(instrumentRow(support, annaMastercard!.paymentToken)).toHaveCount(1);
  await expect(profileView(support).getByRole('region', { name: 'Detached through the studio' })).toContainText(annaVisa!.paymentToken);
  expect((await gatewayProfile(request, CONNECTORS.alphaEur, { profileGuid: anna.guid })).paymentInstruments).toEqual([expect.objectContaining({ paymentToken: annaMastercard!.paymentToken })]);

  await findByCustomerIdentification(support, ben.customerIdentification);
  await profileView(support).getByRole('button', { name: 'Delete profile…' }).click();
  const dialog = support.getByRole('dialog', { name: 'Delete this profile?' });
  await expect(dialog).toContainText('irreversible');
  await dialog.getByRole('textbox').fill('cust-ben');
  await expect(dialog.getByRole('button', { name: 'Delete profile' })).toBeDisabled();
  await dialog.getByRole('textbox').fill(ben.customerIdentification);
  await dialog.getByRole('button', { name: 'Delete profile' }).click();
  await expect(profileView(support)).toHaveCount(0);
  expect(await gatewayProfile(request, CONNECTORS.betaEur, { profileGuid: ben.guid })).toMatchObject({ success: false, profileExists: false });
  await findByCustomerIdentification(support, ben.customerIdentification);
  await expect(support.getByRole('status').filter({ hasText: `No profile with customer identification “${ben.customerIdentification}”` })).toBeVisible();
});

test('attach a card a shop registered without a profile, creating the profile on the way', async ({ browser, request }) => {
  const registered = await transactAtGateway(request, CONNECTORS.alphaEur, 'register', { merchantTransactionId: `e2e-shop-${Date.now()}`, transactionToken: 'ix::demo-amex-gb' });
  expect(registered.success).toBe(true);
  const support = await signInAs(browser, 'support');
  await openProfiles(support);
  const attach = support.getByRole('form', { name: 'Attach an instrument' });
  await attach.getByLabel('Connector').selectOption({ label: CONNECTORS.betaEur.name });
  await attach.getByLabel('Transaction UUID').fill(registered.uuid!);
  await attach.getByLabel('Customer identification').fill('cust-e2e-new');
  await attach.getByRole('checkbox', { name: 'Create the profile if it does not exist' }).check();
  await attach.getByRole('button', { name: 'Attach instrument' }).click();
  // Gateway rule 3: the key must be the transaction's own connector.
  await expect(attach.getByRole('alert')).toContainText('CONNECTOR_MISMATCH');
  await attach.getByLabel('Connector').selectOption({ label: CONNECTORS.alphaEur.name });
  await attach.getByRole('button', { name: 'Attach instrument' }).click();
  await expect(support.getByText(/pt::/).first()).toBeVisible();
  await findByCustomerIdentification(support, 'cust-e2e-new');
  await expect(profileView(support).getByTestId('instrument-row')).toHaveCount(1);
  await expect(profileView(support)).toContainText('Amex •••• 0005');
});

test('the second merchant’s container holds its own profiles: the demo profiles are not there, its own are', async ({ browser, request }) => {
  const registered = await transactAtGateway(request, SECOND_MERCHANT_CONNECTORS.fjellEur, 'register', {
    merchantTransactionId: `e2e-fjell-${Date.now()}`, transactionToken: 'ix::demo-visa-de', customer: { firstName: 'Kari' }, customerProfileData: { customerIdentification: anna.customerIdentification },
  });
  const theirs = registered.customerProfileData!.profileGuid;
  expect(theirs).not.toBe(anna.guid);
  const support = await signInAs(browser, 'support');
  await openProfiles(support, SECOND_PROFILE_CONTAINER);
  await findByCustomerIdentification(support, anna.customerIdentification);
  // The same customer identification names another profile in this container.
  await expect(profileView(support)).toContainText(theirs);
  await expect(profileView(support)).toContainText('Kari');
  await expect(profileView(support)).not.toContainText(anna.guid);
  expect(await gatewayProfile(request, SECOND_MERCHANT_CONNECTORS.fjellNok, { profileGuid: anna.guid })).toMatchObject({ success: false, profileExists: false, profileGuid: null });
});

test('roles: a viewer sees no profiles or test transactions; QA reads profiles without changing them', async ({ browser }) => {
  const viewer = await signInAs(browser, 'viewer');
  const nav = viewer.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Connectors' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profiles' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Test transactions' })).toHaveCount(0);

  const qa = await signInAs(browser, 'qa');
  await openProfiles(qa);
  await findByCustomerIdentification(qa, anna.customerIdentification);
  await expect(profileView(qa)).toContainText(anna.guid);
  await expect(profileView(qa).getByRole('button', { name: 'Edit customer data' })).toHaveCount(0);
  await expect(profileView(qa).getByRole('button', { name: 'Delete profile…' })).toHaveCount(0);
  await expect(profileView(qa).getByRole('button', { name: /^Detach / })).toHaveCount(0);
});

test('support finds a customer by email and by name (through BI), opens the profile, and the text stays out of the address and the audit log', async ({ browser, page }) => {
  const support = await signInAs(browser, 'support');
  await openProfiles(support);
  const search = support.getByRole('form', { name: 'Find a profile' });
  await search.getByRole('radio', { name: 'Email or name' }).check();
  await search.getByRole('textbox', { name: 'Email or name' }).fill(anna.customer.email!);
  await search.getByRole('button', { name: 'Search' }).click();
  const found = support.getByRole('region', { name: 'Profiles found' });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found).toContainText(anna.customerIdentification);
  await found.getByRole('button', { name: 'Anna Berg' }).click();
  await expect(profileView(support)).toContainText(anna.guid);
  expect(support.url()).not.toContain('example.com');

  // A name (the generated history's customers are other people: no Cleo among them); words no profile has: nothing, said in words.
  await search.getByRole('textbox', { name: 'Email or name' }).fill('cleo martin');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(found.getByRole('button', { name: 'Cleo Martin' })).toBeVisible();
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await search.getByRole('textbox', { name: 'Email or name' }).fill('Nobody Here');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(found).toContainText('No profile in this container fits “Nobody Here”');

  const entries = AuditResponse.parse(await (await page.request.get('/api/audit?action=profile.search')).json()).entries;
  expect(entries.length).toBeGreaterThanOrEqual(3);
  expect(entries.map((e) => (e.detail as { found?: unknown } | null)?.found)).toContainEqual([anna.guid]);
  expect(JSON.stringify(entries)).not.toMatch(/example\.com|cleo|Nobody/i);
  await support.context().close();
});
