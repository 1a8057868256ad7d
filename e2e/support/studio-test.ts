import { test as base, expect } from '@playwright/test';
import { developerLanguage } from './peoples-words';

/**
 * Playwright's `test`, with a check after every test (issue 43): what the test's pages show at its
 * end must be in people's words (no zod message, no error code or GUID alone, no document path;
 * `peoples-words.ts`). The pages are those of the test's own `page` and of every context it opened
 * and left open; a page the test closed was checked by the test, if at all.
 */
export const test = base.extend<{ peoplesWords: void }>({
  peoplesWords: [
    // Depends on `page` so that it is torn down before the page's context closes.
    async ({ page, browser }, use, testInfo) => {
      await use();
      // A failed test's pages are half-way states: its own failure is the one to read.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const pages = [page, ...browser.contexts().flatMap((context) => context.pages()).filter((p) => p !== page)];
      const found: string[] = [];
      for (const page of pages) {
        if (page.isClosed() || !page.url().startsWith('http')) continue;
        for (const line of await developerLanguage(page).catch(() => [])) found.push(`${page.url()}: ${line}`);
      }
      expect(found, 'text a person reads at the end of the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
