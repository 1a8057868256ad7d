import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  isRoutedOperation, requestSchemaOf, TRANSACTION_ERROR_CODES as CODES, TRANSACTION_OPERATIONS,
  type FollowUpOperation, type FollowUpRequest, type PaymentRequest, type RegisterRequest, type TransactionOperation,
} from '@contracts/gateway-transactions';
import { TransactionFailure } from '../../engine/transaction-failure';
import { registerContinueDcc } from './continue-dcc';
import { createTransaction, HostedPaymentRequest } from './create-transaction';
import type { TransactionDeps } from './deps';
import { followUp } from './follow-up';
import { parseJsonBody, parseTransactionRequest } from './parse-request';
import { transactionScope, usableConnector, verifiedRequest } from './verified-request';

const isOperation = (value: string): value is TransactionOperation => (TRANSACTION_OPERATIONS as readonly string[]).includes(value);

/** `POST /api/v3/transaction/<apiKey>/<operation>` (gateway-contract §1, §4). */
export const transactionRoutes = async (scope: FastifyInstance, deps: TransactionDeps): Promise<void> => {
  transactionScope(scope, deps, '/api/v3/transaction');
  registerContinueDcc(scope, deps);
  scope.post<{ Params: { apiKey: string; operation: string } }>('/:apiKey/:operation', async (request) => {
    const { api, raw } = verifiedRequest(request);
    const { operation } = request.params;
    if (!isOperation(operation)) throw new TransactionFailure(404, CODES.invalidRequest, `Operation '${operation}' does not exist (operations: ${TRANSACTION_OPERATIONS.join(', ')}, continue-dcc)`);
    usableConnector(api);
    const body = parseJsonBody(raw);
    if (isRoutedOperation(operation)) {
      // debit/preauthorize without a token go to the payment page; register always needs one.
      const schema = operation !== 'register' && body.transactionToken === undefined ? HostedPaymentRequest : requestSchemaOf(operation);
      return createTransaction(deps, api, operation, parseTransactionRequest(schema as z.ZodType<PaymentRequest | RegisterRequest | HostedPaymentRequest>, body));
    }
    return followUp(deps, api, operation as FollowUpOperation, parseTransactionRequest(requestSchemaOf(operation) as z.ZodType<FollowUpRequest>, body));
  });
};

/** The spec's shorter `POST /transaction/<apiKey>/continue-dcc` (contract §1 accepts both). */
export const shortContinueDccRoutes = async (scope: FastifyInstance, deps: TransactionDeps): Promise<void> => {
  transactionScope(scope, deps, '/transaction');
  registerContinueDcc(scope, deps);
};
