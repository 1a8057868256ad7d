import { expect, test } from './support/studio-test';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { saveWithReview } from './support/editor-page';
import { resetSandbox, setConnectorState } from './support/sandbox';
import { csrfHeaders } from './support/sign-in';

const ROUTER = CONNECTORS.cardRouter.guid;
const routing = `/api/env/sandbox/connectors/${ROUTER}/routing`;

test.beforeEach(async ({ request }) => resetSandbox(request));
// Connector states too (a test disables one): the next spec starts from the seed.
test.afterEach(async ({ request }) => resetSandbox(request));

test('lists saved versions, compares two in words and restores one as a draft', async ({ page, request }) => {
  // A save through the studio's API, as another editor would have made it.
  const live = await (await request.get(routing)).json();
  const saved = await request.put(routing, {
    headers: await csrfHeaders(request),
    data: { document: { ...cardRouterDocument, rerouteRecurring: true }, baseRevision: live.revision, note: 'e2e: reroute recurring' },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/env/sandbox/connectors/${ROUTER}`);
  await page.getByRole('tab', { name: 'History' }).click();
  // The wide history panel narrows the canvas: its node actions wrap to a third row, all of it reachable.
  await page.getByRole('treeitem').first().click();
  const actions = page.getByRole('toolbar', { name: 'Node actions' });
  const first = actions.getByRole('button').first();
  await expect(first).toBeVisible();
  const bar = (await actions.boundingBox())!;
  expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y);
  const rows = page.getByTestId('version-row');
  const newest = rows.filter({ hasText: 'e2e: reroute recurring' }).first();
  await expect(newest).toContainText('admin');
  const newestId = Number((await newest.locator('strong').innerText()).replace('Version ', ''));
  // Counted per connector: newest first, one apart, down to version 1 (no jump where another connector saved).
  const numbers = (await rows.locator('strong').allInnerTexts()).map((t) => Number(t.replace('Version ', '')));
  expect(numbers).toEqual(numbers.map((_, i) => numbers.length - i));
  const previous = rows.filter({ hasText: `Version ${newestId - 1}` }).first();
  await newest.getByRole('checkbox').check();
  await previous.getByRole('checkbox').check();
  await expect(page.getByTestId('version-diff')).toContainText('Rerouting of recurring transactions turned on');

  await previous.getByRole('button', { name: 'Restore as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${newestId - 1} is in the editor as a draft` })).toBeVisible();
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
});

test('restores an old version: validation runs on it, then it is saved as a new version', async ({ page, request }) => {
  const headers = await csrfHeaders(request);
  const run = Date.now() % 100000;
  const put = async (document: object, note: string) => {
    const { revision } = await (await request.get(routing)).json();
    const res = await request.put(routing, { headers, data: { document, baseRevision: revision, note } });
    expect(res.status(), await res.text()).toBe(200);
  };
  // Three versions; the middle one routes by default to SEPA, which is then disabled at the gateway.
  await put({ ...cardRouterDocument, default: { connector: CONNECTORS.betaEur.guid } }, `vh${run}: Beta by default`);
  await put({ ...cardRouterDocument, default: { connector: CONNECTORS.sepa.guid } }, `vh${run}: SEPA by default`);
  await put({ ...cardRouterDocument, rerouteRecurring: true }, `vh${run}: reroute recurring`);
  await setConnectorState(request, CONNECTORS.sepa.guid, { disabled: true });

  await page.goto(`/env/sandbox/connectors/${ROUTER}`);
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('Problems (0)');
  await page.getByRole('tab', { name: 'History' }).click();
  const rows = page.getByTestId('version-row');

  // Restoring the SEPA version: validation finds what is wrong with it today, and saving waits for a fix.
  await rows.filter({ hasText: `vh${run}: SEPA by default` }).getByRole('button', { name: 'Restore as draft' }).click();
  await expect(problems).toContainText('Problems (1)');
  await expect(problems).toContainText(`Connector '${CONNECTORS.sepa.name}' is disabled`); // named, not by guid
  await expect(problems).toContainText("Connector 'SEPA Direct Debit' is disabled");
  await expect(problems).toContainText('the default connector');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  await expect(page.getByText('Fix 1 problem first')).toBeVisible();

  // Restoring the Beta version instead: valid, and saved through the review as a new version.
  const beta = rows.filter({ hasText: `vh${run}: Beta by default` });
  const betaId = Number((await beta.locator('strong').innerText()).replace('Version ', ''));
  await beta.getByRole('button', { name: 'Restore as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${betaId} is in the editor as a draft` })).toBeVisible();
  await expect(problems).toContainText('Problems (0)');
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
  const review = await saveWithReview(page, `vh${run}: back to Beta (restored version ${betaId})`);
  await expect(review).toBeHidden();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');

  const newest = rows.first();
  await expect(newest).toContainText(`vh${run}: back to Beta (restored version ${betaId})`);
  await expect(newest).toContainText('admin');
  expect(Number((await newest.locator('strong').innerText()).replace('Version ', ''))).toBeGreaterThan(betaId);
  const live = await (await request.get(routing)).json();
  expect(live.document).toMatchObject({ default: { connector: CONNECTORS.betaEur.guid }, rerouteRecurring: false, tree: cardRouterDocument.tree });
});
