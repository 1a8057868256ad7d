import { expect, test } from './support/studio-test';
import { applyCommand } from '@domain/routing/commands';
import { CARD_ROUTER_RULE_NODES, cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { gatewayRouting, openCardRouter, openJsonView, replaceJson, ROUTER, ruleNode, saveWithReview } from './support/editor-page';
import { resetSandbox, setConnectorState, setRoutingAtGateway } from './support/sandbox';
import { signInAs } from './support/sign-in';
import { waitForDraftKept } from './support/drafts';

test.beforeEach(async ({ request }) => resetSandbox(request));

const json = (doc: unknown) => JSON.stringify(doc, null, 2);
const routingApi = `/api/env/sandbox/connectors/${ROUTER}/routing`;

test('a save shows the semantic diff, then the server document with its new MPR- ids', async ({ page }) => {
  await openCardRouter(page);
  await openJsonView(page);
  const withNewRule = applyCommand(cardRouterDocument, {
    type: 'addConditionAbove',
    path: 'tree/then/then/then',
    condition: { constraint: 'RiskScore', params: { comparator: '>', riskScore: 90 } },
    keepAs: 'then',
  });
  await replaceJson(page, json(withNewRule));
  await expect(ruleNode(page, 'tree/then/then/then').locator('.rule-id')).toHaveText('new');
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');

  const review = await saveWithReview(page, 'Extra risk check');
  await expect(review).toBeHidden();
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');

  const live = await (await page.request.get(routingApi)).json();
  const newId: string = live.document.tree.then.then.then.id;
  expect(newId).toMatch(/^MPR-/);
  await expect(ruleNode(page, 'tree/then/then/then').locator('.rule-id')).toHaveAttribute('title', newId);
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
});

test('the review lists the change in words and Escape cancels it', async ({ page }) => {
  await openCardRouter(page);
  await openJsonView(page);
  await replaceJson(page, json(applyCommand(cardRouterDocument, { type: 'setRoute', path: 'tree/then/then/then', route: { connector: CONNECTORS.gammaChf.guid } })));
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review changes before saving' });
  await expect(dialog.getByRole('list', { name: 'Changes' })).toContainText(/Route under '.+' \((then|else)\) now goes to Gamma Cards CHF instead of Beta Payments EUR/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a save the sandbox rejects (connector disabled after load) highlights the node, and the draft survives', async ({ page, request }) => {
  await openCardRouter(page);
  await setConnectorState(request, CONNECTORS.gammaChf.guid, { disabled: true });
  await openJsonView(page);
  await replaceJson(page, json({ ...cardRouterDocument, rerouteRecurring: true }));
  await saveWithReview(page);

  const alert = page.getByTestId('save-error');
  await expect(alert).toContainText(`The gateway refused the save. Connector '${CONNECTORS.gammaChf.name}' is disabled`);
  // The alert says where in words; the gateway's code and path are one click away, for support.
  await alert.getByText('Details').click();
  const support = alert.locator('details[open]');
  await expect(support).toContainText(/code 1013 · path tree\/.*connector/);
  const path = (await support.locator('code').nth(1).innerText()).trim();
  await expect(alert).toContainText(/under '.+' \((then|else)\)/);
  const highlighted = page.locator('[data-testid="rule-node"].flow-node-server-error');
  await expect(highlighted).toHaveCount(1);
  const nodePath = (await highlighted.getAttribute('data-path'))!;
  expect(path.startsWith(`${nodePath}/`)).toBe(true);
  await expect(highlighted).toHaveAttribute('data-selected', 'true');
  await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute('data-path', nodePath);

  // "Show the rule" opens it in the inspector (the JSON tab was showing), with the gateway's message at the very field the path names.
  await alert.getByRole('button', { name: 'Show the rule' }).click();
  const inspector = page.getByRole('region', { name: 'Inspector' });
  await expect(inspector.getByRole('heading')).toHaveAttribute('title', nodePath);
  await expect(inspector.getByRole('heading')).toContainText(/^The route to .+ under '.+' \((then|else)\)$/);
  const field = path.slice(nodePath.length + 1);
  const failover = /^route\/onFail\/(\d+)\/connector$/.exec(field);
  const at = failover ? inspector.getByTestId('onfail-item').nth(Number(failover[1])) : inspector.locator('.field', { has: page.getByLabel('Route to') });
  expect(failover !== null || field === 'route/connector', `unexpected field ${field}`).toBe(true);
  await expect(at.getByRole('alert')).toContainText(`The gateway refused it: Connector '${CONNECTORS.gammaChf.name}' is disabled`);
  await expect(at.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  await expect(at.getByRole('combobox')).toBeFocused();
  await expect(inspector.getByRole('alert')).toHaveCount(1);
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');

  await waitForDraftKept(page);
  await page.reload();
  const banner = page.getByRole('region', { name: 'Unsaved draft' });
  await banner.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
});

test('turning rerouting of recurring payments on and off is saved to the gateway, rules untouched', async ({ page, request }) => {
  await openCardRouter(page);
  await page.getByRole('tab', { name: 'Document' }).click();
  const reroute = page.getByRole('region', { name: 'Document settings' }).getByRole('checkbox', { name: /Reroute recurring/ });
  await reroute.check();
  const review = await saveWithReview(page, 'reroute recurring');
  await expect(review).toBeHidden();
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  expect(await gatewayRouting(request)).toEqual({ ...cardRouterDocument, rerouteRecurring: true });

  await reroute.uncheck();
  await saveWithReview(page);
  await expect(page.getByRole('dialog', { name: 'Review changes before saving' })).toBeHidden();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');
  expect(await gatewayRouting(request)).toEqual(cardRouterDocument);
});

test('remove all rules only after confirming, then save: the gateway routes everything to the default', async ({ page, request }) => {
  await openCardRouter(page);
  await page.getByRole('tab', { name: 'Document' }).click();
  const settings = page.getByRole('region', { name: 'Document settings' });
  const confirm = page.getByRole('dialog', { name: 'Remove all rules?' });
  await settings.getByRole('button', { name: 'Remove all rules' }).click();
  await expect(confirm).toContainText(`All ${CARD_ROUTER_RULE_NODES} rules will be removed`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');

  await settings.getByRole('button', { name: 'Remove all rules' }).click();
  await confirm.getByRole('button', { name: 'Remove all rules' }).click();
  await expect(page.getByTestId('rule-node')).toHaveCount(0);
  await expect(settings.getByTestId('rule-count')).toHaveText('0 rules');
  await saveWithReview(page, 'everything to the default');
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  expect(await gatewayRouting(request)).toEqual({ ...cardRouterDocument, tree: null });
  await expect(page.getByTestId('default-node')).toContainText(CONNECTORS.alphaEur.name);
});

test('a conflict from a second browser: see the difference, then overwrite after confirmation', async ({ page, browser }) => {
  await openCardRouter(page);
  // Another person, in another browser, signed in as a routing editor.
  const other = await signInAs(browser, 'routing-editor');
  await openCardRouter(other);

  await openJsonView(other);
  await replaceJson(other, json({ ...cardRouterDocument, default: { connector: CONNECTORS.betaEur.guid } }));
  await saveWithReview(other, 'their change');
  await expect(other.getByTestId('save-status')).toContainText('Saved');

  await openJsonView(page);
  await replaceJson(page, json({ ...cardRouterDocument, rerouteRecurring: true }));
  await saveWithReview(page, 'my change');
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this routing' });
  await conflict.getByRole('button', { name: 'See the difference' }).click();
  await expect(conflict.getByRole('list', { name: 'Their changes' })).toContainText('Default connector changed from Alpha Acquiring EUR to Beta Payments EUR');
  await expect(conflict.getByRole('list', { name: 'Your changes against the live routing' })).toContainText('Rerouting of recurring transactions turned on');

  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await conflict.getByRole('button', { name: 'Overwrite their change' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  const live = await (await page.request.get(routingApi)).json();
  expect(live.document).toMatchObject({ rerouteRecurring: true, default: { connector: CONNECTORS.alphaEur.guid } });
  await other.context().close();
});

test('a conflict can be resolved by reloading the live routing (after confirmation)', async ({ page, request }) => {
  await openCardRouter(page);
  await setRoutingAtGateway(request, ROUTER, { ...cardRouterDocument, rerouteRecurring: true });
  await openJsonView(page);
  await replaceJson(page, json({ ...cardRouterDocument, default: { connector: CONNECTORS.betaEur.guid } }));
  await saveWithReview(page);
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this routing' });
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await conflict.getByRole('button', { name: 'Discard my changes and reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');
  await expect(page.getByTestId('default-node').first()).toContainText(CONNECTORS.alphaEur.name);
});
