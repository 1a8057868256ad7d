import { expect, test } from './support/studio-test';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { openCardRouter, openJsonView, replaceJson, ruleNode, unfoldWarnings } from './support/editor-page';
import { resetSandbox } from './support/sandbox';

// Issue 13, item 4: a rule the gateway accepts but no payment can reach is shown as a warning on its
// node and in the problems panel, never blocks the save, and its one-click fix is an undoable edit.

const DEAD = 'tree/then/then';

/** The Card Router under 'Currency is USD', with 'Currency is EUR' inside the USD branch: its then is dead. */
const shadowed = {
  ...cardRouterDocument,
  tree: {
    id: null,
    if: { constraint: 'Currency', params: { currency: 'USD' } },
    then: {
      id: null,
      if: { constraint: 'Currency', params: { currency: 'EUR' } },
      then: { id: null, route: { connector: CONNECTORS.betaEur.guid } },
      else: { id: null, route: { connector: CONNECTORS.alphaUsd.guid } },
    },
    else: cardRouterDocument.tree,
  },
};

test.beforeEach(async ({ request }) => resetSandbox(request));

test('an editor adds a shadowed rule, sees the warning on its node, deletes the dead branch in one click and undoes it', async ({ page }) => {
  await openCardRouter(page);
  const problems = page.getByRole('region', { name: 'Problems' });
  // Capability warnings from the sandbox's generated history may be there already (how many depends
  // on the history and on when the BFF's 90-day view was read): the rule warnings are what is counted.
  const ruleWarnings = problems.locator('[data-testid="analysis-warning"]:not([data-code^="capability-"])');
  await expect(problems).toBeVisible();
  await expect(ruleWarnings).toHaveCount(0);
  await openJsonView(page);
  await replaceJson(page, JSON.stringify(shadowed, null, 2));

  // On the canvas: an amber marker with the reason, no error badge.
  const marker = ruleNode(page, DEAD).getByTestId('warning-badge');
  await expect(marker).toHaveAttribute('aria-label', /^1 warning: Never reached: only USD arrives here, because of the then branch of 'Currency is USD'/);
  await expect(ruleNode(page, DEAD).getByTestId('issue-badge')).toHaveCount(0);
  await expect(ruleNode(page, 'tree/then').getByTestId('warning-badge')).toHaveAttribute('aria-label', /Always false here/);

  // In the problems panel: counted apart from the problems; a click focuses the node.
  await expect(problems.getByText('No problems')).toBeVisible();
  // Four from the shadowed rule; capability warnings from the sandbox's generated history may come on top.
  await unfoldWarnings(page);
  await expect(ruleWarnings).toHaveCount(4);
  await expect(page.getByTestId('warning-count')).toContainText(/\d+ warnings \(not blocking\)/);
  const warning = problems.getByTestId('analysis-warning').and(page.locator(`[data-path="${DEAD}"]`));
  await warning.getByRole('button', { name: /Warning: Never reached/ }).click();
  await expect(ruleNode(page, DEAD)).toHaveAttribute('data-selected', 'true');

  // Warnings never block a save: the review step lists them and the confirm button stays enabled.
  await page.getByRole('button', { name: 'Save…' }).click();
  const review = page.getByTestId('review-dialog');
  await expect(review.getByTestId('review-warnings')).toContainText(/\d+ warnings from the routing analysis/);
  await expect(review.getByRole('button', { name: 'Confirm and save' })).toBeEnabled();
  await review.getByRole('button', { name: 'Cancel' }).click();

  // The fix empties the dead branch; undo puts the rule and its warning back.
  await warning.getByRole('button', { name: 'Delete this branch' }).click();
  await expect(ruleNode(page, DEAD)).toHaveCount(0);
  await expect(page.locator(`[data-testid="empty-slot"][data-path="${DEAD}"]`)).toHaveCount(1);
  await expect(ruleWarnings).toHaveCount(3);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(ruleNode(page, DEAD)).toContainText(CONNECTORS.betaEur.name);
  await expect(ruleNode(page, DEAD).getByTestId('warning-badge')).toBeVisible();
  await expect(ruleWarnings).toHaveCount(4);
});

// Issue 13, item 3: connectors checked against what reaches their route, from what the sandbox's
// listConnectors declares and from what BI history shows each processed in the last 90 days.

const JPY_LEAF = 'tree/then';
const jpyToBeta = {
  ...cardRouterDocument,
  tree: {
    id: null,
    if: { constraint: 'Currency', params: { currency: 'JPY' } },
    then: { id: null, route: { connector: CONNECTORS.betaEur.guid, onFail: [{ connector: CONNECTORS.alphaEur.guid }] } },
    else: cardRouterDocument.tree,
  },
};

test('an editor routes JPY to connectors that declare other currencies or never processed JPY, and sees why on the node', async ({ page }) => {
  // The sandbox writes its history in the background after start: wait until the BFF's 90-day view has it.
  await expect
    .poll(
      async () => {
        const answer = await (await page.request.get('/api/env/sandbox/capabilities')).json();
        return answer.connectors?.[CONNECTORS.alphaEur.guid]?.observed?.successes ?? 0;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);

  await openCardRouter(page);
  await openJsonView(page);
  await replaceJson(page, JSON.stringify(jpyToBeta, null, 2));

  const marker = ruleNode(page, JPY_LEAF).getByTestId('warning-badge');
  await expect(marker).toHaveAttribute('aria-label', /^2 warnings: /);
  await expect(marker).toHaveAttribute('aria-label', /Beta Payments EUR declares currencies EUR, GBP; JPY can reach this route\./);
  await expect(marker).toHaveAttribute('aria-label', /Alpha Acquiring EUR \(failover 1\) never processed JPY successfully in the last 90 days\./);
  await expect(ruleNode(page, JPY_LEAF).getByTestId('issue-badge')).toHaveCount(0);
  // The analysis ran in its worker (issue 13, item 5), not on the main thread.
  expect(page.workers().some((w) => /analysis\.worker/.test(w.url()))).toBe(true);

  // In the problems panel, beside (not among) the problems; a click focuses the route.
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByText('No problems')).toBeVisible();
  await unfoldWarnings(page);
  const declared = problems.locator('[data-testid="analysis-warning"][data-code="capability-declared"]');
  await expect(declared).toHaveCount(1);
  await declared.getByRole('button', { name: /Warning: Beta Payments EUR declares/ }).click();
  await expect(ruleNode(page, JPY_LEAF)).toHaveAttribute('data-selected', 'true');
  await page.screenshot({ path: 'test-results/routing-analysis-capability-warning.png' });
});
