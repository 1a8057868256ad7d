import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { clickOnCanvas, openJsonView, replaceJson, ruleNode, saveWithReview } from './support/editor-page';
import { blockOf, CHECKOUT, chooseMethod, chooseTree, liveDocument, methodState, openCheckout, sentToGateway, sidePanel, type MultiDoc } from './support/multi-method-page';
import { resetSandbox, setConnectorState, setMultiMethodRoutingAtGateway } from './support/sandbox';
import { waitForDraftKept } from './support/drafts';

test.beforeEach(async ({ request }) => resetSandbox(request));

const byMethod = (doc: MultiDoc) => Object.fromEntries(doc.methods.map((m) => [m.method, m]));

/** Every method but `changed` is exactly as before the save. */
const expectOnlyChanged = (before: MultiDoc, after: MultiDoc, changed: string) => {
  const a = byMethod(before);
  const b = byMethod(after);
  for (const method of Object.keys(a)) if (method !== changed) expect(b[method]).toEqual(a[method]);
  expect(b[changed]).not.toEqual(a[changed]);
};

/** Save… → the review lists exactly `methods` → (acknowledge what disabling removes) → confirm → saved → reload. */
const saveAndReload = async (page: Page, methods: string[], acknowledge = false) => {
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review changes before saving' });
  await expect(dialog.getByTestId('method-changes')).toHaveCount(methods.length);
  for (const [i, method] of methods.entries()) await expect(dialog.getByTestId('method-changes').nth(i)).toHaveAttribute('data-method', method);
  const confirm = dialog.getByRole('button', { name: 'Confirm and save' });
  if (acknowledge) {
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /I understand/ }).check();
  } else await expect(dialog.getByTestId('disable-loss-review')).toHaveCount(0);
  await confirm.click();
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Payment methods' })).toBeVisible();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');
  // The save cleared the draft: nothing stale is offered back after the reload.
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toHaveCount(0);
};

test('disable a method: the studio says what the gateway removes, and the gateway receives {method, disabled: true} alone', async ({ page, request }) => {
  await openCheckout(page);
  const before = await liveDocument(page);
  await chooseMethod(page, 'Paypal');
  await sidePanel(page, 'Method');
  await page.getByRole('checkbox', { name: /Disabled/ }).check();
  await expect(methodState(page, 'Paypal')).toHaveText('Disabled');
  await expect(page.getByTestId('disable-loss')).toContainText('the gateway will remove its 3 availability rules');
  await page.getByRole('button', { name: 'Save…' }).click();
  await expect(page.getByTestId('disable-loss-review')).toContainText('Saving switches Paypal off, and the gateway will remove its 3 availability rules');
  await page.getByRole('dialog', { name: 'Review changes before saving' }).getByRole('button', { name: 'Cancel' }).click();
  await saveAndReload(page, ['Paypal'], true);

  expect(await sentToGateway(request)).toEqual([{ status: 200, json: { version: '1', methods: [{ method: 'Paypal', disabled: true } ] } }]);
  await expect(methodState(page, 'Paypal')).toHaveText('Disabled');
  const after = await liveDocument(page);
  // Exactly what the studio announced: disabled, its availability rules gone.
  expect(byMethod(after).Paypal).toEqual({ ...blockOf(before, 'Paypal'), disabled: true, availability: null });
  expectOnlyChanged(before, after, 'Paypal');
});

test('enable a method: the gateway receives that method’s whole block, enabled, and nothing else', async ({ page, request }) => {
  // Start from Paypal disabled with its rules kept (a whole block sent with disabled: true).
  await setMultiMethodRoutingAtGateway(request, CHECKOUT, { version: '1', methods: [{ ...checkoutDocument.methods[1], disabled: true }] });
  await openCheckout(page);
  const before = await liveDocument(page);
  await expect(methodState(page, 'Paypal')).toHaveText('Disabled');
  await chooseMethod(page, 'Paypal');
  await sidePanel(page, 'Method');
  await page.getByRole('checkbox', { name: /Disabled/ }).uncheck();
  await expect(methodState(page, 'Paypal')).toHaveText('Available by rules · routed by default connector');
  await saveAndReload(page, ['Paypal']);

  const expected = { ...blockOf(before, 'Paypal'), disabled: false };
  expect(await sentToGateway(request, 1)).toEqual([{ status: 200, json: { version: '1', methods: [expected] } }]);
  await expect(methodState(page, 'Paypal')).toHaveText('Available by rules · routed by default connector');
  const after = await liveDocument(page);
  expect(byMethod(after).Paypal).toEqual(expected);
  expectOnlyChanged(before, after, 'Paypal');
});

