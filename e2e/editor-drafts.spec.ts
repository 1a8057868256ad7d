import { expect, test } from './support/studio-test';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { openCardRouter, openJsonView, replaceJson, saveWithReview } from './support/editor-page';
import { resetSandbox } from './support/sandbox';
import { waitForDraftKept, waitForNoDraft } from './support/drafts';

test.beforeEach(async ({ request }) => resetSandbox(request));

const edited = { ...cardRouterDocument, default: { connector: CONNECTORS.betaEur.guid } };

test('unsaved work is offered back after a reload, and is gone once saved', async ({ page }) => {
  await openCardRouter(page);
  await openJsonView(page);
  await replaceJson(page, JSON.stringify(edited, null, 2));
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.betaEur.name);
  await waitForDraftKept(page);

  await page.reload();
  const banner = page.getByRole('region', { name: 'Unsaved draft' });
  await expect(banner).toContainText('You have unsaved changes to this routing');
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.alphaEur.name);
  await banner.getByRole('button', { name: 'Restore draft' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.betaEur.name);
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');

  await saveWithReview(page);
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  await waitForNoDraft(page);
  await page.reload();
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.betaEur.name);
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toHaveCount(0);
});

test('an edit followed at once by a reload is offered back (the draft is copied synchronously as the page goes)', async ({ page }) => {
  await openCardRouter(page);
  await openJsonView(page);
  await replaceJson(page, JSON.stringify(edited, null, 2));
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.betaEur.name);
  // No wait for the autosave: its IndexedDB write would not finish before the page is gone.
  await page.reload();
  await page.getByRole('region', { name: 'Unsaved draft' }).getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.betaEur.name);
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
});

test('a discarded draft is not offered again', async ({ page }) => {
  await openCardRouter(page);
  await openJsonView(page);
  await replaceJson(page, JSON.stringify(edited, null, 2));
  await waitForDraftKept(page);
  await page.reload();
  await page.getByRole('region', { name: 'Unsaved draft' }).getByRole('button', { name: 'Discard' }).click();
  await page.reload();
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.alphaEur.name);
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toHaveCount(0);
});
