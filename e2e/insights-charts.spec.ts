import { expect, test } from './support/studio-test';
import { routingUrl } from './support/editor-page';
import { historyWritten } from './support/history';
import { signInAs } from './support/sign-in';

/**
 * Insights per meta-connector (issue 12.1) against the sandbox's generated history: a routing
 * editor opens the Card Router's Insights, sees the charts drawn with numbers, reads one as a
 * table, narrows every chart with a breakdown filter and opens a chart's query in the BI console.
 */


const paymentsIn = (text: string) => Number(/([\d,]+) payments/.exec(text)![1]!.replace(/,/g, ''));

test.beforeEach(async ({ request }) => {
  await historyWritten(request);
});

test("a routing editor reads the Card Router's traffic in charts, as a table, filtered, and opens a chart's query", async ({ browser }) => {
  const editor = await signInAs(browser, 'routing-editor');
  await editor.goto(`${routingUrl()}?env=sandbox`);
  await editor.getByRole('tab', { name: 'Insights' }).click();
  await editor.getByRole('button', { name: 'Last 90 days', exact: true }).click();

  // The charts are drawn, with numbers.
  const totals = editor.getByTestId('traffic-totals');
  await expect(totals).toContainText(/[\d,]+ payments · [\d,]+ EUR · [\d.]+ % succeeded/, { timeout: 30_000 });
  const all = paymentsIn(await totals.innerText());
  expect(all).toBeGreaterThan(100);
  const overTime = editor.getByRole('region', { name: 'Per connector over time' });
  await expect(overTime.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(overTime.locator('.recharts-legend-item').first()).toContainText(/Acquiring|Payments|Cards/);
  await expect(editor.getByTestId('failover-share')).toHaveText(/^[\d.]+ %$/);
  await expect(editor.getByRole('region', { name: 'Decline codes per connector' }).locator('.recharts-bar-rectangle').first()).toBeVisible();

  // The same numbers as a table.
  await overTime.getByRole('button', { name: 'Table' }).click();
  const table = overTime.getByRole('table', { name: 'Payments over time' });
  await expect(table).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(10);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d+$/);

  // A breakdown bar narrows every chart to its value.
  const breakdown = editor.getByRole('region', { name: 'Breakdown' });
  await breakdown.getByLabel('By').selectOption('currency');
  await breakdown.locator('.recharts-bar-rectangle').first().hover();
  await expect(breakdown.locator('.chart-tooltip')).toContainText(/[\d,]+ payments/);
  const top = (await breakdown.locator('.chart-tooltip strong').innerText()).trim();
  const topPayments = paymentsIn(await breakdown.locator('.chart-tooltip').innerText());
  await breakdown.locator('.recharts-bar-rectangle').first().click();
  await expect(editor.getByRole('list', { name: 'Filters' })).toContainText(`Currency: ${top}`);
  await expect(totals).toContainText(`${topPayments.toLocaleString('en')} payments`);
  expect(topPayments).toBeLessThan(all);

  // A chart's own query opens in the console.
  await editor.getByRole('region', { name: 'Failover' }).getByRole('button', { name: 'Open in query console' }).click();
  await expect(editor.getByRole('heading', { name: 'BI query console' })).toBeVisible();
  // The editor draws only the lines in view: the query's head names the window's field and the filter.
  await expect(editor.locator('.dsl-editor')).toContainText('api_call_at');
  await expect(editor.locator('.dsl-editor')).toContainText('"currency"');
});
