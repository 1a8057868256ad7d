import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { CARD_ROUTER_RULE_NODES } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { canvasCentre, canvasSize, clickOnCanvas, dragPane, openCardRouter, pressUntilFocused, routingUrl, viewportTransform, unfoldWarnings } from './support/editor-page';
import { resetSandbox, setRoutingAtGateway } from './support/sandbox';

// Moving around the canvas: React Flow's zoom and fit-view controls, and the overview a large tree
// gets. Every control is operated from the keyboard too (Tab to it, then Enter/Space or its keys).

const MIN_ZOOM = 0.05; // the canvas's (rule-graph.tsx)
const OVERVIEW = '[data-testid="rule-graph-overview"] svg';

/** Whether every rule node drawn lies inside the canvas on screen. */
const allRuleNodesInCanvas = async (page: Page) => {
  const canvas = (await page.locator('.react-flow').first().boundingBox())!;
  const boxes = await page.getByTestId('rule-node').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
  return boxes.every((b) => b.left >= canvas.x - 1 && b.top >= canvas.y - 1 && b.right <= canvas.x + canvas.width + 1 && b.bottom <= canvas.y + canvas.height + 1);
};

/** The bounds of every node the overview draws, in flow coordinates (its paths are drawn in them). */
const overviewNodeBounds = (page: Page) =>
  page.locator(`${OVERVIEW} path.overview-node`).evaluateAll((paths) => {
    const boxes = paths.map((p) => (p as SVGPathElement).getBBox());
    const x0 = Math.min(...boxes.map((b) => b.x));
    const y0 = Math.min(...boxes.map((b) => b.y));
    return { x: x0, y: y0, width: Math.max(...boxes.map((b) => b.x + b.width)) - x0, height: Math.max(...boxes.map((b) => b.y + b.height)) - y0 };
  });

test.describe('the Card Router canvas', () => {
  // The node actions bar above the canvas used to be one row with nothing selected and two with a
  // rule: every selection resized the canvas, so every node on screen jumped by a row (issue 16).
  test('selecting a rule, an empty branch, then nothing keeps the canvas its size and the nodes where they are', async ({ page }) => {
    // The analysis's warnings from BI history (connector capabilities) come a moment after the tree,
    // or not at all, depending on the history the sandbox holds, and their arrival lists them in the
    // problems panel, which takes canvas height once (CI measured on either side of it). This test
    // is about selection: the analysis runs without capabilities, so the panel stays as it opens.
    await page.route('**/api/env/*/capabilities', (route) => route.abort());
    await openCardRouter(page);
    await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems');
    const size = await canvasSize(page);
    const watched = page.locator('[data-testid="rule-node"][data-path="tree/then"]');
    const at = await watched.boundingBox();
    await clickOnCanvas(page.locator('[data-testid="rule-node"][data-path="tree"]'));
    await expect(page.getByRole('toolbar', { name: 'Node actions' }).getByRole('button', { name: 'Delete subtree' })).toBeVisible();
    expect(await canvasSize(page)).toEqual(size);
    expect(await watched.boundingBox()).toEqual(at);
    // The empty branch lies deep in the tree, out of the opening view: reaching it pans the canvas.
    const slot = page.getByTestId('empty-slot').first();
    await clickOnCanvas(slot);
    expect(await canvasSize(page)).toEqual(size);
    const slotAt = await slot.boundingBox();
    await page.locator('.react-flow__pane').click({ position: { x: 4, y: 4 } });
    await expect(page.getByRole('toolbar', { name: 'Node actions' })).toHaveText('Select a rule or an empty branch to edit it.');
    expect(await canvasSize(page)).toEqual(size);
    expect(await slot.boundingBox()).toEqual(slotAt);
  });

  test('zoom in, zoom out and fit view work from the keyboard; fit view brings every rule back after panning away', async ({ page }) => {
    await openCardRouter(page);
    const [, , opening] = await viewportTransform(page);

    await page.getByRole('tree', { name: 'Rule outline' }).getByRole('treeitem').first().focus();
    await pressUntilFocused(page, 'Tab', '.react-flow__controls-zoomin');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await viewportTransform(page))[2]).toBeGreaterThan(opening * 1.1);
    const zoomedIn = (await viewportTransform(page))[2];
    await page.keyboard.press('Tab');
    await expect(page.locator('.react-flow__controls-zoomout')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await viewportTransform(page))[2]).toBeLessThan(zoomedIn / 1.3);

    await dragPane(page, 600, 400);
    expect(await allRuleNodesInCanvas(page)).toBe(false);
    await page.getByRole('tree', { name: 'Rule outline' }).getByRole('treeitem').first().focus();
    await pressUntilFocused(page, 'Tab', '.react-flow__controls-fitview');
    await page.keyboard.press('Enter');
    await expect.poll(() => allRuleNodesInCanvas(page)).toBe(true);
    await expect(page.getByTestId('rule-node')).toHaveCount(CARD_ROUTER_RULE_NODES);
  });
});

