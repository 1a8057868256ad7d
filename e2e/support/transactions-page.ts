import { expect, type Page } from '@playwright/test';
import { TestTransactionResult } from '@contracts/bff-transactions';

/** The Test transactions page: fill the form the way QA does, and read the BFF's answer off the wire. */
export const openTestTransactions = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test transactions' }).click();
  await expect(page.getByRole('form', { name: 'Test transaction' })).toBeVisible();
  return page.getByRole('form', { name: 'Test transaction' });
};

/** Clicks `button` and returns the answer of the BFF call it makes (a run or a continue-dcc). */
export const answerOf = async (page: Page, click: () => Promise<void>): Promise<TestTransactionResult> => {
  const response = page.waitForResponse((r) => /\/(transactions|continue-dcc)$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  await click();
  return TestTransactionResult.parse(await (await response).json());
};

export const latestResult = (page: Page) => page.getByTestId('transaction-result').first();
