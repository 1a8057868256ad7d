import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { CARD_ROUTER_RULE_NODES } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { clickOnCanvas } from './support/editor-page';

const openCardRouter = async (page: Page) => {
  await page.goto(`/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`);
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  await expect(page.getByRole('tree', { name: 'Rule outline' }).getByRole('treeitem')).toHaveCount(CARD_ROUTER_RULE_NODES);
};

/** Presses Tab until the focus is on an outline row: the outline is reached by keyboard alone. */
const tabIntoOutline = async (page: Page) => {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'treeitem')) return;
  }
  throw new Error('Tab never reached the outline');
};

const focusedPath = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.path);

test('the outline is usable with the keyboard alone and selects nodes on the canvas', async ({ page }) => {
  await openCardRouter(page);
  const outline = page.getByRole('tree', { name: 'Rule outline' });
  const item = (path: string) => outline.locator(`[role="treeitem"][data-path="${path}"]`);
  const canvasNode = (path: string) => page.locator(`[data-testid="rule-node"][data-path="${path}"]`);

  await expect(item('tree')).toHaveAccessibleName('If Card BIN country in DE, AT, CH, rule MPR-…0001');
  await tabIntoOutline(page);
  expect(await focusedPath(page)).toBe('tree');

  // Down to the first route: tree → then → then/then → then/then/then.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight'); // expanded: moves to the first child
  await page.keyboard.press('ArrowRight');
  expect(await focusedPath(page)).toBe('tree/then/then/then');
  await expect(item('tree/then/then/then')).toHaveAccessibleName(/^Then: route to Beta Payments EUR then Alpha Acquiring EUR, rule MPR-…0004/);

  await page.keyboard.press('Enter');
  await expect(item('tree/then/then/then')).toHaveAttribute('aria-selected', 'true');
  await expect(canvasNode('tree/then/then/then')).toHaveAttribute('data-selected', 'true');
  // Focus stays in the outline after selecting.
  expect(await focusedPath(page)).toBe('tree/then/then/then');

  // Left goes to the parent, Left again folds it: the canvas folds with the outline.
  await page.keyboard.press('ArrowLeft');
  expect(await focusedPath(page)).toBe('tree/then/then');
  await page.keyboard.press('ArrowLeft');
  await expect(item('tree/then/then')).toHaveAttribute('aria-expanded', 'false');
  await expect(canvasNode('tree/then/then/then')).toHaveCount(0);
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES - 2);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);

  await page.keyboard.press('End');
  expect(await focusedPath(page)).toBe('tree/else/else/else/else/then');
  await page.keyboard.press('Home');
  await page.keyboard.press(' ');
  await expect(item('tree')).toHaveAttribute('aria-selected', 'true');
  await expect(item('tree/then/then/then')).toHaveAttribute('aria-selected', 'false');
});

test('a node selected on the canvas is selected in the outline', async ({ page }) => {
  await openCardRouter(page);
  await clickOnCanvas(page.locator('[data-testid="rule-node"][data-path="tree/else/then"]'));
  await expect(page.locator('[role="treeitem"][data-path="tree/else/then"]')).toHaveAttribute('aria-selected', 'true');
});

test('collapse below a depth and expand all fold the outline and the canvas', async ({ page }) => {
  await openCardRouter(page);
  await page.getByRole('spinbutton', { name: 'Depth' }).fill('2');
  await page.getByRole('button', { name: 'Collapse below depth' }).click();
  await expect(page.getByRole('treeitem')).toHaveCount(3);
  await expect(page.getByTestId('rule-node')).toHaveCount(3);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.getByRole('treeitem')).toHaveCount(CARD_ROUTER_RULE_NODES);
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
});
