import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is now: no serious or critical violation
 * (issue 43.8), none excepted. Each violation is listed with its rule, what it means and the first
 * elements it found.
 */
export const expectAccessible = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(grave, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
};
