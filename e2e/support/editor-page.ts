import { expect, type Page } from '@playwright/test';
import { CARD_ROUTER_RULE_NODES } from '../../src/fixtures/routing-documents';
import { CONNECTORS } from '../../src/fixtures/world';

/** Helpers for the routing editor specs (save, JSON view, drafts). */

export const ROUTER = CONNECTORS.cardRouter.guid;
export const routingUrl = (guid = ROUTER) => `/env/sandbox/connectors/${guid}`;

export const openCardRouter = async (page: Page) => {
  await page.goto(routingUrl());
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
};

export const openJsonView = async (page: Page) => {
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.getByTestId('json-editor').locator('.cm-content')).toBeVisible();
};

/** Replaces the JSON view's whole text, as a paste would. */
export const replaceJson = async (page: Page, text: string) => {
  await page.getByTestId('json-editor').locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
};

export const ruleNode = (page: Page, path: string) => page.locator(`[data-testid="rule-node"][data-path="${path}"]`);

/** Save… → review → Confirm. Returns the review dialog for further checks. */
export const saveWithReview = async (page: Page, note?: string) => {
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review changes before saving' });
  await expect(dialog).toBeVisible();
  if (note) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  return dialog;
};