test('edit an availability rule: the gateway receives exactly the edited method block', async ({ page, request }) => {
  await openCheckout(page);
  const before = await liveDocument(page);
  await chooseMethod(page, 'DirectDebit');
  await chooseTree(page, 'availability');
  await clickOnCanvas(ruleNode(page, 'methods/2/availability/tree/else/then'));
  await sidePanel(page, 'Inspector');
  await page.getByLabel('Payment method is').selectOption('disable');
  await saveAndReload(page, ['DirectDebit']);

  const expected = blockOf<{ availability: { tree: { else: { then: { action: string } } } } }>(before, 'DirectDebit');
  expected.availability.tree.else.then.action = 'disable';
  expect(await sentToGateway(request)).toEqual([{ status: 200, json: { version: '1', methods: [expected] } }]);
  const after = await liveDocument(page);
  expect(byMethod(after).DirectDebit).toEqual(expected);
  expectOnlyChanged(before, after, 'DirectDebit');
});

test('edit a routing rule (the picker offers only the six multi-method conditions): the gateway receives exactly that block', async ({ page, request }) => {
  await openCheckout(page);
  const before = await liveDocument(page);
  await clickOnCanvas(ruleNode(page, 'methods/0/routing/tree'));
  await sidePanel(page, 'Inspector');
  const options = await page.getByLabel('Condition', { exact: true }).locator('option').allTextContents();
  expect(options).toHaveLength(6);
  await clickOnCanvas(ruleNode(page, 'methods/0/routing/tree/then'));
  await page.getByLabel('Route to', { exact: true }).selectOption(CONNECTORS.betaEur.guid);
  await saveAndReload(page, ['Creditcard']);

  const expected = blockOf<{ routing: { tree: { then: { route: { connector: string } } } } }>(before, 'Creditcard');
  expected.routing.tree.then.route.connector = CONNECTORS.betaEur.guid;
  expect(await sentToGateway(request)).toEqual([{ status: 200, json: { version: '1', methods: [expected] } }]);
  const after = await liveDocument(page);
  expect(byMethod(after).Creditcard).toEqual(expected);
  expectOnlyChanged(before, after, 'Creditcard');
});

test('a rejection (connector disabled after load) lands on the right method, tree and node', async ({ page, request }) => {
  await openCheckout(page);
  const live = await liveDocument(page);
  // A DirectDebit connector (a card connector under DirectDebit is refused before saving); the block keeps
  // its current default (`defaultConnector: null`), so the only place the gateway can name is the new route.
  await setConnectorState(request, CONNECTORS.sepa.guid, { disabled: true });
  const edited = { ...live, methods: live.methods.map((m) => (m.method === 'DirectDebit' ? { ...m, defaultConnector: null, routing: { tree: { id: null, route: { connector: CONNECTORS.sepa.guid } } } } : m)) };
  await openJsonView(page);
  await replaceJson(page, JSON.stringify(edited, null, 2));
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
  await saveWithReview(page);

  const alert = page.getByTestId('save-error');
  await expect(alert).toContainText('The gateway refused the save.');
  // DirectDebit is the only method sent, index 0 in the request the gateway received…
  const [sent] = await sentToGateway(request);
  expect(sent?.status).toBe(422);
  expect((sent?.json as MultiDoc).methods.map((m) => m.method)).toEqual(['DirectDebit']);
  // …yet the error names its place in the whole document.
  await alert.getByText('Details').click();
  await expect(alert.locator('details[open]')).toContainText('code 1013 · path methods/2/routing/tree/route/connector');
  await expect(page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'DirectDebit' })).toHaveAttribute('aria-selected', 'true');
  const highlighted = page.locator('[data-testid="rule-node"].flow-node-server-error');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toHaveAttribute('data-path', 'methods/2/routing/tree');
  await expect(page.getByRole('group', { name: 'DirectDebit routing tree' })).toBeVisible();
});

test('an unsaved edit survives a reload as a draft', async ({ page }) => {
  await openCheckout(page);
  await chooseMethod(page, 'Paypal');
  await sidePanel(page, 'Method');
  await page.getByRole('checkbox', { name: /Disabled/ }).check();
  await waitForDraftKept(page);
  await page.reload();
  await page.getByRole('region', { name: 'Unsaved draft' }).getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
  await expect(methodState(page, 'Paypal')).toHaveText('Disabled');
});

