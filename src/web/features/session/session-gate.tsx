import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { ApiClientError } from '../../lib/api-client';
import { LoginPage } from './login-page';
import { sessionQuery } from '../../lib/session-query';

/** Renders its children only for a signed-in user; otherwise the sign-in form (the URL stays, so the page opens after sign-in). */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const session = useQuery(sessionQuery);
  if (session.isPending) return <LoadingState label="Loading…" />;
  if (session.isError) {
    if (session.error instanceof ApiClientError && session.error.status === 401) return <LoginPage />;
    return <ErrorState title="Could not check your session" error={session.error} onRetry={() => void session.refetch()} />;
  }
  return <>{children}</>;
};