test.describe('the overview of a 5,000-node tree', () => {
  test.beforeEach(async ({ request }) => {
    await setRoutingAtGateway(request, CONNECTORS.cardRouter.guid, largeCardRouterDocument(5000));
  });
  test.afterEach(async ({ request }) => resetSandbox(request));

  test('shows the nodes; a click moves the canvas there; arrows and +/- move it from the keyboard; fit view shows the whole tree', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(routingUrl());
    const overview = page.locator(OVERVIEW);
    await expect(overview).toBeVisible({ timeout: 60_000 });
    await expect(overview).toHaveAccessibleName('Routing tree overview');
    // The drawing holds the whole tree: far more than the canvas renders.
    // The overview draws after the canvas's first frame, so on a slow machine the paths come a moment later.
    const drawnNodes = () => overview.locator('path.overview-node').evaluateAll((paths) => paths.reduce((n, p) => n + (p.getAttribute('d') ?? '').split('M').length - 1, 0));
    await expect.poll(drawnNodes, { timeout: 30_000 }).toBeGreaterThan(5000);
    expect(await page.getByTestId('rule-node').count()).toBeLessThan(300);

    // The analysis answers from its worker after the first drawing, and the warnings it lists in the
    // problems panel move the canvas and its overview: the click waits until they have settled.
    await expect(page.getByTestId('warning-count')).toBeVisible({ timeout: 30_000 });
    let last = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify([await overview.boundingBox(), await viewportTransform(page)]);
          const same = now === last;
          last = now;
          return same;
        },
        { intervals: [300], timeout: 15_000 },
      )
      .toBe(true);

    // A click: the canvas centres on the flow point drawn under the pointer (the svg's own CTM says which), zoom kept.
    const box = (await overview.boundingBox())!;
    const click = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.75 };
    const target = await overview.evaluate((svg: SVGSVGElement, at) => {
      const p = new DOMPoint(at.x, at.y).matrixTransform(svg.getScreenCTM()!.inverse());
      return { x: p.x, y: p.y };
    }, click);
    const [, , zoom] = await viewportTransform(page);
    await page.mouse.click(click.x, click.y);
    await expect.poll(async () => Math.hypot((await canvasCentre(page)).x - target.x, (await canvasCentre(page)).y - target.y)).toBeLessThan(2 / zoom);
    expect((await viewportTransform(page))[2]).toBe(zoom);

    // The keyboard: Tab reaches the overview, which shows its focus; arrows pan a quarter of the canvas, + zooms in.
    await page.getByRole('tree', { name: 'Rule outline' }).getByRole('treeitem').first().focus();
    await pressUntilFocused(page, 'Tab', OVERVIEW, 300);
    expect(await overview.evaluate((svg) => getComputedStyle(svg).outlineStyle)).not.toBe('none');
    const { width, height } = await canvasSize(page);
    const [x0, y0, z0] = await viewportTransform(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    // Read back from CSS, which Chrome writes with six significant digits: the tree now opens on its
    // root at a readable zoom, some 238,000px from the origin, where that is within a pixel.
    await expect
      .poll(async () => {
        const [x, y, z] = await viewportTransform(page);
        return Math.abs(x - (x0 - width / 4)) <= 1 && Math.abs(y - (y0 - height / 4)) <= 1 && z === z0 ? 'a quarter right and down' : [x, y, z];
      })
      .toBe('a quarter right and down');
    await page.keyboard.press('+');
    await expect.poll(async () => (await viewportTransform(page))[2]).toBeCloseTo(z0 * 1.25, 6);

    // Fit view (Tab onwards from the overview, then Enter) shows the whole tree, as far as the least zoom allows.
    await pressUntilFocused(page, 'Shift+Tab', '.react-flow__controls-fitview', 300);
    await page.keyboard.press('Enter');
    const bounds = await overviewNodeBounds(page);
    await expect
      .poll(async () => {
        const [x, y, z] = await viewportTransform(page);
        const view = { x: -x / z, y: -y / z, width: width / z, height: height / z };
        const contains =
          view.x <= bounds.x + 1 && view.y <= bounds.y + 1 && view.x + view.width >= bounds.x + bounds.width - 1 && view.y + view.height >= bounds.y + bounds.height - 1;
        const centred = Math.abs(view.x + view.width / 2 - (bounds.x + bounds.width / 2)) < 2 / z && Math.abs(view.y + view.height / 2 - (bounds.y + bounds.height / 2)) < 2 / z;
        return contains || (Math.abs(z - MIN_ZOOM) < 1e-9 && centred) ? 'whole tree' : { view, bounds };
      })
      .toBe('whole tree');
  });

  test('the problems panel lists the first warnings and more as it is scrolled, laying out only those in its view', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(routingUrl());
    const problems = page.getByRole('region', { name: 'Problems' });
    await unfoldWarnings(page);
    const rows = problems.getByTestId('analysis-warning');
    await expect(rows).toHaveCount(20);
    // Rendered or skipped, row by row: a row the panel does not show keeps its box, but what it holds
    // is skipped (content-visibility), so its text is neither laid out nor painted.
    const rendered = () => rows.evaluateAll((lis) => lis.map((li) => li.querySelector('button')!.checkVisibility({ contentVisibilityAuto: true })));
    await expect.poll(async () => (await rendered())[0]).toBe(true);
    // Scrolled to the end of what is listed, the panel lists the next ones, as a person reading on expects.
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(70);
    await expect(rows.nth(19).getByRole('button').first()).toBeVisible();
    // Of those, the rows far from the panel's view keep their boxes but are neither laid out nor painted.
    await expect.poll(async () => (await rendered()).filter((shown) => !shown).length).toBeGreaterThan(15);
    // Nothing is lost: scrolled to, the last of them is drawn and can be read and clicked.
    await rows.nth(69).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered())[69]).toBe(true);
    await expect(rows.nth(69).getByRole('button').first()).toBeVisible();
  });
});