test('search finds a rule in another method and brings up its tree', async ({ page }) => {
  await openCheckout(page);
  await page.getByTestId('editor-search').fill('Customer country');
  await page.getByTestId('editor-search').press('Enter');
  await page.getByTestId('editor-search').press('Enter');
  await expect(page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'Paypal' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: 'Paypal availability tree' })).toBeVisible();
});

/** Creditcard changed at the gateway behind the editor's back (another tool or the admin interface). */
const theirChange = (live: MultiDoc) => ({ version: '1', methods: [{ ...blockOf(live, 'Creditcard'), rerouteRecurring: true }] });

/** Edits DirectDebit's availability rule and saves into a 409. */
const editIntoConflict = async (page: Page) => {
  await chooseMethod(page, 'DirectDebit');
  await chooseTree(page, 'availability');
  await clickOnCanvas(ruleNode(page, 'methods/2/availability/tree/else/then'));
  await sidePanel(page, 'Inspector');
  await page.getByLabel('Payment method is').selectOption('disable');
  await saveWithReview(page);
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this routing' });
  await expect(conflict).toBeVisible();
  return conflict;
};

test('conflict (409): see the difference per method, the draft survives a reload, then overwrite sends what differs from the new live document', async ({ page, request }) => {
  await openCheckout(page);
  const live = await liveDocument(page);
  await setMultiMethodRoutingAtGateway(request, CHECKOUT, theirChange(live));
  let conflict = await editIntoConflict(page);
  // Nothing reached the gateway's set endpoint from the studio: the BFF refused before sending.
  expect(await sentToGateway(request, 1)).toEqual([]);
  await conflict.getByRole('button', { name: 'See the difference' }).click();
  await expect(conflict.getByRole('list', { name: 'Their changes' })).toContainText('Creditcard: rerouting of recurring payments turned on');
  const yours = conflict.getByRole('list', { name: 'Your changes against the live routing' });
  await expect(yours).toContainText('DirectDebit availability');
  await expect(yours).toContainText('Creditcard: rerouting of recurring payments turned off');

  // The draft guarantee: closing and reloading keeps the edit, offered back as stale.
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await waitForDraftKept(page);
  await page.reload();
  const banner = page.getByRole('region', { name: 'Unsaved draft' });
  await expect(banner.getByTestId('draft-stale')).toBeVisible();
  await banner.getByRole('button', { name: 'Restore draft' }).click();
  await saveWithReview(page);
  conflict = page.getByRole('dialog', { name: 'Someone else saved this routing' });
  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await conflict.getByRole('button', { name: 'Overwrite their change' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByTestId('save-status')).toContainText('Saved');

  const creditcard = blockOf(live, 'Creditcard');
  const directDebit = blockOf<{ availability: { tree: { else: { then: { action: string } } } } }>(live, 'DirectDebit');
  directDebit.availability.tree.else.then.action = 'disable';
  // Overwrite makes the gateway hold the editor's document: their Creditcard change is reverted, Paypal is not sent.
  expect(await sentToGateway(request, 1)).toEqual([{ status: 200, json: { version: '1', methods: [creditcard, directDebit] } }]);
  const after = byMethod(await liveDocument(page));
  expect(after.Creditcard).toEqual(creditcard);
  expect(after.DirectDebit).toEqual(directDebit);
  expect(after.Paypal).toEqual(blockOf(live, 'Paypal'));
});

test('conflict (409): reload takes the live document with their change and drops the edit, sending nothing', async ({ page, request }) => {
  await openCheckout(page);
  const live = await liveDocument(page);
  await setMultiMethodRoutingAtGateway(request, CHECKOUT, theirChange(live));
  const conflict = await editIntoConflict(page);
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await conflict.getByRole('button', { name: 'Discard my changes and reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');
  await expect(ruleNode(page, 'methods/2/availability/tree/else/then')).toContainText(/enable/i);
  await chooseMethod(page, 'Creditcard');
  await sidePanel(page, 'Method');
  await expect(page.getByRole('checkbox', { name: /Reroute recurring/ })).toBeChecked();
  expect(await sentToGateway(request, 1)).toEqual([]);
  // Saving now starts from their revision: no conflict.
  await page.getByRole('checkbox', { name: /Reroute recurring/ }).uncheck();
  await saveWithReview(page);
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  expect(await sentToGateway(request, 1)).toEqual([{ status: 200, json: { version: '1', methods: [blockOf(live, 'Creditcard')] } }]);
});
