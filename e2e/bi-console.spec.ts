import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { AuditResponse } from '@contracts/bff-auth';
import { SEED_PROFILES } from '@fixtures/profiles';
import { biAtGateway } from './support/gateway-direct';
import { historyWritten } from './support/history';
import { signInAs } from './support/sign-in';

/**
 * The BI query console against the sandbox's real BI data source (the seeded records and the
 * generated history of the e2e run): the spec's example queries one click away, the answers equal
 * to the data source's own, completion, refusals in words, and the audit log.
 */
const openConsole = async (page: Page) => {
  await page.goto('/bi?env=sandbox');
  await expect(page.getByRole('heading', { name: 'BI query console' })).toBeVisible();
};

const COUNT_BY_STATUS = { size: 0, query: { bool: { filter: [{ range: { created_at: { gte: 'now-24h' } } }] } }, aggs: { by_status: { terms: { field: 'status' } } } };

// The e2e studio writes its generated history after it starts; counts compared with the data
// source's own must wait until it is written, or the console and the direct query see different
// moments of it.
test.beforeEach(async ({ request }) => {
  await historyWritten(request);
});

test('a viewer runs the spec’s examples: counts by status equal the data source’s, a uuid lookup finds the record, the volume table nests', async ({ browser, request }) => {
  const viewer = await signInAs(browser, 'viewer');
  await openConsole(viewer);

  await viewer.getByRole('button', { name: 'Count by status, last 24 hours' }).click();
  await viewer.getByRole('button', { name: 'Run query' }).click();
  const byStatus = viewer.getByRole('region', { name: 'Aggregation by_status' });
  await expect(byStatus).toBeVisible();
  const direct = await biAtGateway(request, COUNT_BY_STATUS);
  const buckets = (direct.aggregations!.by_status as { buckets: Array<{ key: string; doc_count: number }> }).buckets;
  for (const b of buckets) await expect(byStatus.getByRole('row', { name: new RegExp(`^${b.key} ${b.doc_count.toLocaleString('en')}`) })).toBeVisible();

  const seeded = SEED_PROFILES.anna.instruments[0]!.transactionUuid;
  await viewer.getByRole('button', { name: 'Look up a transaction by uuid' }).click();
  await viewer.getByLabel('Query string').fill(`uuid:${seeded}`);
  await viewer.getByRole('button', { name: 'Run query' }).click();
  await expect(viewer.getByRole('status').filter({ hasText: /^1 hit · live data/ })).toBeVisible();
  await viewer.getByRole('button', { name: seeded }).click();
  await expect(viewer.getByRole('region', { name: `Record ${seeded}` })).toContainText('"type": "register"');

  await viewer.getByRole('button', { name: 'Volume per method and currency, last month' }).click();
  await viewer.getByRole('button', { name: 'Run query' }).click();
  const methods = viewer.getByRole('region', { name: 'Aggregation methods' });
  await expect(methods.getByRole('columnheader', { name: 'currencies' })).toBeVisible();
  await expect(methods.getByRole('row', { name: /^Creditcard / })).toBeVisible();
  await viewer.getByRole('button', { name: 'Raw JSON' }).click();
  await expect(viewer.getByTestId('bi-raw')).toContainText('"volume"');
});

test('completion offers clauses and field names; a refused query says why; every query is audited without its values', async ({ browser, page }) => {
  const admin = await signInAs(browser, 'admin');
  await openConsole(admin);
  const editor = admin.locator('.dsl-editor .cm-content');
  await editor.click();
  await admin.keyboard.press('Control+a');
  // Inserted as a paste would: typing would let the editor close brackets as the user goes.
  await admin.keyboard.insertText('{"query": {"te');
  await admin.keyboard.press('Control+Space');
  await expect(admin.locator('.cm-tooltip-autocomplete')).toContainText('term');
  await admin.keyboard.press('Escape');

  await admin.keyboard.press('Control+a');
  await admin.keyboard.insertText('{"query": {"nonsense": {}}, "size": 1}');
  await admin.getByRole('button', { name: 'Run query' }).click();
  await expect(admin.getByRole('alert')).toContainText('The BI data source refused the query');
  await expect(admin.getByRole('alert')).toContainText('nonsense');

  const audit = AuditResponse.parse(await (await page.request.get('/api/audit?action=bi.query&actor=admin')).json());
  expect(audit.entries[0]).toMatchObject({ action: 'bi.query', outcome: 'refused' });
});

test('a misspelt field is named as the person types, with the field meant, and runs anyway; a query that cannot run clears the last answer', async ({ page }) => {
  await openConsole(page);
  await page.getByRole('button', { name: 'Count by status, last 24 hours' }).click();
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page.getByRole('region', { name: 'Aggregation by_status' })).toBeVisible();
  const editor = page.locator('.dsl-editor .cm-content');
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(JSON.stringify({ size: 0, query: { term: { stauts: 'error' } }, aggs: { by: { terms: { field: 'connectr_name' } } } }));
  const warning = page.getByTestId('bi-unknown-fields');
  await expect(warning).toContainText('stauts (did you mean status?)');
  await expect(warning).toContainText('connectr_name (did you mean connector_name?)');
  // A warning, not a refusal: the query runs as OpenSearch would run it.
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText('{"size": 0,');
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page.getByRole('alert')).toContainText('The query is not valid JSON');
  await expect(page.getByRole('region', { name: 'Results' })).toHaveCount(0);
});
