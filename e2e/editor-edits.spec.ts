import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { CARD_ROUTER_RULE_NODES, cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { resetSandbox } from './support/sandbox';
import { clickOnCanvas } from './support/editor-page';

// Every kind of graph edit on the seeded card router, each followed by undo (Ctrl+Z) and redo
// (Ctrl+Shift+Z), asserted on the drawn nodes (data-path) and their texts.

const node = (page: Page, path: string) => page.locator(`[data-testid="rule-node"][data-path="${path}"]`);
const slot = (page: Page, path: string) => page.locator(`[data-testid="empty-slot"][data-path="${path}"]`);
const nodes = (page: Page) => page.getByTestId('rule-node');
// A node action by what it does: its name is the short text it shows, then that ("If above ▸then: Add condition above (this rule as then)").
const action = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Node actions' }).getByRole('button', { name: new RegExp(`(^|: )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
const LAST = 'tree/else/else/else/else';

const undoRedo = async (page: Page, check: { before: () => Promise<void>; after: () => Promise<void> }) => {
  await page.keyboard.press('Control+z');
  await check.before();
  await page.keyboard.press('Control+Shift+z');
  await check.after();
};

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await page.goto(`/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`);
  await expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES);
});

test('add a condition above a rule, then undo and redo', async ({ page }) => {
  await clickOnCanvas(node(page, 'tree/else/then'));
  await action(page, 'Add condition above (this rule as then)').click();
  const added = async () => {
    await expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES + 1);
    await expect(node(page, 'tree/else/then')).toContainText('Currency is EUR');
    await expect(node(page, 'tree/else/then/then')).toContainText('Card type in Amex');
  };
  await added();
  await undoRedo(page, { before: async () => expect(node(page, 'tree/else/then')).toContainText('Card type in Amex'), after: added });
});

test('add a missing branch, turn a leaf into a condition and back', async ({ page }) => {
  await clickOnCanvas(node(page, LAST));
  await action(page, 'Add else branch').click();
  await expect(node(page, `${LAST}/else`)).toContainText(CONNECTORS.alphaEur.name);
  await expect(slot(page, `${LAST}/else`)).toHaveCount(0);
  await undoRedo(page, { before: async () => expect(slot(page, `${LAST}/else`)).toHaveCount(1), after: async () => expect(node(page, `${LAST}/else`)).toBeVisible() });

  await clickOnCanvas(node(page, `${LAST}/then`));
  await action(page, 'Turn into condition').click();
  await expect(node(page, `${LAST}/then`)).toHaveAttribute('data-kind', 'condition');
  await expect(node(page, `${LAST}/then/then`)).toContainText(CONNECTORS.betaEur.name);
  await action(page, 'Turn into route (drops the rules below)').click();
  await expect(node(page, `${LAST}/then`)).toHaveAttribute('data-kind', 'route');
  await undoRedo(page, {
    before: async () => expect(node(page, `${LAST}/then`)).toHaveAttribute('data-kind', 'condition'),
    after: async () => expect(node(page, `${LAST}/then`)).toHaveAttribute('data-kind', 'route'),
  });
});

test('delete a condition keeping its then branch, and a whole subtree with the Delete key', async ({ page }) => {
  await clickOnCanvas(node(page, 'tree/then/then'));
  await action(page, 'Delete condition, keep then').click();
  await expect(node(page, 'tree/then/then')).toHaveAttribute('data-kind', 'route');
  await expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES - 2);
  await undoRedo(page, {
    before: async () => expect(node(page, 'tree/then/then')).toContainText('Risk score > 70'),
    after: async () => expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES - 2),
  });

  await clickOnCanvas(node(page, 'tree/else'));
  await page.keyboard.press('Delete');
  await expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES - 2 - 10);
  await expect(slot(page, 'tree/else')).toBeVisible();
  await undoRedo(page, { before: async () => expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES - 2), after: async () => expect(slot(page, 'tree/else')).toBeVisible() });
});

test('move a subtree by drag and drop, and by cut and paste', async ({ page }) => {
  // The tree opens readable on its root, so the two ends of this drag are not both on screen: fit the
  // view first and put the overview away (it sits over the far end), as a person would.
  await page.locator('.react-flow__controls-fitview').click();
  await page.getByRole('button', { name: 'Hide the overview' }).click();
  await node(page, 'tree/then/else/then').dragTo(slot(page, `${LAST}/else`));
  await expect(node(page, `${LAST}/else`)).toContainText(CONNECTORS.alphaEur.name);
  await expect(slot(page, 'tree/then/else/then')).toBeVisible();
  await undoRedo(page, { before: async () => expect(slot(page, `${LAST}/else`)).toBeVisible(), after: async () => expect(slot(page, 'tree/then/else/then')).toBeVisible() });

  // Cut + paste is a move too: the rule keeps its id (it is not a new rule) and it is one undo step.
  const movedId = cardRouterDocument.tree!.then!.then!.then!.id!;
  await clickOnCanvas(node(page, 'tree/then/then/then'));
  await page.keyboard.press('Control+x');
  await expect(page.getByTestId('clipboard-status')).toContainText("Cut: the route to Beta Payments EUR → then Alpha Acquiring EUR under 'Risk score > 70' (then)");
  await expect(node(page, 'tree/then/then/then')).toBeVisible(); // stays until the paste
  await slot(page, 'tree/then/else/then').click();
  await page.keyboard.press('Control+v');
  const moved = async () => {
    await expect(node(page, 'tree/then/else/then')).toContainText(CONNECTORS.betaEur.name);
    await expect(node(page, 'tree/then/else/then').locator('.rule-id')).toHaveAttribute('title', movedId);
    await expect(slot(page, 'tree/then/then/then')).toBeVisible();
    await expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES);
  };
  await moved();
  await expect(page.getByTestId('clipboard-status')).toHaveCount(0);
  await undoRedo(page, {
    before: async () => {
      await expect(node(page, 'tree/then/then/then').locator('.rule-id')).toHaveAttribute('title', movedId);
      await expect(slot(page, 'tree/then/else/then')).toBeVisible();
    },
    after: moved,
  });
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('editor-status')).toContainText('Saved version'); // two moves, two undo steps
});

