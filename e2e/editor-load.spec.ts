import { expect, test } from '@playwright/test';
import { apiPaths } from '@contracts/bff-api';
import { authPaths } from '@contracts/bff-auth';
import { ROUTER, openCardRouter, routingUrl } from './support/editor-page';

// index.html's first script starts the routing document's GET before the main bundle has run (issue
// 16); the page's own request takes that response instead of asking again.
test('a routing page asks for its document once, before the main bundle asks for the session', async ({ page }) => {
  const gets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') gets.push(new URL(request.url()).pathname);
  });
  await openCardRouter(page);
  const document = apiPaths.routing('sandbox', ROUTER);
  expect(gets.filter((path) => path === document)).toHaveLength(1);
  expect(gets.indexOf(document)).toBeLessThan(gets.indexOf(authPaths.session));
  // A reload is a new page: its own early GET, taken once again.
  await page.reload();
  await expect(page.getByTestId('rule-node').first()).toBeVisible();
  expect(gets.filter((path) => path === document)).toHaveLength(2);
  expect(page.url()).toContain(routingUrl());
});
