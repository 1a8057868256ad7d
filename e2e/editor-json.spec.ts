import { expect, test } from './support/studio-test';
import { applyCommand } from '@domain/routing/commands';
import { CARD_ROUTER_RULE_NODES, cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { openCardRouter, openJsonView, replaceJson, ruleNode } from './support/editor-page';

const json = (doc: unknown) => JSON.stringify(doc, null, 2);
const LEAF = 'tree/then/then/then';

test('a JSON edit changes the graph; invalid JSON shows the error and leaves the graph alone', async ({ page }) => {
  await openCardRouter(page);
  await openJsonView(page);
  await expect(page.getByTestId('json-editor')).toContainText('"version": "1"');

  await replaceJson(page, json(applyCommand(cardRouterDocument, { type: 'setRoute', path: LEAF, route: { connector: CONNECTORS.gammaChf.guid } })));
  await expect(ruleNode(page, LEAF)).toContainText(CONNECTORS.gammaChf.name);
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
  await expect(page.getByTestId('json-ok')).toBeVisible();

  await replaceJson(page, '{\n  "version": "1",\n  "tree": ');
  await expect(page.getByTestId('json-problem')).toContainText('Invalid JSON at line 3');
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  await expect(ruleNode(page, LEAF)).toContainText(CONNECTORS.gammaChf.name);

  // JSON that parses but is no routing document is not applied either.
  await replaceJson(page, json({ version: '1', tree: { if: 'nope' } }));
  await expect(page.getByTestId('json-problem')).toContainText("Not a routing document");
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);

  // A graph-side change (undo) while the text is unfinished does not clobber it: the view offers a reload.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(ruleNode(page, LEAF)).toContainText(CONNECTORS.betaEur.name);
  await expect(page.getByTestId('json-stale')).toBeVisible();
  await page.getByRole('button', { name: 'Reload JSON from the graph' }).click();
  await expect(page.getByTestId('json-problem')).toBeHidden();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');
});
