import { expect, test } from './support/studio-test';
import { CONNECTORS } from '@fixtures/world';
import { openCardRouter, routingUrl } from './support/editor-page';

test('look', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(routingUrl(CONNECTORS.checkout.guid));
  await expect(page.getByTestId('rule-node').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Method' }).click();
  await page.getByTestId('rule-node').nth(1).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/look-multi-select.png' });
  await openCardRouter(page);
  await page.getByRole('tab', { name: 'Insights' }).click();
  await page.waitForTimeout(3000);
  await page.locator('.side-panel').evaluate((el) => el.scrollBy(0, 900));
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/look-insights-scrolled.png' });
});
