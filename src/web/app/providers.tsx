import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, fresh cache); main.tsx the one its first reads started in. */
  queryClient?: QueryClient;
}

export const Providers = ({ children, queryClient }: ProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};
