import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Role } from '@domain/auth/permissions';
import { demoUser } from '@fixtures/studio-users';

/** Signs in through the form as the demo user of `role`, on a page without a session. */
export const signInWithForm = async (page: Page, role: Role) => {
  const { username, password, displayName } = demoUser(role);
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(displayName);
};

/** Signs in through the form in a fresh context (no stored session): for specs about another role. */
export const signInAs = async (browser: Browser, role: Role): Promise<Page> => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInWithForm(page, role);
  return page;
};

/** The header a signed-in request context's writes need: its session's CSRF token. */
export const csrfHeaders = async (request: APIRequestContext): Promise<{ 'x-csrf-token': string }> => {
  const { csrfToken } = (await (await request.get('/api/session')).json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken };
};
