import { TestTransactionOptions, TestTransactionResult, transactionPaths, type ContinueDccBody, type RunTestTransactionBody } from '@contracts/bff-transactions';
import { json, request } from '../../lib/api-client';

/** The test transactions page's BFF calls, loaded with that lazy page (see profiles-api.ts for why not in lib/api-client.ts). */
export const transactionsApi = {
  testTransactionOptions: (env: string) => request(TestTransactionOptions, transactionPaths.options(env)),
  runTestTransaction: (env: string, connectorGuid: string, body: RunTestTransactionBody) =>
    request(TestTransactionResult, transactionPaths.run(env, connectorGuid), json('POST', body)),
  continueDcc: (env: string, connectorGuid: string, body: ContinueDccBody) =>
    request(TestTransactionResult, transactionPaths.continueDcc(env, connectorGuid), json('POST', body)),
};
