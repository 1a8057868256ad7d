import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CARD_ROUTER_RULE_NODES } from '@fixtures/routing-documents';
import { CONNECTORS, PROVISIONING_CREDENTIALS } from '@fixtures/world';

/** Helpers for the routing editor specs (save, JSON view, drafts). */

export const ROUTER = CONNECTORS.cardRouter.guid;
export const routingUrl = (guid = ROUTER) => `/env/sandbox/connectors/${guid}`;

export const openCardRouter = async (page: Page) => {
  await page.goto(routingUrl());
  await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
};

export const openJsonView = async (page: Page) => {
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.getByTestId('json-editor').locator('.cm-content')).toBeVisible();
};

/** Replaces the JSON view's whole text, as a paste would. */
export const replaceJson = async (page: Page, text: string) => {
  await page.getByTestId('json-editor').locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
};

export const ruleNode = (page: Page, path: string) => page.locator(`[data-testid="rule-node"][data-path="${path}"]`);

/** Where on `target` a click would land on it and not on something covering it; undefined when nothing of it is free. */
const uncoveredPoint = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    for (const fy of [0.5, 0.25, 0.75, 0.1, 0.9])
      for (const fx of [0.5, 0.25, 0.75, 0.1, 0.9]) {
        const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
        if (hit && el.contains(hit)) return { x: r.width * fx, y: r.height * fy };
      }
    return undefined;
  });

/**
 * Pans the canvas as a user does to reach a node out of view: grabs the empty background and drags
 * it until the node's middle is at the canvas's middle. (Playwright's own "scroll into view" would
 * scroll the canvas's overflow-hidden box instead, which React Flow does not know about.)
 */
const panTo = async (target: Locator) => {
  const drag = await target.evaluate((el) => {
    const canvas = el.closest('.react-flow')?.getBoundingClientRect();
    if (!canvas) return undefined;
    const r = el.getBoundingClientRect();
    const by = { x: canvas.left + canvas.width / 2 - (r.left + r.width / 2), y: canvas.top + canvas.height / 2 - (r.top + r.height / 2) };
    for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85])
      for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
        const from = { x: canvas.left + canvas.width * fx, y: canvas.top + canvas.height * fy };
        if (document.elementFromPoint(from.x, from.y)?.classList.contains('react-flow__pane')) return { from, by };
      }
    return undefined;
  });
  if (!drag) return;
  const mouse = target.page().mouse;
  await mouse.move(drag.from.x, drag.from.y);
  await mouse.down();
  await mouse.move(drag.from.x + drag.by.x, drag.from.y + drag.by.y, { steps: 8 });
  await mouse.up();
};

/**
 * Clicks a node on the canvas where a user would: on a part of it that nothing covers. The canvas
 * opens at a readable zoom around the root, so a deep node may be out of view (it is panned to, as
 * a user would), and a node near the edge may sit partly under the overview or the zoom controls,
 * how much depending on the problems panel's height (it grows when BI history brings a capability
 * warning, at a time no test controls). Done when the node (or empty branch) is selected.
 */
export const clickOnCanvas = async (target: Locator) => {
  await expect(async () => {
    let position = await uncoveredPoint(target);
    if (!position) {
      await panTo(target);
      position = await uncoveredPoint(target);
    }
    if (!position) throw new Error('the node is covered or out of view (the canvas may still be moving)');
    // Short: a canvas still settling moves the node, and the next try measures again.
    await target.click({ position, timeout: 2_000 });
    // A click is for selecting: one that landed on the pane because the view moved under the
    // pointer between Playwright's aim and its click (seen in CI right after a redo) is tried again.
    await expect(target).toHaveAttribute('data-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
};

/** Save… → review → Confirm. Returns the review dialog for further checks. */
export const saveWithReview = async (page: Page, note?: string) => {
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review changes before saving' });
  await expect(dialog).toBeVisible();
  if (note) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  return dialog;
};

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 8181}`;
const provisioningAuth = `Basic ${Buffer.from(`${PROVISIONING_CREDENTIALS.username}:${PROVISIONING_CREDENTIALS.password}`).toString('base64')}`;

/** The routing document the sandbox gateway holds now, read from the gateway itself (not through the studio). */
export const gatewayRouting = async (request: APIRequestContext, guid = ROUTER): Promise<Record<string, unknown>> => {
  const res = await request.get(`${SANDBOX}/api/provisioning/getConnectorRouting/${guid}`, { headers: { authorization: provisioningAuth } });
  if (!res.ok()) throw new Error(`gateway get failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).routing;
};

/** Presses `key` until the focused element matches `selector` (keyboard-only specs): proves it is reachable, and how. */
export const pressUntilFocused = async (page: Page, key: string, selector: string, limit = 80) => {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return i + 1;
  }
  throw new Error(`${key} never reached ${selector}`);
};

export const focusedPath = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.path);

/** React Flow's viewport transform of the (first) canvas: [x, y, zoom], screen = flow × zoom + (x, y). */
export const viewportTransform = (page: Page) =>
  page.locator('.react-flow__viewport').first().evaluate((el: HTMLElement): [number, number, number] => {
    const m = /translate\((-?[\d.e+-]+)px, ?(-?[\d.e+-]+)px\) scale\(([\d.e+-]+)\)/.exec(el.style.transform);
    if (!m) throw new Error(`unexpected viewport transform: ${el.style.transform}`);
    return [Number(m[1]), Number(m[2]), Number(m[3])];
  });

/** The canvas's size as React Flow measures it (its container's offset size). */
export const canvasSize = (page: Page) =>
  page.locator('.react-flow').first().evaluate((el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight }));

/** The flow point at the centre of the canvas now. */
export const canvasCentre = async (page: Page) => {
  const [[x, y, zoom], { width, height }] = await Promise.all([viewportTransform(page), canvasSize(page)]);
  return { x: (width / 2 - x) / zoom, y: (height / 2 - y) / zoom };
};

/** Drags the empty pane of the canvas by (dx, dy) screen pixels, from a point near its top-left corner. */
export const dragPane = async (page: Page, dx: number, dy: number) => {
  const box = (await page.locator('.react-flow__pane').first().boundingBox())!;
  const from = { x: box.x + 15, y: box.y + 15 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
};

/** Lists the analysis warnings in the problems panel: alone (no problem blocking the save) they start folded into their count. */
export const unfoldWarnings = async (page: Page) => {
  const count = page.getByRole('region', { name: 'Problems' }).getByTestId('warning-count');
  await expect(count).toBeVisible({ timeout: 60_000 });
  if ((await count.getAttribute('aria-expanded')) !== 'true') await count.click();
  await expect(count).toHaveAttribute('aria-expanded', 'true');
};
