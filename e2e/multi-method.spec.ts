import { expect, test, type Page } from '@playwright/test';
import { CONNECTORS } from '../src/fixtures/world';
import { openJsonView, replaceJson, ruleNode, saveWithReview } from './support/editor-page';
import { checkoutApi, chooseMethod, chooseTree, methodState, openCheckout, sidePanel } from './support/multi-method-page';
import { resetSandbox, setConnectorState } from './support/sandbox';

test.beforeEach(async ({ request }) => resetSandbox(request));

type Block = { method: string } & Record<string, unknown>;
const liveDocument = async (page: Page) => (await (await page.request.get(checkoutApi)).json()).document as { methods: Block[] } & Record<string, unknown>;
const byMethod = (doc: { methods: Block[] }) => Object.fromEntries(doc.methods.map((m) => [m.method, m]));

/** Every method but `changed` is exactly as before the save. */
const expectOnlyChanged = (before: { methods: Block[] }, after: { methods: Block[] }, changed: string) => {
  const a = byMethod(before);
  const b = byMethod(after);
  for (const method of Object.keys(a)) if (method !== changed) expect(b[method]).toEqual(a[method]);
  expect(b[changed]).not.toEqual(a[changed]);
};

const saveAndReload = async (page: Page, method: string) => {
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review changes before saving' });
  // The review lists the changed method alone.
  await expect(dialog.getByTestId('method-changes')).toHaveCount(1);
  await expect(dialog.getByTestId('method-changes')).toHaveAttribute('data-method', method);
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Payment methods' })).toBeVisible();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');
};

test('disable a method and save: only that method changes', async ({ page }) => {
  await openCheckout(page);
  const before = await liveDocument(page);
  await chooseMethod(page, 'Paypal');
  await sidePanel(page, 'Method');
  await page.getByRole('checkbox', { name: /Disabled/ }).check();
  await expect(methodState(page, 'Paypal')).toHaveText('Disabled');
  await saveAndReload(page, 'Paypal');
  await expect(methodState(page, 'Paypal')).toHaveText('Disabled');
  const after = await liveDocument(page);
  expect(byMethod(after).Paypal!.disabled).toBe(true);
  expectOnlyChanged(before, after, 'Paypal');
  // What the BFF really sent to the gateway, as the audit log records it: the disabled method alone.
  const audit = await (await page.request.get('/api/audit?action=routing.save&outcome=success&limit=1')).json();
  expect(audit.entries[0].detail.sentToGateway).toEqual({ version: '1', methods: [{ method: 'Paypal', disabled: true }] });
});

test('edit an availability rule and save', async ({ page }) => {
  await openCheckout(page);
  const before = await liveDocument(page);
  await chooseMethod(page, 'DirectDebit');
  await chooseTree(page, 'availability');
  await ruleNode(page, 'methods/2/availability/tree/else/then').click();
  await sidePanel(page, 'Inspector');
  await page.getByLabel('Payment method is').selectOption('disable');
  await saveAndReload(page, 'DirectDebit');
  const after = await liveDocument(page);
  const tree = (byMethod(after).DirectDebit!.availability as { tree: { else: { then: { action: string } } } }).tree;
  expect(tree.else.then.action).toBe('disable');
  expectOnlyChanged(before, after, 'DirectDebit');
  const audit = await (await page.request.get('/api/audit?action=routing.save&outcome=success&limit=1')).json();
  expect(audit.entries[0].detail.sentToGateway.methods.map((m: { method: string }) => m.method)).toEqual(['DirectDebit']);
});

test('edit a routing rule and save; the condition picker offers only the six multi-method conditions', async ({ page }) => {
  await openCheckout(page);
  const before = await liveDocument(page);
  await ruleNode(page, 'methods/0/routing/tree').click();
  await sidePanel(page, 'Inspector');
  const options = await page.getByLabel('Condition', { exact: true }).locator('option').allTextContents();
  expect(options).toHaveLength(6);
  await ruleNode(page, 'methods/0/routing/tree/then').click();
  await page.getByLabel('Route to', { exact: true }).selectOption(CONNECTORS.betaEur.guid);
  await saveAndReload(page, 'Creditcard');
  const after = await liveDocument(page);
  const tree = (byMethod(after).Creditcard!.routing as { tree: { then: { route: { connector: string } } } }).tree;
  expect(tree.then.route.connector).toBe(CONNECTORS.betaEur.guid);
  expectOnlyChanged(before, after, 'Creditcard');
});

test('a rejection (connector disabled after load) lands on the right method, tree and node', async ({ page, request }) => {
  await openCheckout(page);
  const live = await liveDocument(page);
  await setConnectorState(request, CONNECTORS.gammaChf.guid, { disabled: true });
  const edited = { ...live, methods: live.methods.map((m) => (m.method === 'DirectDebit' ? { ...m, routing: { tree: { id: null, route: { connector: CONNECTORS.gammaChf.guid } } } } : m)) };
  await openJsonView(page);
  await replaceJson(page, JSON.stringify(edited, null, 2));
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
  await saveWithReview(page);

  const alert = page.getByTestId('save-error');
  await expect(alert).toContainText('1013');
  // DirectDebit is the only method sent (index 0 in the request), yet the error names its place in the whole document.
  await expect(alert.locator('code').first()).toHaveText(/^methods\/2\/routing\/tree/);
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
  await page.waitForTimeout(800);
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
