import type { Response } from '@playwright/test';
import { expect, test } from './support/studio-test';
import { apiPaths } from '@contracts/bff-api';
import { authPaths } from '@contracts/bff-auth';
import { ROUTER, openCardRouter, routingUrl } from './support/editor-page';

// index.html's first script starts the reads the first screen waits for before the main bundle has
// run (issue 16: lib/early-reads.ts): on a routing page its document, the session, the connectors and
// the catalogue; the page's own requests take those responses instead of asking again.
test('a routing page asks for its document, session, connectors and catalogue once each, while its main bundle is still on its way', async ({ page }) => {
  const gets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') gets.push(new URL(request.url()).pathname);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const reads = [apiPaths.routing('sandbox', ROUTER), authPaths.session, apiPaths.connectors('sandbox'), apiPaths.constraints('sandbox')];
  const asked = Promise.all(reads.map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === path, { timeout: 15_000 })));
  const opened = openCardRouter(page);
  try {
    await asked;
  } finally {
    release();
  }
  await opened;
  for (const path of reads) expect(gets.filter((get) => get === path), path).toHaveLength(1);
  // A reload is a new page: its own early reads, taken once again.
  await page.reload();
  await expect(page.getByTestId('rule-node').first()).toBeVisible();
  for (const path of reads) expect(gets.filter((get) => get === path), path).toHaveLength(2);
  expect(page.url()).toContain(routingUrl());
});

test('another page asks for the session alone while its main bundle is still on its way', async ({ page }) => {
  const gets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') gets.push(new URL(request.url()).pathname);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === authPaths.session, { timeout: 15_000 });
  const opened = page.goto('/profiles');
  try {
    await asked;
    expect(gets.filter((path) => path.startsWith('/api/'))).toEqual([authPaths.session]);
  } finally {
    release();
  }
  await opened;
  await expect(page).toHaveTitle('Profiles · Routing Studio');
  expect(gets.filter((path) => path === authPaths.session)).toHaveLength(1);
});

// The routing page's own chunk is fetched by index.html's first script too (lib/early-preload.ts),
// not only once the main bundle has arrived and run: held back, the main bundle cannot ask for it.
test('a routing page fetches its own chunk while the main bundle is still on its way; another page does not fetch it', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const pageChunk = page.waitForRequest(/\/assets\/routing-page-[\w-]+\.js$/, { timeout: 15_000 });
  const opened = openCardRouter(page);
  try {
    await pageChunk;
  } finally {
    release();
  }
  await opened;

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/profiles');
  await expect(page).toHaveTitle('Profiles · Routing Studio');
  expect(requested.some((path) => path.startsWith('/assets/index-'))).toBe(true);
  expect(requested.filter((path) => path.includes('/routing-page-'))).toEqual([]);
});

// What a routing page does not load (issue 16): AJV, which only a catalogue naming a condition newer
// than the studio's needs (json-schema-checks.ts), and an SVG icon, which Chromium draws in a
// document of its own on the page's main thread in the middle of the load (8–13 ms in traces).
test('a routing page loads no AJV for a catalogue the studio knows, and its icon is a PNG', async ({ page }) => {
  const requested: string[] = [];
  const scripts: Array<Promise<{ path: string; code: string | null }>> = [];
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (/\/assets\/[\w.-]+\.js$/.test(path)) scripts.push(response.text().then((code) => ({ path, code }), () => ({ path, code: null })));
  };
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('response', onResponse);
  await openCardRouter(page);
  await expect(page.getByTestId('editor-status')).toContainText('Saved version');
  // The scripts of the load: later ones (a tab's chunk fetched when idle) may still be arriving when the test ends.
  page.off('response', onResponse);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter(({ code }) => code === null).map(({ path }) => path)).toEqual([]);
  // AJV's option name, in no other code of the build: not a chunk of its own, nor folded into another.
  expect(loaded.filter(({ code }) => code!.includes('strictSchema')).map(({ path }) => path)).toEqual([]);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/\.png$/);
  const served = await page.request.get(icon!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(requested.filter((path) => path.endsWith('.svg'))).toEqual([]);
});
