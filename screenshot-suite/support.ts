import type { Page, TestInfo } from '@playwright/test';

/** Signs in through the form as the demo user of a role, in this test's own (fresh) context. */
export { signInWithForm as signIn } from '../e2e/support/sign-in';

/** screenshots/<viewport>/<name>.png: what the viewport showed, not the whole scrolled page (that is what a person sees first). */
export const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  // Let transitions, fonts and React Flow's first fit settle.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/${testInfo.project.name}/${name}.png` });
};
