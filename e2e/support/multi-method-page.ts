import { expect, type Page } from '@playwright/test';
import { CONNECTORS } from '../../src/fixtures/world';
import { routingUrl } from './editor-page';

/** Helpers for the multi-method editor specs (the seeded Checkout meta-connector). */

export const CHECKOUT = CONNECTORS.checkout.guid;
export const checkoutApi = `/api/env/sandbox/connectors/${CHECKOUT}/routing`;

export const openCheckout = async (page: Page) => {
  await page.goto(routingUrl(CHECKOUT));
  await expect(page.getByRole('tablist', { name: 'Payment methods' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Creditcard routing tree' })).toBeVisible();
};

export const chooseMethod = (page: Page, method: string) => page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: method }).click();

export const chooseTree = (page: Page, kind: 'availability' | 'routing') => page.locator(`.tree-switch [data-tree="${kind}"]`).click();

export const sidePanel = (page: Page, name: 'Inspector' | 'Method' | 'Document' | 'JSON' | 'Simulate') =>
  page.getByRole('tablist', { name: 'Side panel' }).getByRole('tab', { name }).click();

export const methodState = (page: Page, method: string) => page.locator(`[data-method="${method}"] [data-testid="method-state"]`);
