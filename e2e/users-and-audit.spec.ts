import { expect, test } from './support/studio-test';
import { demoUser } from '@fixtures/studio-users';
import { signInAs } from './support/sign-in';

test('a wrong password is refused with a clear message, the right one signs in', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill('viewer');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong username or password.');
  await page.getByLabel('Password').fill(demoUser('viewer').password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Vera Viewer');
  await context.close();
});

test('a viewer sees neither user management nor the audit log', async ({ browser }) => {
  const page = await signInAs(browser, 'viewer');
  await expect(page.getByRole('link', { name: 'Connectors' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.close();
});

test('an administrator adds a user, the new user signs in, and the audit log shows both', async ({ page, browser }) => {
  const username = `dana${Date.now() % 100000}`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Users' }).click();
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Name', { exact: true }).fill('Dana Routing');
  await form.getByLabel('Role').selectOption('routing-editor');
  await form.getByLabel('Password').fill('dana-Strong-2026');
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByTestId('user-row').filter({ hasText: username })).toBeVisible();

  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const dana = await other.newPage();
  await dana.goto('/');
  await dana.getByLabel('Username').fill(username);
  await dana.getByLabel('Password').fill('dana-Strong-2026');
  await dana.getByRole('button', { name: 'Sign in' }).click();
  await expect(dana.getByTestId('user-menu')).toContainText('Dana Routing');
  await other.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('search').getByLabel('Target').fill(`user:${username}`);
  await expect(page.getByTestId('audit-row').filter({ hasText: 'user.create' })).toHaveCount(1);
  await page.getByRole('search').getByLabel('Target').fill('');
  await page.getByRole('search').getByLabel('Actor').fill(username);
  await expect(page.getByTestId('audit-row').filter({ hasText: 'session.login' }).first()).toContainText('success');
});

test('signing out returns to the sign-in form', async ({ browser }) => {
  const page = await signInAs(browser, 'qa');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.close();
});

test('a refused change is in the audit log with its reason', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Users' }).click();
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Username').fill('viewer');
  await form.getByLabel('Name', { exact: true }).fill('A second viewer');
  await form.getByLabel('Password').fill('second-Viewer-2026');
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form.getByRole('alert')).toHaveText("A user named 'viewer' exists already");

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('search').getByLabel('Target').fill('user:viewer');
  await page.getByRole('search').getByLabel('Outcome').selectOption('refused');
  const row = page.getByTestId('audit-row').filter({ hasText: 'user.create' }).first();
  await expect(row).toContainText('refused');
  // The reason in words, its code one click away; people by display name.
  await expect(row).toContainText("A user named 'viewer' exists already");
  await expect(row.locator('.audit-reason details')).toContainText('USERNAME_TAKEN');
  await expect(row).toContainText(demoUser('admin').displayName);
});