test('cut rules cannot be pasted inside themselves, and a cut can be cancelled', async ({ page }) => {
  await clickOnCanvas(node(page, 'tree/else/else/else'));
  await page.keyboard.press('Control+x');
  await expect(page.getByTestId('clipboard-status')).toContainText('Cut:');
  // Paste only once the slot is the selection: the canvas may still be moving to the cut rule, and a
  // click that landed on the pane as the view moved under it is aimed again (clickOnCanvas; a plain
  // click failed this way once in CI, 2026-11-29).
  await clickOnCanvas(slot(page, `${LAST}/else`));
  await page.keyboard.press('Control+v');
  await expect(page.getByTestId('clipboard-status')).toContainText('cannot be pasted inside themselves');
  await expect(slot(page, `${LAST}/else`)).toBeVisible();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');
  await page.getByTestId('clipboard-status').getByRole('button', { name: 'Cancel cut' }).click();
  await expect(page.getByTestId('clipboard-status')).not.toContainText('Cut:');
});

test('duplicate a subtree into an empty branch as new rules', async ({ page }) => {
  await clickOnCanvas(node(page, 'tree/then/then'));
  // The list of empty branches is made when the person reaches for it (canvas-actions-bar.tsx).
  await page.getByLabel('Copy to').focus();
  await page.getByLabel('Copy to').selectOption(`${LAST}/else`);
  await page.getByRole('button', { name: 'Duplicate subtree' }).click();
  await expect(node(page, `${LAST}/else`)).toContainText('Risk score > 70');
  await expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES + 3);
  await expect(node(page, `${LAST}/else/then`)).toContainText('new');
  await undoRedo(page, { before: async () => expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES), after: async () => expect(nodes(page)).toHaveCount(CARD_ROUTER_RULE_NODES + 3) });
});

test('edit condition params in the inspector as one undo step', async ({ page }) => {
  await clickOnCanvas(node(page, 'tree'));
  const inspector = page.getByRole('region', { name: 'Inspector' });
  await inspector.getByRole('button', { name: 'Remove Austria' }).click();
  await inspector.getByRole('textbox', { name: 'Search countries' }).fill('fran');
  await inspector.getByRole('checkbox', { name: 'France (FR)' }).check();
  await expect(node(page, 'tree')).toContainText('Card BIN country in DE, CH, FR');
  await clickOnCanvas(node(page, 'tree'));
  await undoRedo(page, {
    before: async () => expect(node(page, 'tree')).toContainText('Card BIN country in DE, AT, CH'),
    after: async () => expect(node(page, 'tree')).toContainText('Card BIN country in DE, CH, FR'),
  });

  await inspector.getByLabel('Condition', { exact: true }).selectOption('RiskScore');
  await expect(node(page, 'tree')).toContainText('Risk score > 50');
  await inspector.getByLabel('Risk score').fill('2.5');
  await expect(node(page, 'tree').getByTestId('issue-badge')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('1012');
});

test('edit a route and reorder its failover chain', async ({ page }) => {
  const leaf = 'tree/then/then/else';
  await clickOnCanvas(node(page, leaf));
  const inspector = page.getByRole('region', { name: 'Inspector' });
  await inspector.getByLabel('Route to').selectOption({ label: CONNECTORS.alphaUsd.name });
  await expect(node(page, leaf).locator('.flow-node-title')).toHaveText(CONNECTORS.alphaUsd.name);
  await inspector.getByRole('button', { name: `Move ${CONNECTORS.gammaChf.name} up` }).click();
  await expect(node(page, leaf)).toContainText(/then Gamma Cards CHF.*then Beta Payments EUR/);
  const items = inspector.getByTestId('onfail-item');
  await items.nth(1).locator('.drag-handle').dragTo(items.nth(0));
  await expect(node(page, leaf)).toContainText(/then Beta Payments EUR.*then Gamma Cards CHF/);
  await inspector.getByRole('button', { name: `Move ${CONNECTORS.betaEur.name} down` }).focus();
  await undoRedo(page, {
    before: async () => expect(node(page, leaf)).toContainText(/then Gamma Cards CHF.*then Beta Payments EUR/),
    after: async () => expect(node(page, leaf)).toContainText(/then Beta Payments EUR.*then Gamma Cards CHF/),
  });
});

test('set the default connector in the document settings', async ({ page }) => {
  await page.getByRole('tab', { name: 'Document' }).click();
  await page.getByLabel('Default connector').selectOption({ label: CONNECTORS.gammaChf.name });
  await expect(page.getByTestId('default-node')).toContainText(`Default: ${CONNECTORS.gammaChf.name}`);
  await page.getByRole('tab', { name: 'Document' }).focus();
  await undoRedo(page, {
    before: async () => expect(page.getByTestId('default-node')).toContainText(`Default: ${CONNECTORS.alphaEur.name}`),
    after: async () => expect(page.getByTestId('default-node')).toContainText(`Default: ${CONNECTORS.gammaChf.name}`),
  });
});
