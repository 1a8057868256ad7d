import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { changePaths } from '@contracts/bff-change-requests';
import { CONNECTORS } from '@fixtures/world';
import { gatewayRouting, openCardRouter, openJsonView, replaceJson, ROUTER } from './support/editor-page';
import { resetSandbox } from './support/sandbox';
import { csrfHeaders, signInAs } from './support/sign-in';

/**
 * Change control (issue 14) in the browser. The window test's clock is one the test controls:
 * the e2e studio runs with a movable change-control clock (STUDIO_TEST_CLOCK=1 in
 * playwright.config.ts); the window starts now and lasts four hours, and the test moves the clock
 * past its end (POST /api/test/clock) instead of waiting. The scheduler itself is the real one,
 * polling every second (CHANGE_SCHEDULER_POLL_MS). The clock stays moved for the rest of the run:
 * keep the window test the last one that schedules anything.
 */
const moveChangeClock = async (request: APIRequestContext, advanceMs: number) => {
  const moved = await request.post(changePaths.testClock, { headers: await csrfHeaders(request), data: { advanceMs } });
  expect(moved.status(), await moved.text()).toBe(200);
};
const settings = '/api/env/sandbox/settings';
const setApprovalRequired = async (request: APIRequestContext, on: boolean) => {
  expect((await request.put(settings, { headers: await csrfHeaders(request), data: { approvalRequired: on, reason: 'e2e: four eyes for this test' } })).status()).toBe(200);
};

/**
 * The editor changes the card router's default connector in the JSON view and asks for approval
 * from the review step: its only action where approval is required, beside the save elsewhere.
 */
const requestDefaultChange = async (editor: Page, connector: string, note: string, required: boolean) => {
  await openCardRouter(editor);
  const live = await (await editor.request.get(`/api/env/sandbox/connectors/${ROUTER}/routing`)).json();
  await openJsonView(editor);
  await replaceJson(editor, JSON.stringify({ ...live.document, default: { connector } }, null, 2));
  await editor.getByRole('button', { name: required ? 'Request approval…' : 'Save…' }).click();
  const dialog = editor.getByRole('dialog', { name: required ? 'Review changes and request approval' : 'Review changes before saving' });
  await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: required ? 'Request approval' : 'Request approval instead', exact: true }).click();
  await expect(editor).toHaveURL(/\/env\/sandbox\/change-requests\/\d+$/);
  await expect(editor.getByTestId('request-status')).toHaveText('Waiting for approval');
  return Number(editor.url().split('/').pop());
};

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterEach(async ({ request }) => {
  await setApprovalRequired(request, false);
  await resetSandbox(request);
});

test('four eyes: an editor requests a change where approval is required, an administrator approves it with the evidence in view, and it is applied', async ({ page, browser, request }) => {
  // The administrator (this spec's stored session) switches approval on for the sandbox environment.
  await page.goto('/env/sandbox/change-requests');
  // A controlled box: it shows the stored setting once the BFF has answered.
  await page.getByRole('checkbox', { name: /Approval required/ }).click();
  // Switching four eyes is confirmed with a reason, which the audit keeps.
  const confirm = page.getByRole('dialog', { name: 'Require approval in sandbox?' });
  await confirm.getByRole('textbox', { name: 'Why (kept in the audit log)' }).fill('e2e: changes here need a second person');
  await confirm.getByRole('button', { name: 'Require approval' }).click();
  await expect(page.getByRole('checkbox', { name: /Approval required/ })).toBeChecked();

  const editor = await signInAs(browser, 'routing-editor');
  const id = await requestDefaultChange(editor, CONNECTORS.betaEur.guid, 'e2e: Beta as default', true);
  await expect(editor.getByText('an author cannot approve their own request')).toBeVisible();

  await page.goto(`/env/sandbox/change-requests/${id}`);
  await expect(page.getByTestId('evidence').getByRole('list', { name: 'Changes' })).toContainText('Default connector changed from Alpha Acquiring EUR to Beta Payments EUR');
  await expect(page.getByTestId('graph-diff')).toContainText('0 nodes added, 0 changed, 0 removed');
  // The replay of recent traffic is part of the evidence, run by the studio when the request was
  // made: no button to press; the page shows it once stored. The default connector changes, so some payments move.
  await expect(page.getByTestId('replay-moved')).toContainText(/payments would go elsewhere: [\d.]+ % of the volume/, { timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Live connector × requested connector' })).toContainText('Beta Payments EUR');
  // With it, what the request would do to approvals and cost over the same 30 days (issue 41.1).
  await expect(page.getByTestId('replay-evidence').getByTestId('outcome-headline')).toHaveText(/^Approval \d+\.\d % → \d+\.\d %, .+ pp \(95 %: .+ to .+\); fees .+; net .+; on [\d,]+ payments/);
  await page.getByRole('region', { name: 'Review' }).getByRole('textbox').fill('checked with the acquirer');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('request-status')).toHaveText('Approved');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByTestId('request-status')).toHaveText('Applied');
  expect(await gatewayRouting(request)).toMatchObject({ default: { connector: CONNECTORS.betaEur.guid } });

  // The history marks the version, and a direct save is refused meanwhile.
  await page.goto(`/env/sandbox/connectors/${ROUTER}`);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('version-row').first()).toContainText(`From change request #${id}`);
  await editor.close();
});

test('a four-hour window change goes live at once and the studio restores the routing before it when the window ends', async ({ page, browser, request }) => {
  const before = await gatewayRouting(request);
  const editor = await signInAs(browser, 'routing-editor');
  const id = await requestDefaultChange(editor, CONNECTORS.gammaChf.guid, 'e2e: Gamma for four hours', false);
  // Times are entered in the browser's time zone; the page names it.
  const local = (ms: number) => editor.evaluate((at) => {
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, ms);
  const schedule = editor.getByRole('form', { name: 'Schedule' });
  await schedule.getByLabel('For a window (then restore)').check();
  const now = Date.now();
  await schedule.getByLabel('Start', { exact: true }).fill(await local(now));
  await schedule.getByLabel('End', { exact: true }).fill(await local(now + 4 * 3_600_000));
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(editor.getByTestId('request-schedule')).toContainText('then the routing before it is restored');

  await page.goto(`/env/sandbox/change-requests/${id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('request-status')).toHaveText(/Scheduled|Applied/);
  await expect(page.getByTestId('request-status')).toHaveText('Applied', { timeout: 15_000 });
  expect(await gatewayRouting(request)).toMatchObject({ default: { connector: CONNECTORS.gammaChf.guid } });
  // An hour in, the change is still live.
  await moveChangeClock(request, 3_600_000);
  await page.reload();
  await expect(page.getByTestId('request-status')).toHaveText('Applied');
  expect(await gatewayRouting(request)).toMatchObject({ default: { connector: CONNECTORS.gammaChf.guid } });
  // Past the end: the routing before it is back.
  await moveChangeClock(request, 3 * 3_600_000 + 60_000);
  // The browser's clock still says the end is hours away (the page would look again in 30 s): reload.
  await page.reload();
  await expect(page.getByTestId('request-status')).toHaveText('Reverted', { timeout: 15_000 });
  expect(await gatewayRouting(request)).toMatchObject({ default: before.default });
  await editor.close();
});
