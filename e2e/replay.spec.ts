import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { openJsonView, replaceJson, routingUrl, ruleNode } from './support/editor-page';
import { historyWritten } from './support/history';
import { resetSandbox } from './support/sandbox';
import { signInAs } from './support/sign-in';

/**
 * Replay (issue 12.2): a routing editor replays the last 30 days of the Card Router's payments
 * through a draft that sends every EUR payment to Beta Payments EUR, and sees the EUR volume the
 * live document sent to Alpha move in the matrix; a moved payment opens in the simulator; the
 * draft's replayed traffic paints the canvas; the report is still there after a reload. A viewer
 * reads insights but cannot start a replay.
 */

/** The Card Router with every EUR payment sent to Beta first, as a draft typed into the JSON view. */
const eurToBetaDraft = async (page: Page) => {
  await page.goto(`${routingUrl()}?env=sandbox`);
  await expect(ruleNode(page, 'tree')).toBeVisible();
  await openJsonView(page);
  const draft = { ...cardRouterDocument, tree: { if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { route: { connector: CONNECTORS.betaEur.guid, onFail: [] } }, else: cardRouterDocument.tree } };
  await replaceJson(page, JSON.stringify(draft, null, 2));
  await expect(ruleNode(page, 'tree/then')).toContainText(CONNECTORS.betaEur.name);
};

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await historyWritten(request);
});

