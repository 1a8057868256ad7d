import { queryOptions } from '@tanstack/react-query';
import { transactionsApi } from './transactions-api';

/** Query keys of the test-transactions feature; the runs themselves are session UI state (runs-store.ts). */
export const transactionKeys = {
  all: ['test-transactions'] as const,
  options: (env: string) => [...transactionKeys.all, env, 'options'] as const,
};

export const transactionOptionsQuery = (env: string) =>
  queryOptions({ queryKey: transactionKeys.options(env), queryFn: () => transactionsApi.testTransactionOptions(env), staleTime: 5 * 60_000 });
