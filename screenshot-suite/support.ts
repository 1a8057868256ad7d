import { expect, type Page, type TestInfo } from '@playwright/test';
import type { Role } from '../src/domain/auth/permissions';
import { demoUser } from '../src/fixtures/studio-users';

/** Signs in through the form as the demo user of `role`, in this test's own (fresh) context. */
export const signIn = async (page: Page, role: Role) => {
  const { username, password, displayName } = demoUser(role);
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(displayName);
};

/** screenshots/<viewport>/<name>.png: what the viewport showed, not the whole scrolled page (that is what a person sees first). */
export const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  // Let transitions, fonts and React Flow's first fit settle.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/${testInfo.project.name}/${name}.png` });
};
