import { matchPath } from 'react-router';
import { preloadableLazy, type PreloadableLazy } from '../lib/preloadable-lazy';

/*
 * The pages that load when first opened: each role's own page (react-hook-form and the profile views
 * are not the connector list's; CodeMirror comes with the BI console), so the first page's JavaScript
 * stays under issue 16's 150 kB (gzip). Their menu links fetch a page's code when the pointer reaches
 * them or the keyboard focuses them (`preloadOnIntent`), so a page whose code has arrived opens at
 * once, where a plain lazy page showed "Loading…" and then, by React's Suspense reveal throttle, stayed
 * on it until 300 ms after.
 */
export const lazyPages = {
  biConsole: preloadableLazy(() => import('../features/bi-console/bi-console-page').then((m) => m.BiConsolePage)),
  profiles: preloadableLazy(() => import('../features/profiles/profiles-page').then((m) => m.ProfilesPage)),
  testTransactions: preloadableLazy(() => import('../features/test-transactions/test-transactions-page').then((m) => m.TestTransactionsPage)),
  users: preloadableLazy(() => import('../features/admin-users/users-page').then((m) => m.UsersPage)),
  changeRequests: preloadableLazy(() => import('../features/change-requests/change-requests-page').then((m) => m.ChangeRequestsPage)),
  changeRequest: preloadableLazy(() => import('../features/change-requests/change-request-page').then((m) => m.ChangeRequestPage)),
  audit: preloadableLazy(() => import('../features/audit-log/audit-page').then((m) => m.AuditPage)),
};

/** A menu link's handlers that fetch its page's code ahead of the click; a failed fetch is tried again when the page opens. */
export const preloadOnIntent = (page: PreloadableLazy<object>) => ({ onPointerEnter: page.prefetch, onFocus: page.prefetch });

/** Where each lazy page is (react-router patterns under the root): AppRoutes declares them from here. */
export const LAZY_PAGE_PATHS = {
  biConsole: 'bi',
  profiles: 'profiles',
  testTransactions: 'transactions',
  users: 'admin/users',
  changeRequests: 'env/:env/change-requests',
  changeRequest: 'env/:env/change-requests/:id',
  audit: 'admin/audit',
} as const satisfies Record<keyof typeof lazyPages, string>;

/**
 * Starts fetching the code of the lazy page at `pathname` as the app starts (a page opened by its
 * address, a reload): by the time the session has answered and the route renders, the code is
 * usually here, and the page opens without "Loading…" and React's 300 ms hold after it.
 */
export const preloadPageAt = (pathname: string): void => {
  for (const [name, path] of Object.entries(LAZY_PAGE_PATHS) as Array<[keyof typeof lazyPages, string]>)
    if (matchPath(`/${path}`, pathname)) lazyPages[name].prefetch();
};
