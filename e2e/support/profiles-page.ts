import { expect, type Page } from '@playwright/test';
import { PROFILE_CONTAINER } from '@fixtures/world';

/**
 * The Profiles page: open it from the navigation and choose the container (the seeded world has
 * two: the demo merchant's, the default here, and the second merchant's), as support staff do.
 */
export const openProfiles = async (page: Page, container: string = PROFILE_CONTAINER) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).click();
  await expect(page.getByRole('heading', { name: 'Customer profiles' })).toBeVisible();
  await page.getByLabel('Customer profile container').selectOption(container);
};

export const findByCustomerIdentification = async (page: Page, customerIdentification: string) => {
  const search = page.getByRole('form', { name: 'Find a profile' });
  await search.getByRole('radio', { name: 'Customer identification' }).check();
  await search.getByRole('textbox', { name: 'Customer identification' }).fill(customerIdentification);
  await search.getByRole('button', { name: 'Look up' }).click();
};

export const profileView = (page: Page) => page.getByTestId('profile-view');
export const instrumentRow = (page: Page, token: string) => page.locator(`[data-testid="instrument-row"][data-token="${token}"]`);
