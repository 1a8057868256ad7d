import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { AuditResponse } from '@contracts/bff-auth';
import { GoldenCasesResponse, goldenPaths } from '@contracts/bff-golden';
import { applyCommand } from '@domain/routing/commands';
import { evaluate, evaluationContext, REFERENCE_SETTINGS, seededRandom } from '@domain/routing/evaluation';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { presetById } from '@fixtures/sim-presets';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import { gatewayRouting, openCardRouter, openJsonView, replaceJson, ROUTER } from './support/editor-page';
import { resetSandbox } from './support/sandbox';
import { csrfHeaders } from './support/sign-in';

const EUR_VISA = presetById('eur-visa-de')!;
const names = connectorNameLookup(ALL_CONNECTORS);

// What the seeded tree must answer, by the same evaluator and context builder the panel uses (the
// sandbox tenant's base currency is EUR; seed 1 is the panel's default).
const context = () => evaluationContext({ ...REFERENCE_SETTINGS, random: seededRandom(1) });
const expected = evaluate(cardRouterDocument.tree, cardRouterDocument.default?.connector, EUR_VISA.transaction, context(), { names });
const expectedName = names(expected.decision.kind === 'route' ? expected.decision.connector : '')!;

/** Where the routing the gateway holds sends the EUR Visa preset. */
const reachedAtGateway = (routing: Record<string, unknown>) => {
  const doc = routing as unknown as typeof cardRouterDocument;
  const { decision } = evaluate(doc.tree, doc.default?.connector, EUR_VISA.transaction, context());
  return decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null;
};

const openSimulator = async (page: Page) => {
  await openCardRouter(page);
  await page.getByRole('tab', { name: 'Simulate' }).click();
  await expect(page.getByRole('region', { name: 'Simulator' })).toBeVisible();
};

const runEurVisa = async (page: Page) => {
  await page.getByLabel('Preset').selectOption({ label: EUR_VISA.name });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
};

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Golden cases live in the studio database, which outlives this spec: remove ours so other specs' saves are not guarded by them. */
test.afterEach(async ({ page }) => {
  const headers = await csrfHeaders(page.request);
  const { cases } = GoldenCasesResponse.parse(await (await page.request.get(goldenPaths.cases('sandbox', ROUTER))).json());
  for (const gc of cases.filter((c) => c.name.includes(' e2e '))) {
    const res = await page.request.delete(goldenPaths.case('sandbox', ROUTER, gc.id), { headers });
    expect(res.ok()).toBe(true);
  }
});

test('one transaction: the connector, its failover and why, from the seeded card router', async ({ page }) => {
  expect(expected.decision.kind).toBe('route');
  await openSimulator(page);
  await runEurVisa(page);
  const result = page.getByRole('region', { name: 'Draft and live result' });
  await expect(result.getByTestId('sim-decision')).toHaveText(`Routes to ${expectedName}`);
  await expect(page.getByTestId('sim-agreement')).toContainText('agree');
  await expect(result.getByRole('list', { name: 'Draft and live why' }).getByRole('listitem')).toHaveText(expected.trace.map((s) => s.sentence));
});

test('batch: 200 generated transactions, counted per connector for draft and live', async ({ page }) => {
  await openSimulator(page);
  await page.getByRole('tab', { name: 'Batch' }).click();
  await page.getByLabel('Transactions').fill('200');
  await page.getByRole('button', { name: 'Generate and run' }).click();
  await expect(page.getByTestId('batch-summary')).toContainText('200 transactions simulated');
  const sum = async (testId: string) => (await page.getByTestId(testId).allTextContents()).reduce((s, t) => s + Number(t.replaceAll(',', '')), 0);
  expect(await sum('draft-count')).toBe(200);
  expect(await sum('live-count')).toBe(200);
  // Nothing edited: draft and live agree row by row.
  expect(await page.getByTestId('draft-count').allTextContents()).toEqual(await page.getByTestId('live-count').allTextContents());
  await expect(page.getByTestId('batch-changed')).toHaveText('No transaction changes connector.');
});

