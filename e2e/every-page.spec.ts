import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { cardRouterDocument, CARD_ROUTER_RULE_NODES } from '@fixtures/routing-documents';
import { presetById } from '@fixtures/sim-presets';
import { CONNECTORS, PROFILE_CONTAINER } from '@fixtures/world';
import { SEED_PROFILES } from '@fixtures/profiles';
import { openJsonView, replaceJson, routingUrl } from './support/editor-page';
import { expectAccessible } from './support/accessibility';
import { expectPeoplesWords as expectWordsOnly } from './support/peoples-words';

// Each state is read for developer language and checked with axe-core (serious or critical violations fail).
const expectPeoplesWords = async (page: Page) => {
  await expectWordsOnly(page);
  await expectAccessible(page);
};

// Every page the e2e suite visits, and the states people read most (a result, a refusal, an open
// rule), each checked for developer language and accessibility (issue 43); every test's last state
// is checked for words by studio-test.ts.

const sidePanel = (page: Page, name: string) => page.getByRole('tablist', { name: 'Side panel' }).getByRole('tab', { name });
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

test('connectors, users, audit log and change requests', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('connector-row').first()).toBeVisible();
  await expectPeoplesWords(page);
  await nav(page, 'Users').click();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expectPeoplesWords(page);
  await nav(page, 'Audit log').click();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await expectPeoplesWords(page);
  await page.goto('/env/sandbox/change-requests');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPeoplesWords(page);
});

test('the routing editor: a rule open, a simulation, history, insights and JSON', async ({ page }) => {
  // Six axe runs over the editor's large DOM: more than the default minute on a loaded machine.
  test.slow();
  await page.goto(routingUrl());
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  await expectPeoplesWords(page);
  await page.locator('[data-testid="rule-node"][data-path="tree/then/else"]').click();
  await expectPeoplesWords(page);
  await sidePanel(page, 'Simulate').click();
  await page.getByLabel('Preset').selectOption({ label: presetById('eur-visa-de')!.name });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('sim-decision').first()).toBeVisible();
  await expectPeoplesWords(page);
  await sidePanel(page, 'History').click();
  await expectPeoplesWords(page);
  await sidePanel(page, 'Insights').click();
  await expectPeoplesWords(page);
  await openJsonView(page);
  await expectPeoplesWords(page);
});

test('a split the gateway would refuse reads as a sentence on the node, in the problems panel and at the field', async ({ page }) => {
  await page.goto(routingUrl());
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  await openJsonView(page);
  const broken = { ...cardRouterDocument, tree: { ...cardRouterDocument.tree, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 150 } } } };
  await replaceJson(page, JSON.stringify(broken, null, 2));
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('Share of payments to the first branch must be at most 100; it is 150.');
  await expect(page.locator('[data-testid="rule-node"][data-path="tree"]')).toContainText('share of payments to the first branch must be at most 100');
  await expectPeoplesWords(page);
  // The code and path stay one click away, for support.
  await problems.locator('details').first().locator('summary').click();
  await expect(problems.locator('details[open]').first()).toContainText('1012');
  await problems.locator('details[open] summary').first().click();
  await page.locator('[data-testid="rule-node"][data-path="tree"]').click();
  await sidePanel(page, 'Inspector').click();
  await expect(page.getByRole('region', { name: 'Inspector' })).toContainText('must be at most 100');
});

test('a multi-method connector', async ({ page }) => {
  await page.goto(routingUrl(CONNECTORS.checkout.guid));
  await expect(page.getByTestId('rule-node').first()).toBeVisible();
  await expectPeoplesWords(page);
});

test('profiles with a profile open', async ({ page }) => {
  await page.goto('/profiles?env=sandbox');
  await expect(page.getByRole('heading', { name: 'Customer profiles' })).toBeVisible();
  await page.getByLabel('Customer profile container').selectOption(PROFILE_CONTAINER);
  await expectPeoplesWords(page);
  const search = page.getByRole('form', { name: 'Find a profile' });
  await search.getByRole('radio', { name: 'Customer identification' }).check();
  await search.getByRole('textbox', { name: 'Customer identification' }).fill(SEED_PROFILES.anna.customerIdentification);
  await search.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('profile-view')).toBeVisible();
  await expectPeoplesWords(page);
});

test('test transactions with a result', async ({ page }) => {
  await page.goto('/transactions?env=sandbox');
  const form = page.getByRole('form', { name: 'Test transaction' });
  await expectPeoplesWords(page);
  await form.getByLabel('Connector').selectOption({ label: CONNECTORS.cardRouter.name });
  await form.getByLabel('Amount').fill('25.00');
  await form.getByRole('button', { name: 'Send debit' }).click();
  await expect(page.getByTestId('transaction-result').first()).toBeVisible();
  await expectPeoplesWords(page);
});

test('the BI console with a result', async ({ page }) => {
  await page.goto('/bi?env=sandbox');
  await expectPeoplesWords(page);
  await page.getByRole('group', { name: 'Examples' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
  await expectPeoplesWords(page);
});

test('the sign-in page', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectPeoplesWords(page);
  await context.close();
});
