import { useMutation } from '@tanstack/react-query';
import type { RunTestTransactionBody } from '@contracts/bff-transactions';
import { transactionsApi } from './transactions-api';
import { useRunsStore } from './runs-store';

export interface Send {
  connectorGuid: string;
  body: RunTestTransactionBody;
}

/**
 * Sends one test transaction; the answer (declined or not) becomes a run of this session. A refusal
 * (the BFF's 4xx with the gateway's code) is the mutation's error, shown at the form.
 */
export const useSendTransaction = (env: string) => {
  const add = useRunsStore((s) => s.add);
  return useMutation({
    mutationFn: ({ connectorGuid, body }: Send) => transactionsApi.runTestTransaction(env, connectorGuid, body),
    onSuccess: (result, { connectorGuid, body }) => {
      add({ env, operation: body.operation, connectorGuid, request: body.request, results: [result], sentAt: new Date() });
    },
  });
};