test('a golden case saved from the simulated transaction passes against the draft', async ({ page }) => {
  const caseName = `EUR Visa DE e2e ${Date.now()}`; // ' e2e ': removed after the test
  await openSimulator(page);
  await runEurVisa(page);
  await page.getByRole('button', { name: 'Save as golden case…' }).click();
  const form = page.getByRole('form', { name: 'Save as golden case' });
  await form.getByLabel('Case name').fill(caseName);
  await expect(form.getByLabel('Expected connector')).toHaveValue(expected.decision.kind === 'route' ? expected.decision.connector : '');
  await form.getByRole('button', { name: 'Save golden case' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('tab', { name: /^Golden cases/ }).click();
  const row = page.getByRole('listitem', { name: caseName });
  await expect(row).toContainText('Pass');
  await expect(row).toContainText(`Expects ${expectedName}`);
  await expect(page.getByTestId('golden-status')).not.toContainText('failing');
});

test('one transaction is drawn on the graph: visited nodes marked, chances on the load balancer’s edges', async ({ page }) => {
  const tx = { ...EUR_VISA.transaction, amount: '999.99' };
  // Under 1,000 EUR the DE branch reaches the 50/50 load balancer (tree/then/else).
  const run = evaluate(cardRouterDocument.tree, cardRouterDocument.default?.connector, tx, context(), { names });
  const visited = run.trace.map((s) => s.path);
  expect(visited.slice(0, 3)).toEqual(['tree', 'tree/then', 'tree/then/else']);
  await openSimulator(page);
  await page.getByLabel('Preset').selectOption({ label: EUR_VISA.name });
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('999.99');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Draft and live chances per connector' })).toContainText('50 %');

  const onPath = page.locator('[data-testid="rule-node"][data-on-path="true"]');
  await expect(onPath).toHaveCount(visited.length);
  expect((await onPath.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.path))).sort()).toEqual([...visited].sort());
  // Both branches of the load balancer are possible: each edge carries its chance; certain edges keep their plain label.
  const labels = page.locator('.react-flow__edge.edge-on-path .edge-label');
  await expect(labels.filter({ hasText: '·' })).toHaveCount(2);
  expect((await labels.filter({ hasText: '·' }).allTextContents()).sort()).toEqual(['else · 50 %', 'then · 50 %']);
  // tree → then → (amount under 1,000) else → the balancer's two branches; no other edge is on the path.
  expect((await labels.allTextContents()).sort()).toEqual(['else', 'else · 50 %', 'then', 'then · 50 %']);
});

test('a change that breaks a golden case: the review shows it before confirming and asks for an override, the override saves and is in the audit log', async ({ page, request }) => {
  const caseName = `EUR Visa DE stays on Alpha e2e ${Date.now()}`;
  const leaf = expected.decision.kind === 'route' ? expected.decision.leafPath : '';
  await openSimulator(page);
  await runEurVisa(page);
  await page.getByRole('button', { name: 'Save as golden case…' }).click();
  const form = page.getByRole('form', { name: 'Save as golden case' });
  await form.getByLabel('Case name').fill(caseName);
  await form.getByRole('button', { name: 'Save golden case' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('golden-status')).toContainText('All 1 golden cases pass');

  // Break it: the leaf the transaction reaches now routes to Beta EUR.
  await openJsonView(page);
  const broken = applyCommand(cardRouterDocument, { type: 'setRoute', path: leaf, route: { connector: CONNECTORS.betaEur.guid } });
  await replaceJson(page, JSON.stringify(broken, null, 2));
  await expect(page.getByTestId('editor-status')).toContainText('Unsaved changes');
  await page.getByRole('tab', { name: 'Simulate' }).click();
  await expect(page.getByTestId('golden-status')).toContainText('failing');

  // The review shows the broken case before anything is confirmed; saving is an explicit override.
  await page.getByRole('button', { name: 'Save…' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes before saving' });
  await review.getByRole('textbox').fill('route big DE cards to Beta');
  await expect(review.getByTestId('golden-review')).toContainText(`${caseName}: expected ${CONNECTORS.alphaEur.name}, would go to ${CONNECTORS.betaEur.name}`);
  await expect(review.getByRole('button', { name: 'Confirm and save' })).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Save anyway (override)' })).toBeDisabled();
  // Nothing was sent: the gateway still sends the transaction to Alpha EUR.
  expect(reachedAtGateway(await gatewayRouting(request))).toBe(CONNECTORS.alphaEur.guid);
  await review.getByRole('checkbox', { name: /Save although this golden test case fails/ }).check();
  await review.getByRole('button', { name: 'Save anyway (override)' }).click();
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');

  expect(reachedAtGateway(await gatewayRouting(request))).toBe(CONNECTORS.betaEur.guid);

  const audit = AuditResponse.parse(await (await page.request.get(`/api/audit?action=routing.save&target=${ROUTER}`)).json());
  const override = audit.entries.find((e) => ((e.detail as { overriddenGoldenCases?: string[] } | null)?.overriddenGoldenCases ?? []).includes(caseName));
  expect(override).toMatchObject({ actor: 'admin', action: 'routing.save' });
});
