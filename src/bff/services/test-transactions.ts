import type { TestTransactionOptions, TestTransactionResult } from '@contracts/bff-transactions';
import { TransactionResponse, type ContinueDccRequest, type TransactionOperation } from '@contracts/gateway-transactions';
import type { ConnectorAnswer } from '../gateway-client/connector-client';
import { parseGatewayBody } from '../gateway-client/http';
import type { Environment } from '../environments';
import { connectorClient, testConnectors } from './connector-access';
import { gatewayRefusal } from './gateway-refusal';

export const testTransactionOptions = async (env: Environment): Promise<TestTransactionOptions> => ({
  connectors: await testConnectors(env),
  testCards: env.config.testCards,
});

/**
 * HTTP 200 means the gateway created the transaction: a decline is a result (success false, its
 * errors), not a BFF error. Anything else is a refusal of the request itself.
 */
const resultOf = (operation: TestTransactionResult['operation'], connectorGuid: string, answer: ConnectorAnswer): TestTransactionResult => {
  if (answer.status !== 200) throw gatewayRefusal(answer);
  return { operation, connectorGuid, response: parseGatewayBody(TransactionResponse, answer.json, answer.url, answer.status), durationMs: answer.durationMs };
};

/** `request` was checked against the gateway's schema for `operation` at the boundary. */
export const runTestTransaction = async (env: Environment, connectorGuid: string, operation: TransactionOperation, request: Record<string, unknown>): Promise<TestTransactionResult> => {
  const client = await connectorClient(env, connectorGuid);
  return resultOf(operation, connectorGuid, await client.transaction(operation, request));
};

export const continueDcc = async (env: Environment, connectorGuid: string, body: ContinueDccRequest): Promise<TestTransactionResult> => {
  const client = await connectorClient(env, connectorGuid);
  return resultOf('continue-dcc', connectorGuid, await client.transaction('continue-dcc', body));
};
