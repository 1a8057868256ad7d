import { expect, test } from './support/studio-test';
import { CONNECTORS, TEST_CARDS } from '@fixtures/world';
import { gatewayTransaction } from './support/gateway-direct';
import { resetSandbox } from './support/sandbox';
import { signInAs } from './support/sign-in';
import { answerOf, latestResult, openTestTransactions } from './support/transactions-page';

/** The test card's option as the form labels it (brand, last four, BIN country, card currency, behaviour). */
const usdCard = () => {
  const c = TEST_CARDS.find((t) => t.cardCurrency === 'USD' && t.behaviour === 'success')!;
  return { label: `Mastercard •••• ${c.lastFourDigits} · ${c.binCountry} · ${c.cardCurrency} card · succeeds` };
};

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a debit through the Card Router: the answer in the studio, the routing and attempts at the gateway', async ({ browser, request }) => {
  const qa = await signInAs(browser, 'qa');
  const form = await openTestTransactions(qa);
  await form.getByLabel('Connector').selectOption({ label: CONNECTORS.cardRouter.name });
  await form.getByLabel('Amount').fill('25.00');
  const { response } = await answerOf(qa, () => form.getByRole('button', { name: 'Send debit' }).click());
  await expect(latestResult(qa)).toHaveAttribute('data-return-type', 'FINISHED');
  await expect(latestResult(qa)).toContainText(response.uuid!);
  const atGateway = await gatewayTransaction(request, response.uuid!);
  expect(atGateway).toMatchObject({ type: 'debit', status: 'success', amount: '25.00', currency: 'EUR', metaConnectorGuid: CONNECTORS.cardRouter.guid });
  expect(atGateway.attempts.at(-1)!.connectorGuid).toBe(atGateway.routing!.decision!.connector);

  // Where it went, in the studio: the attempts from BI, and one click to the route on the graph.
  const went = latestResult(qa).locator('xpath=..').getByRole('region', { name: 'Where it went' });
  const names = new Map(Object.values(CONNECTORS).map((c) => [c.guid, c.name]));
  for (const attempt of atGateway.attempts) await expect(went.getByRole('list', { name: 'Attempts' })).toContainText(`Attempt ${attempt.attempt}: ${names.get(attempt.connectorGuid)}`);
  // The connector routing chose, in a sentence, said where it came from.
  await expect(went.getByTestId('chosen-connector')).toContainText(`Routing chose ${names.get(atGateway.attempts[0]!.connectorGuid)}`);
  await expect(went.getByTestId('chosen-connector')).toContainText("From the gateway's BI records of this payment.");
  await went.getByRole('link', { name: /Show the route and why on Card Router’s graph/ }).click();
  const chosen = names.get(atGateway.routing!.decision!.connector!)!;
  await expect(qa.getByTestId('sim-decision')).toContainText('Routes to');
  // The 25.00 EUR Visa (DE) reaches the Card Router's 50 % split: the simulator draws its own number, so the
  // gateway's connector must be one of the split's shares; without a split on the path it must be the decision.
  const shares = qa.locator('table.sim-shares');
  if (await shares.count()) await expect(shares.first()).toContainText(chosen);
  else await expect(qa.getByTestId('sim-decision')).toContainText(`Routes to ${chosen}`);
});

test('DCC: the payer sees both amounts, chooses USD, and the gateway charges the converted amount; both steps are audited', async ({ browser, page, request }) => {
  const qa = await signInAs(browser, 'qa');
  const form = await openTestTransactions(qa);
  await form.getByLabel('Connector').selectOption({ label: `${CONNECTORS.alphaEur.name} · DCC` });
  await form.getByLabel('Test card', { exact: true }).selectOption(usdCard());
  await form.getByLabel('Amount').fill('100.00');
  await form.getByLabel('Request a DCC quote (requestDcc)').check();
  const quoted = await answerOf(qa, () => form.getByRole('button', { name: 'Send debit' }).click());
  expect(quoted.response).toMatchObject({ returnType: 'PENDING_DCC', dccData: { convertedCurrency: 'USD' } });
  const choice = qa.getByTestId('dcc-choice');
  await expect(choice).toContainText(quoted.response.dccData!.disclaimer);
  const { convertedAmount } = quoted.response.dccData!;
  await expect(choice.getByRole('button', { name: 'Pay 100.00 EUR' })).toBeVisible();
  const continued = await answerOf(qa, () => choice.getByRole('button', { name: `Pay ${convertedAmount} USD` }).click());
  expect(continued.response).toMatchObject({ success: true, returnType: 'FINISHED', uuid: quoted.response.uuid });
  await expect(qa.getByTestId('transaction-result').filter({ hasText: 'continue-dcc' })).toHaveAttribute('data-return-type', 'FINISHED');

  const atGateway = await gatewayTransaction(request, quoted.response.uuid!);
  expect(atGateway).toMatchObject({ status: 'success', amount: convertedAmount, currency: 'USD' });
  expect(atGateway.attempts).toEqual([expect.objectContaining({ status: 'success', amount: convertedAmount, currency: 'USD' })]);

  await page.goto('/admin/audit?env=sandbox');
  await page.getByRole('combobox', { name: 'Action' }).selectOption('DCC continued');
  await expect(page.getByTestId('audit-row').first()).toContainText('DCC continued: paid in USD: finished');
  await page.getByRole('combobox', { name: 'Action' }).selectOption('Test transaction sent');
  await expect(page.getByTestId('audit-row').first()).toContainText('Test transaction sent: debit 100.00 EUR: waiting for the DCC choice');
});

