/**
 * The environment a user works in lives in the URL (`/env/:env/…` or `?env=`), so a link always
 * opens the same gateway. These helpers keep it there across navigation: links carry it, and the
 * last one used in this tab is remembered, so a link that names none (a breadcrumb, a typed URL)
 * is brought back to it instead of silently falling back to the first environment — which would
 * drop the production banner while still working in production.
 */
const STORAGE_KEY = 'routing-studio.environment';

/** The environment the URL names, if any. */
export const environmentInUrl = (pathname: string, search: string): string | null =>
  /^\/env\/([^/]+)/.exec(pathname)?.[1] ?? new URLSearchParams(search).get('env');

/** `to` with `?env=` set (kept when `to` names an environment in its path already). */
export const withEnvironment = (to: string, env: string | undefined): string => {
  if (!env || to.startsWith('/env/')) return to;
  const url = new URL(to, 'http://studio.invalid');
  url.searchParams.set('env', env);
  return `${url.pathname}${url.search}${url.hash}`;
};

// sessionStorage: per tab, so two tabs can work in two environments; it survives a reload.
export const rememberEnvironment = (env: string) => {
  try {
    sessionStorage.setItem(STORAGE_KEY, env);
  } catch {
    // Storage disabled: the URL still carries the environment.
  }
};

export const rememberedEnvironment = (): string | null => {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};
