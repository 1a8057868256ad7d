import { expect, test } from '@playwright/test';
import { cardRouterDocument } from '../src/fixtures/routing-documents';
import { CONNECTORS } from '../src/fixtures/world';
import { resetSandbox } from './support/sandbox';

const ROUTER = CONNECTORS.cardRouter.guid;
const routing = `/api/env/sandbox/connectors/${ROUTER}/routing`;

test.beforeEach(async ({ request }) => resetSandbox(request));

test('lists saved versions, compares two in words and restores one as a draft', async ({ page, request }) => {
  // A save through the studio's API, as another editor would have made it.
  const { csrfToken } = await (await request.get('/api/session')).json();
  const live = await (await request.get(routing)).json();
  const saved = await request.put(routing, {
    headers: { 'x-csrf-token': csrfToken },
    data: { document: { ...cardRouterDocument, rerouteRecurring: true }, baseRevision: live.revision, note: 'e2e: reroute recurring' },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/env/sandbox/connectors/${ROUTER}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const rows = page.getByTestId('version-row');
  const newest = rows.filter({ hasText: 'e2e: reroute recurring' }).first();
  await expect(newest).toContainText('admin');
  const newestId = Number((await newest.locator('strong').innerText()).replace('Version ', ''));
  const previous = rows.filter({ hasText: `Version ${newestId - 1}` }).first();
  await newest.getByRole('checkbox').check();
  await previous.getByRole('checkbox').check();
  await expect(page.getByTestId('version-diff')).toContainText('Rerouting of recurring transactions turned on');

  await previous.getByRole('button', { name: 'Restore as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${newestId - 1} is in the editor as a draft` })).toBeVisible();
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
});
