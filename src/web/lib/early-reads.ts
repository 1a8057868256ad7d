import { connectorsPath, constraintsPath, routingPath, sessionPath } from '@contracts/bff-paths';

/*
 * The reads a page's first screen waits for, started the moment the page opens instead of once the
 * main bundle has arrived and run (a few hundred milliseconds into a load on 2 cores):
 * `app/early-entry.ts` is a tiny entry of its own that index.html loads before the main one, and the
 * api-client's first GET of each of these URLs takes its response once. Every page waits for the
 * session; a routing page also for its document, its environment's connectors and its catalogue.
 * No zod and no React here: this module is in that entry.
 */

/** The routing page's path as AppRoutes declares it (a react-router pattern under the root). */
export const ROUTING_PAGE_PATH = 'env/:env/connectors/:guid';

/** What every GET of the api-client sends (the session cookie, JSON wanted), the early ones too. */
export const READ_INIT = { credentials: 'same-origin', headers: { accept: 'application/json' } } as const satisfies RequestInit;

/** How long after an early read started the page's first request for its URL may still take it. */
export const EARLY_READ_MAX_AGE_MS = 5000;

// Matched as react-router matches it: case-insensitive, a trailing slash allowed.
const routingPage = new RegExp(`^/${ROUTING_PAGE_PATH.replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`, 'i');

/** The environment and connector of a routing page's path, or null for any other path. */
const routingPageParams = (pathname: string): { env: string; guid: string } | null => {
  const match = routingPage.exec(pathname);
  if (!match) return null;
  try {
    return { env: decodeURIComponent(match[1]!), guid: decodeURIComponent(match[2]!) };
  } catch {
    return null; // not validly percent-encoded: the page's own request will say so
  }
};

/** The routing document's URL when `pathname` is a routing page, else null. */
export const routingUrlOfPage = (pathname: string): string | null => {
  const page = routingPageParams(pathname);
  return page && routingPath(page.env, page.guid);
};

/**
 * What the page at `pathname` reads first, in the order to ask: on a routing page its document
 * first (the largest answer), then the session, the connectors and the catalogue; on any other page
 * the session alone.
 */
export const earlyReadsOfPage = (pathname: string): string[] => {
  const page = routingPageParams(pathname);
  if (!page) return [sessionPath];
  return [routingPath(page.env, page.guid), sessionPath, connectorsPath(page.env), constraintsPath(page.env)];
};

interface EarlyRead {
  startedAt: number;
  response: Promise<Response>;
}
const early = new Map<string, EarlyRead>();

/** Starts the GETs the page at `pathname` reads first (earlyReadsOfPage); `now` is performance.now(). */
export const startEarlyReads = (pathname: string, now = performance.now()): void => {
  for (const url of earlyReadsOfPage(pathname)) {
    const response = fetch(url, READ_INIT);
    // A failure is reported by the request that takes it; one never taken must not be an unhandled rejection.
    response.catch(() => undefined);
    early.set(url, { startedAt: now, response });
  }
};

/**
 * The early response for `url`, at most once: a refetch, or a read after a write, fetches anew.
 * Null (fetch as usual) when no early read of `url` is waiting or it started more than a few seconds ago.
 */
export const takeEarlyRead = (url: string, now = performance.now()): Promise<Response> | null => {
  const taken = early.get(url);
  early.delete(url);
  if (!taken || now - taken.startedAt > EARLY_READ_MAX_AGE_MS) return null;
  return taken.response;
};

/** Forgets the early reads not taken yet: after a write (a sign-in, a save) a GET may answer otherwise. */
export const dropEarlyReads = (): void => {
  early.clear();
};
