import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client';

// A 4xx will not change on retry (bad id, rejected document); only network and 5xx errors get one more try.
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiClientError && error.status >= 400 && error.status < 500) && failureCount < 1;

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false } } });