test('a routing editor replays last month through a draft that moves EUR to Beta and sees the moved volume in the matrix', async ({ browser }) => {
  const editor = await signInAs(browser, 'routing-editor');
  await eurToBetaDraft(editor);
  await editor.getByRole('tab', { name: 'Insights' }).click();
  await editor.getByRole('button', { name: 'Last 30 days' }).click();
  const replay = editor.getByRole('region', { name: 'Replay' });
  await replay.getByRole('button', { name: 'Replay', exact: true }).click();
  const result = replay.getByLabel('Replay result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  // Alpha (live) → Beta (draft): the EUR volume the live document's split sent to Alpha moves.
  const alphaToBeta = result.getByTestId(`cell-${CONNECTORS.alphaEur.guid}-${CONNECTORS.betaEur.guid}`);
  await expect(alphaToBeta).toHaveClass(/replay-moves/);
  await expect(alphaToBeta).toContainText(/[\d,]+ EUR/);
  await expect(result.getByTestId('moved-share')).toHaveText(/^\d+(\.\d)? ?%$/);
  expect(Number((await result.getByTestId('moved-share').innerText()).replace(/[^\d.]/g, ''))).toBeGreaterThan(0);
  // The outcome estimate beside it (issue 41.1): the headline in words, every figure with its interval.
  const outcome = replay.getByRole('region', { name: 'Outcome estimate' });
  await expect(outcome.getByTestId('outcome-headline')).toHaveText(/^Approval \d+(\.\d)? % → \d+(\.\d)? %, [+−]?\d+(\.\d)? pp \(95 %: .+ to .+\); fees .+ EUR \(95 %: .+\) over the window; net .+ EUR \(95 %: .+\); on [\d,]+ payments(; .+)?\.$/, { timeout: 30_000 });
  const figures = outcome.getByRole('table', { name: 'Outcome: live, draft and the difference' });
  for (const metric of ['Approval (after failover)', 'First-attempt approval', 'Fees', 'Net (approved volume − fees)']) {
    const cells = figures.getByRole('row', { name: new RegExp(`^${metric.replace(/[()]/g, '\\$&')}`) }).getByRole('cell');
    await expect(cells).toHaveCount(3);
    for (const cell of await cells.all()) await expect(cell).toContainText(/95 %: .+ to .+/);
  }
  await outcome.getByText(/^Per moved cell/).click();
  await expect(outcome.getByRole('table', { name: 'Outcome per moved cell' }).getByRole('rowheader', { name: `${CONNECTORS.alphaEur.name} → ${CONNECTORS.betaEur.name}` })).toBeVisible();

  // Volume per connector: Alpha loses, Beta gains.
  const volume = result.getByRole('table', { name: 'Volume per connector before and after' });
  await expect(volume.getByRole('row', { name: new RegExp(CONNECTORS.alphaEur.name) }).locator('td').nth(1)).toHaveClass(/replay-loss/);
  await expect(volume.getByRole('row', { name: new RegExp(CONNECTORS.betaEur.name) }).locator('td').nth(1)).toHaveClass(/replay-gain/);

  // The draft's replayed traffic on the canvas: the new root is passed by every replayed payment.
  await result.getByLabel("Paint the draft's replayed traffic on the canvas").check();
  await expect(ruleNode(editor, 'tree')).toHaveAttribute('data-traffic', /^100 % · [\d,]+ payments$/);

  // A moved payment opens in the simulator, draft and live side by side.
  const moved = result.getByRole('table', { name: 'Payments that move' });
  await expect(moved.getByRole('row').nth(1)).toContainText(`${CONNECTORS.alphaEur.name} → ${CONNECTORS.betaEur.name}`);
  await moved.getByRole('button', { name: 'Simulate' }).first().click();
  await expect(editor.getByRole('tab', { name: 'Simulate' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor.getByText('Draft and live differ: your unsaved changes send this transaction elsewhere.')).toBeVisible();
  // With the replay's own seed the simulator draws any split as the replay did: live sends it to Alpha, the draft to Beta.
  await expect(editor.getByRole('region', { name: 'Live result' }).getByRole('paragraph').first()).toContainText(CONNECTORS.alphaEur.name);
  await expect(editor.getByRole('region', { name: 'Draft result' }).getByRole('paragraph').first()).toContainText(CONNECTORS.betaEur.name);

  // The report is kept with the draft: after a reload (the draft restored) it is there again.
  await editor.reload();
  await editor.getByRole('button', { name: 'Restore draft' }).click();
  await editor.getByRole('tab', { name: 'Insights' }).click();
  const kept = editor.getByRole('region', { name: 'Replay' });
  await expect(kept.getByTestId('moved-share')).toBeVisible({ timeout: 15_000 });
  await expect(kept.getByText('The draft has changed since this replay')).toHaveCount(0);
  await expect(kept.getByTestId('outcome-headline')).toBeVisible();
});

test('an estimate names what it cannot know: GBP sent to a connector that never had a GBP payment is unknown, or valued at its average when the editor says so', async ({ browser }) => {
  const editor = await signInAs(browser, 'routing-editor');
  await editor.goto(`${routingUrl()}?env=sandbox`);
  await expect(ruleNode(editor, 'tree')).toBeVisible();
  await openJsonView(editor);
  const draft = { ...cardRouterDocument, tree: { if: { constraint: 'Currency', params: { currency: 'GBP' } }, then: { route: { connector: CONNECTORS.alphaUsd.guid, onFail: [] } }, else: cardRouterDocument.tree } };
  await replaceJson(editor, JSON.stringify(draft, null, 2));
  await editor.getByRole('tab', { name: 'Insights' }).click();
  await editor.getByRole('button', { name: 'Last 30 days' }).click();
  const replay = editor.getByRole('region', { name: 'Replay' });
  await replay.getByRole('button', { name: 'Replay', exact: true }).click();
  const outcome = replay.getByRole('region', { name: 'Outcome estimate' });
  const unknown = outcome.getByTestId('outcome-unknown');
  await expect(unknown).toContainText(/Unknown: (about )?[\d,]+ payments? \([\d.]+ % of the volume\)/, { timeout: 30_000 });
  await expect(unknown).toContainText(`${CONNECTORS.alphaUsd.name} (`);
  await expect(outcome.getByTestId('outcome-headline')).toContainText('unknown: no evidence where a document sends them');

  await outcome.getByLabel('Where a connector has no evidence for a kind of payment:').selectOption('connector-average');
  const assumed = outcome.getByTestId('outcome-assumed');
  await expect(assumed).toContainText(/Assumed: (about )?[\d,]+ payments?/, { timeout: 30_000 });
  await expect(assumed).toContainText(CONNECTORS.alphaUsd.name);
  await expect(outcome.getByTestId('outcome-headline')).toContainText("assumed at their connector's average");
  await expect(outcome.getByTestId('outcome-unknown')).toHaveCount(0);
});

test("a multi-method connector's replay: its unchanged draft moves nothing, every payment stays on the diagonal, and its estimate says 0", async ({ browser }) => {
  const editor = await signInAs(browser, 'routing-editor');
  await editor.goto(`${routingUrl(CONNECTORS.checkout.guid)}?env=sandbox`);
  await editor.getByRole('tab', { name: 'Insights' }).click();
  const replay = editor.getByRole('region', { name: 'Replay' });
  await replay.getByRole('button', { name: 'Replay', exact: true }).click();
  const result = replay.getByLabel('Replay result');
  await expect(result.getByTestId('moved-share')).toHaveText(/^0 ?%$/, { timeout: 30_000 });
  await expect(result.getByText('No payment goes elsewhere with the draft.')).toBeVisible();
  await expect(result.getByRole('table', { name: 'Live connector × draft connector' }).locator('td.replay-moves')).toHaveCount(0);
  // Its outcome estimate (issue 41.1, through each payment's method block): the same document changes nothing, exactly.
  const outcome = replay.getByRole('region', { name: 'Outcome estimate' });
  await expect(outcome.getByTestId('outcome-headline')).toHaveText(/^Approval \d+\.\d % → \d+\.\d %, 0\.0 pp \(95 %: 0\.0 to 0\.0\); .+; on [\d,]+ payments/, { timeout: 30_000 });
});

test('a viewer reads insights but cannot start a replay', async ({ browser }) => {
  const viewer = await signInAs(browser, 'viewer');
  await viewer.goto(`${routingUrl()}?env=sandbox`);
  await viewer.getByRole('tab', { name: 'Insights' }).click();
  const replay = viewer.getByRole('region', { name: 'Replay' });
  await expect(replay.getByText('Your role can read insights but not start a replay')).toBeVisible();
  await expect(replay.getByRole('button', { name: 'Replay', exact: true })).toHaveCount(0);
});
