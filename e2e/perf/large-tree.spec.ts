import { expect, test } from '@playwright/test';
import { largeCardRouterDocument } from '../../src/fixtures/large-tree';
import { CONNECTORS } from '../../src/fixtures/world';
import { resetSandbox, setRoutingAtGateway } from '../support/sandbox';

// A 5,000-node tree stays usable: what is asserted is behaviour (windowing, keys, search, folding),
// never a duration; timings live in `npm run bench -- editor-ui`.
test.describe('a 5,000-node routing tree', () => {
  test.beforeEach(async ({ request }) => {
    await setRoutingAtGateway(request, CONNECTORS.cardRouter.guid, largeCardRouterDocument(5000));
  });
  test.afterEach(async ({ request }) => resetSandbox(request));

  test('the outline stays windowed and keyboard-usable, search jumps into the tree, folding shrinks the canvas', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`);
    const outline = page.getByRole('tree', { name: 'Rule outline' });
    await expect(outline.getByRole('treeitem').first()).toBeVisible({ timeout: 60_000 });
    expect(await outline.getByRole('treeitem').count()).toBeLessThan(100);

    await outline.getByRole('treeitem').first().focus();
    await page.keyboard.press('End');
    const last = page.locator(':focus');
    await expect(last).toHaveAttribute('role', 'treeitem');
    await expect(last).toHaveAttribute('data-path', /^tree(\/(then|else))+$/);
    expect(await outline.getByRole('treeitem').count()).toBeLessThan(100);

    const search = page.getByRole('searchbox', { name: 'Search rules' });
    await search.fill(CONNECTORS.gammaChf.name);
    await search.press('Enter');
    await expect(page.getByTestId('editor-search-count')).toHaveText(/^1 of \d{3,}$/);
    const selected = outline.locator('[role="treeitem"][aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const path = await selected.getAttribute('data-path');
    await expect(page.locator(`[data-testid="rule-node"][data-path="${path}"]`)).toHaveAttribute('data-selected', 'true', { timeout: 30_000 });

    await page.getByRole('spinbutton', { name: 'Depth' }).fill('2');
    await page.getByRole('button', { name: 'Collapse below depth' }).click();
    await expect(outline.getByRole('treeitem')).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByTestId('rule-node')).toHaveCount(3, { timeout: 30_000 });
  });
});
