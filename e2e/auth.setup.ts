import { expect, test as setup } from '@playwright/test';
import { demoUser } from '@fixtures/studio-users';
import { ADMIN_STATE } from '../playwright.config';

// Signs in once through the real form; every other spec starts from this session (storageState).
setup('sign in as the demo administrator', async ({ page }) => {
  const { username, password } = demoUser('admin');
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Ada Admin');
  await page.context().storageState({ path: ADMIN_STATE });
});