test('a register with a customer identification stores the card in a new profile; the result links to it', async ({ browser }) => {
  const qa = await signInAs(browser, 'qa');
  const form = await openTestTransactions(qa);
  await form.getByLabel('Operation').selectOption('register');
  await form.getByLabel('Connector').selectOption({ label: `${CONNECTORS.alphaEur.name} · DCC` });
  await form.getByRole('radio', { name: 'By customer identification' }).check();
  await form.getByRole('textbox', { name: 'Customer identification' }).fill('cust-e2e-qa');
  await form.getByLabel('First name').fill('Quentin');
  const { response } = await answerOf(qa, () => form.getByRole('button', { name: 'Send register' }).click());
  const profileGuid = response.customerProfileData!.profileGuid;
  await latestResult(qa).getByRole('link', { name: profileGuid }).click();
  await expect(qa.getByTestId('profile-view')).toContainText(profileGuid);
  await expect(qa.getByTestId('profile-view')).toContainText('Quentin');
  await expect(qa.locator(`[data-testid="instrument-row"][data-token="${response.customerProfileData!.paymentToken}"]`)).toContainText('Visa •••• 1111');
});

test('a preauthorize, then its capture from the follow-up shortcut: the capture goes to the connector that authorised it', async ({ browser, request }) => {
  const qa = await signInAs(browser, 'qa');
  const form = await openTestTransactions(qa);
  await form.getByLabel('Operation').selectOption('preauthorize');
  await form.getByLabel('Connector').selectOption({ label: CONNECTORS.cardRouter.name });
  await form.getByLabel('Amount').fill('40.00');
  const pre = await answerOf(qa, () => form.getByRole('button', { name: 'Send preauthorize' }).click());
  await qa.getByRole('group', { name: 'Follow-ups' }).first().getByRole('button', { name: 'Capture…' }).click();
  await expect(form.getByLabel('Reference transaction UUID')).toHaveValue(pre.response.uuid!);
  await form.getByLabel('Amount').fill('30.00');
  const capture = await answerOf(qa, () => form.getByRole('button', { name: 'Send capture' }).click());
  expect(capture.response).toMatchObject({ success: true, returnType: 'FINISHED' });
  const [authorised, captured] = [await gatewayTransaction(request, pre.response.uuid!), await gatewayTransaction(request, capture.response.uuid!)];
  expect(captured).toMatchObject({ type: 'capture', referenceUuid: pre.response.uuid, amount: '30.00', connectorGuid: authorised.connectorGuid });
  expect(captured.routing).toBeNull();
});

test('a debit paid by the referenceUuid of a register: no token, no payment page, the card shown from returnData', async ({ browser, request }) => {
  const qa = await signInAs(browser, 'qa');
  const form = await openTestTransactions(qa);
  await form.getByLabel('Operation').selectOption('register');
  await form.getByLabel('Connector').selectOption({ label: CONNECTORS.betaEur.name });
  await form.getByLabel('Test card', { exact: true }).selectOption(usdCard());
  const registered = await answerOf(qa, () => form.getByRole('button', { name: 'Send register' }).click());
  expect(registered.response).toMatchObject({ success: true, returnType: 'FINISHED' });

  await form.getByLabel('Operation').selectOption('debit');
  await form.getByLabel('Connector').selectOption({ label: CONNECTORS.cardRouter.name });
  await form.getByRole('radio', { name: 'Pay with a registered instrument (referenceUuid)' }).check();
  await form.getByLabel('Registering transaction UUID').fill(registered.response.uuid!);
  await form.getByLabel('Amount').fill('19.99');
  const paid = await answerOf(qa, () => form.getByRole('button', { name: 'Send debit' }).click());
  expect(paid.response).toMatchObject({ success: true, returnType: 'FINISHED', returnData: { _TYPE: 'cardData', type: 'mastercard', expiryMonth: 12, expiryYear: 2030 } });
  await expect(latestResult(qa)).toHaveAttribute('data-return-type', 'FINISHED');
  await expect(latestResult(qa)).toContainText('Mastercard •••• 4444 · expires 12/2030');
  const atGateway = await gatewayTransaction(request, paid.response.uuid!);
  expect(atGateway).toMatchObject({ referenceUuid: registered.response.uuid, connectorGuid: CONNECTORS.betaEur.guid, routing: { decision: { kind: 'stored-instrument' } } });
});

test('a request the gateway refuses shows its code and message, and the form keeps what was typed', async ({ browser }) => {
  const qa = await signInAs(browser, 'qa');
  const form = await openTestTransactions(qa);
  await form.getByLabel('Connector').selectOption({ label: `${CONNECTORS.alphaEur.name} · DCC` });
  await form.getByRole('radio', { name: 'Pay with a stored payment token' }).check();
  await form.getByLabel('Payment token', { exact: true }).fill('pt::00000000000000000000');
  await form.getByLabel('Amount').fill('12.34');
  await form.getByRole('button', { name: 'Send debit' }).click();
  const alert = qa.getByRole('alert').filter({ hasText: '1002' });
  await expect(alert).toContainText("Invalid parameter 'transactionToken'");
  await expect(form.getByLabel('Amount')).toHaveValue('12.34');
  await expect(form.getByLabel('Payment token', { exact: true })).toHaveValue('pt::00000000000000000000');
});
