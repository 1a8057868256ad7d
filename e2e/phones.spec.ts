import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { CONNECTORS } from '@fixtures/world';
import { routingUrl } from './support/editor-page';

/**
 * Phones (issue 43.7): every page the studio has fits a 390 px wide screen without sideways
 * scrolling (wide tables scroll inside their own box), and the routing editor shows its rules as a
 * read-only outline there: no canvas, no editing tools.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PHONE = 390;

/** The page scrolls sideways when its content is wider than the window; a failure names the elements that stick out. */
const expectNoSidewaysScroll = async (page: Page) => {
  const wider = () =>
    page.evaluate((phone) => {
      const out: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        const box = el.getBoundingClientRect();
        // The outermost ones: an element that sticks out inside a parent that does not (a box scrolling its own content is fine).
        const parent = el.parentElement?.getBoundingClientRect();
        const clipped = el.parentElement && getComputedStyle(el.parentElement).overflowX !== 'visible';
        if (box.right > phone + 1 && box.width > 0 && parent && parent.right <= phone + 1 && !clipped) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(box.right)} px)`);
        if (out.length >= 8) break;
      }
      return { width: document.documentElement.scrollWidth, out };
    }, PHONE);
  await expect.poll(async () => (await wider()).width, { message: `the page is wider than the phone: ${JSON.stringify((await wider()).out)}` }).toBeLessThanOrEqual(PHONE);
};

const PAGES: ReadonlyArray<{ name: string; url: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'connectors', url: '/', ready: (page) => expect(page.getByTestId('connector-row').first()).toBeVisible() },
  { name: 'profiles', url: '/profiles?env=sandbox', ready: (page) => expect(page.getByRole('heading', { name: 'Customer profiles' })).toBeVisible() },
  { name: 'test transactions', url: '/transactions?env=sandbox', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'BI console', url: '/bi?env=sandbox', ready: (page) => expect(page.getByRole('heading', { name: 'BI query console' })).toBeVisible() },
  { name: 'users', url: '/admin/users', ready: (page) => expect(page.getByTestId('user-row').first()).toBeVisible() },
  { name: 'audit log', url: '/admin/audit', ready: (page) => expect(page.getByTestId('audit-row').first()).toBeVisible() },
  { name: 'change requests', url: '/env/sandbox/change-requests', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const { name, url, ready } of PAGES)
  test(`${name} fits a phone`, async ({ page }, testInfo) => {
    await page.goto(url);
    await ready(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`phone-${name.replace(/ /g, '-')}.png`), fullPage: true });
  });

test('the routing editor on a phone: the rules as a read-only outline, no canvas, nothing wider than the screen', async ({ page }, testInfo) => {
  await page.goto(routingUrl());
  const outline = page.getByRole('tree', { name: 'Rule outline' });
  await expect(outline).toBeVisible();
  await expect(outline.getByRole('treeitem').first()).toBeVisible();
  await expect(page.getByText('A phone shows the rules to read')).toBeVisible();
  await expect(page.locator('.react-flow')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save…' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('phone-editor.png'), fullPage: true });
  // A multi-method connector too: its methods as tabs above the outline.
  await page.goto(routingUrl(CONNECTORS.checkout.guid));
  await expect(page.getByRole('tab', { name: 'Creditcard' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
