import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { environmentsQuery } from '../../lib/environment-queries';
import { environmentInUrl, rememberedEnvironment, rememberEnvironment, withEnvironment } from '../../lib/environment-in-url';

/**
 * Every page names its environment in the URL: the one a URL names is remembered for this tab, and
 * a URL that names none (the routing page's breadcrumb, a typed address) is redirected to the
 * remembered one, so leaving a production page never quietly lands in another environment.
 */
export const KeepEnvironmentInUrl = ({ children }: { children: ReactNode }) => {
  const { pathname, search, hash } = useLocation();
  const environments = useQuery(environmentsQuery());
  const list = environments.data?.environments;
  const isKnown = (id: string | null) => Boolean(id && list?.some((e) => e.id === id));
  const named = environmentInUrl(pathname, search);
  const remembered = rememberedEnvironment();

  useEffect(() => {
    if (named && list?.some((e) => e.id === named)) rememberEnvironment(named);
  }, [named, list]);

  if (!named && remembered && isKnown(remembered)) return <Navigate replace to={withEnvironment(`${pathname}${search}${hash}`, remembered)} />;
  return <>{children}</>;
};
