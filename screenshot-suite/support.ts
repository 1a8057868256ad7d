import type { Page, TestInfo } from '@playwright/test';

/** Signs in through the form as the demo user of a role, in this test's own (fresh) context. */
export { signInWithForm as signIn } from '../e2e/support/sign-in';

/** screenshots/<viewport>/<name>.png: what the viewport showed, not the whole scrolled page (that is what a person sees first). */
export const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  // Let transitions, fonts and React Flow's first fit settle.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/${testInfo.project.name}/${name}.png` });
  // The README's pictures (docs/images/, committed): the main pages at 1280×800, made here so they show the studio as it is.
  if (testInfo.project.name === '1280x800' && README_SHOTS.has(name)) await page.screenshot({ path: `docs/images/${name}.png` });
};

/** The shots the README shows. */
const README_SHOTS = new Set(['02-routing-single', '06-routing-simulate', '19-routing-replay', '21a-change-request-estimate', '18a-routing-insights-traffic']);
