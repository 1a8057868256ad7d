import { routingPath } from '@contracts/bff-paths';

/*
 * The routing document's GET, started the moment a routing page opens instead of after the main
 * bundle, the session and the page's chunk (about half a second later): `app/early-routing-entry.ts`
 * is a tiny entry of its own that index.html loads before the main one, and the api-client's first
 * routing request takes its response once. No zod and no React here: this module is in that entry.
 */

/** The routing page's path as AppRoutes declares it (a react-router pattern under the root). */
export const ROUTING_PAGE_PATH = 'env/:env/connectors/:guid';

/** What every GET of the api-client sends (the session cookie, JSON wanted), the early one too. */
export const READ_INIT = { credentials: 'same-origin', headers: { accept: 'application/json' } } as const satisfies RequestInit;

/** How long after the early fetch started the page's first routing request may still take it. */
export const EARLY_ROUTING_MAX_AGE_MS = 5000;

// Matched as react-router matches it: case-insensitive, a trailing slash allowed.
const routingPage = new RegExp(`^/${ROUTING_PAGE_PATH.replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`, 'i');

/** The routing document's URL when `pathname` is a routing page, else null. */
export const routingUrlOfPage = (pathname: string): string | null => {
  const match = routingPage.exec(pathname);
  if (!match) return null;
  try {
    return routingPath(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!));
  } catch {
    return null; // not validly percent-encoded: the page's own request will say so
  }
};

interface EarlyRouting {
  url: string;
  startedAt: number;
  response: Promise<Response>;
}
let early: EarlyRouting | null = null;

/** Starts the routing document's GET when `pathname` is a routing page; `now` is performance.now(). */
export const startEarlyRoutingFetch = (pathname: string, now = performance.now()): void => {
  const url = routingUrlOfPage(pathname);
  if (url === null) return;
  const response = fetch(url, READ_INIT);
  // A failure is reported by the request that takes it; one never taken must not be an unhandled rejection.
  response.catch(() => undefined);
  early = { url, startedAt: now, response };
};

/**
 * The early response for `url`, at most once: whatever the first routing request asks for, the early
 * fetch is gone afterwards, so a refetch, a second connector or a read after a save fetches anew. Null
 * (fetch as usual) for another URL or when the early fetch started more than a few seconds ago.
 */
export const takeEarlyRouting = (url: string, now = performance.now()): Promise<Response> | null => {
  const taken = early;
  early = null;
  if (!taken || taken.url !== url || now - taken.startedAt > EARLY_ROUTING_MAX_AGE_MS) return null;
  return taken.response;
};

/** Forgets an early fetch not taken yet: after a write (a sign-in, a save) a GET may answer otherwise. */
export const dropEarlyRouting = (): void => {
  early = null;
};
