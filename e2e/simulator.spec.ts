import { expect, test, type Page } from '@playwright/test';
import { connectorNameLookup } from '../src/domain/routing/describe/connector-names';
import { evaluate, REFERENCE_SETTINGS, seededRandom } from '../src/domain/routing/evaluation';
import { cardRouterDocument } from '../src/fixtures/routing-documents';
import { presetById } from '../src/fixtures/sim-presets';
import { ALL_CONNECTORS } from '../src/fixtures/world';
import { openCardRouter } from './support/editor-page';
import { resetSandbox } from './support/sandbox';

const EUR_VISA = presetById('eur-visa-de')!;
const names = connectorNameLookup(ALL_CONNECTORS);

// What the seeded tree must answer, by the same evaluator the panel uses (seed 1 is the panel's default).
const expected = evaluate(cardRouterDocument.tree, cardRouterDocument.default?.connector, EUR_VISA.transaction, { ...REFERENCE_SETTINGS, random: seededRandom(1) }, { names });
const expectedName = names(expected.decision.kind === 'route' ? expected.decision.connector : '')!;

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
  const caseName = `EUR Visa DE e2e ${Date.now()}`;
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
