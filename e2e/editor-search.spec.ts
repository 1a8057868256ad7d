import { expect, test } from './support/studio-test';
import { CARD_ROUTER_RULE_NODES } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';

test('search finds a connector by name and jumps between matches, unfolding what hides them', async ({ page }) => {
  await page.goto(`/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`);
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  const outline = page.getByRole('tree', { name: 'Rule outline' });
  const selected = outline.locator('[role="treeitem"][aria-selected="true"]');

  // Fold the else side first: the second match lives there.
  await outline.locator('[data-path="tree/else"] [data-twisty]').click();
  await expect(page.getByTestId('rule-node')).toHaveCount(9);

  // Ctrl+F with the focus in the editor goes to the search box.
  await outline.locator('[data-path="tree"]').focus();
  await page.keyboard.press('Control+f');
  const search = page.getByRole('searchbox', { name: 'Search rules' });
  await expect(search).toBeFocused();
  await search.fill(CONNECTORS.gammaChf.name);
  const count = page.getByTestId('editor-search-count');
  await expect(count).toHaveText('2 matches');

  await search.press('Enter');
  await expect(count).toHaveText('1 of 2');
  await expect(selected).toHaveAttribute('data-path', 'tree/then/then/else');
  await expect(page.locator('[data-testid="rule-node"][data-path="tree/then/then/else"]')).toHaveAttribute('data-selected', 'true');

  await search.press('Enter');
  await expect(count).toHaveText('2 of 2');
  await expect(selected).toHaveAttribute('data-path', 'tree/else/else/else/then');
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  await expect(page.locator('[data-testid="rule-node"][data-path="tree/else/else/else/then"]')).toBeVisible();

  await search.press('Shift+Enter');
  await expect(count).toHaveText('1 of 2');
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(count).toHaveText('2 of 2');

  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(count).toHaveText('');
});

test('search by condition value and by GUID', async ({ page }) => {
  await page.goto(`/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`);
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  const search = page.getByRole('searchbox', { name: 'Search rules' });
  await search.fill('moto');
  await expect(page.getByTestId('editor-search-count')).toHaveText('1 match');
  await search.fill(CONNECTORS.alphaUsd.guid);
  await expect(page.getByTestId('editor-search-count')).toHaveText('2 matches');
});
