import { expect, test } from './support/studio-test';
import { CARD_ROUTER_RULE_NODES } from '@fixtures/routing-documents';
import { CONNECTORS, TENANT_CONNECTORS } from '@fixtures/world';

test('connector list shows the seeded connectors with kind and status', async ({ page }) => {
  await page.goto('/');
  const rows = page.getByTestId('connector-row');
  await expect(rows.filter({ hasText: CONNECTORS.cardRouter.name })).toHaveCount(1);
  await expect(rows.filter({ hasText: CONNECTORS.legacyEur.name })).toContainText(/disabled/i);
  await expect(rows.filter({ hasText: CONNECTORS.oldUsd.name })).toContainText(/archived/i);
  // Every connector of the tenant: the demo merchant's and the second merchant's.
  expect(await rows.count()).toBe(TENANT_CONNECTORS.length);
});

test('the seeded single-method meta-connector renders its whole tree as a graph', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('connector-row').filter({ hasText: CONNECTORS.cardRouter.name }).getByRole('link').first().click();
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.alphaEur.name);
  // Conditions read as sentences; routes show connector names and the failover chain in order.
  await expect(page.getByTestId('rule-node').filter({ hasText: 'Card BIN country in DE, AT, CH' })).toHaveCount(1);
  await expect(page.getByTestId('rule-node').filter({ hasText: '50 % of traffic' })).toHaveCount(1);
  await expect(page.getByTestId('rule-node').filter({ hasText: CONNECTORS.gammaChf.name }).first()).toBeVisible();
});

test('the seeded multi-method meta-connector shows a method picker with each method tree', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('connector-row').filter({ hasText: CONNECTORS.checkout.name }).getByRole('link').first().click();
  for (const method of ['Creditcard', 'Paypal', 'DirectDebit']) await expect(page.getByRole('tab', { name: new RegExp(method) })).toBeVisible();
  await page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'Paypal' }).click();
  // The editor shows one tree of the method at a time.
  await page.getByRole('tab', { name: /^Availability tree/ }).click();
  await expect(page.getByTestId('rule-node').filter({ hasText: 'enable' }).first()).toBeVisible();
});
