import { expect, test } from './support/studio-test';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { focusedPath, gatewayRouting, openCardRouter, pressUntilFocused, ruleNode } from './support/editor-page';
import { resetSandbox } from './support/sandbox';

// A complete edit with the keyboard alone: after the page loads, no mouse event at all. Outline
// (Tab, arrows, Enter), inspector (F2, Tab, typing, Escape), node actions (Tab, Enter), undo and
// redo (Ctrl+Z, Ctrl+Y), save (Tab to Save…, Enter, note, Confirm).

test.beforeEach(async ({ request }) => resetSandbox(request));
// The save changes the seeded routing; specs that run later (outline, search) expect the seed.
test.afterEach(async ({ request }) => resetSandbox(request));

const EXTRA = 'tree/else/else/else/else'; // "Extra data channel = moto", its else branch empty

test('edit a condition, add a branch, undo, redo and save with the keyboard only', async ({ page, request }) => {
  await openCardRouter(page);

  // Outline: Tab into it, End to the last row, Left to its parent condition, Enter selects it.
  await pressUntilFocused(page, 'Tab', '[role="treeitem"]');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedPath(page)).toBe(EXTRA);
  await page.keyboard.press('Enter');
  await expect(ruleNode(page, EXTRA)).toHaveAttribute('data-selected', 'true');

  // F2 opens it in the inspector; Tab to the value, type a new one; Escape goes back to the outline.
  await page.keyboard.press('F2');
  await expect(page.getByRole('region', { name: 'Inspector' }).getByLabel('Condition', { exact: true })).toBeFocused();
  await pressUntilFocused(page, 'Tab', '[data-field="value"] input');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('web');
  await expect(ruleNode(page, EXTRA)).toContainText('Extra data channel = web');
  await page.keyboard.press('Escape');
  expect(await focusedPath(page)).toBe(EXTRA);

  // The typing is one undo step: Ctrl+Z restores it, Ctrl+Y redoes it.
  await page.keyboard.press('Control+z');
  await expect(ruleNode(page, EXTRA)).toContainText('Extra data channel = moto');
  await page.keyboard.press('Control+y');
  await expect(ruleNode(page, EXTRA)).toContainText('Extra data channel = web');

  // Tab from the outline reaches the node actions: add the missing else branch.
  await pressUntilFocused(page, 'Tab', 'button[data-action="add-else"]');
  await page.keyboard.press('Enter');
  await expect(ruleNode(page, `${EXTRA}/else`)).toContainText(CONNECTORS.alphaEur.name);
  await expect(ruleNode(page, `${EXTRA}/else`)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Control+z');
  await expect(ruleNode(page, `${EXTRA}/else`)).toHaveCount(0);
  await expect(ruleNode(page, EXTRA)).toContainText('Extra data channel = web'); // only the branch was undone
  await page.keyboard.press('Control+y');
  await expect(ruleNode(page, `${EXTRA}/else`)).toContainText(CONNECTORS.alphaEur.name);

  // Save: Tab to "Save…", Enter; the dialog takes the focus (the note first), Tab to Confirm.
  await pressUntilFocused(page, 'Tab', '.save-bar > button.primary');
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Review changes before saving' });
  await expect(review.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('keyboard only');
  await pressUntilFocused(page, 'Tab', '[role="dialog"] button[type="submit"]');
  await page.keyboard.press('Enter');
  await expect(review).toBeHidden();
  await expect(page.getByTestId('save-status')).toContainText('Saved');

  const saved = (await gatewayRouting(request)) as typeof cardRouterDocument;
  const extra = saved.tree!.else!.else!.else!.else!;
  expect(extra.id).toBe(cardRouterDocument.tree!.else!.else!.else!.else!.id);
  expect(extra.if).toEqual({ constraint: 'ExtraData', params: { key: 'channel', value: 'web', comparator: '=' } });
  expect(extra.else).toMatchObject({ id: expect.stringMatching(/^MPR-/), route: { connector: CONNECTORS.alphaEur.guid } });
});
