import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  isRoutedOperation, requestSchemaOf, TRANSACTION_ERROR_CODES as CODES, TRANSACTION_OPERATIONS,
  type FollowUpOperation, type FollowUpRequest, type PaymentRequest, type RegisterRequest, type TransactionOperation,
} from '../../../contracts/gateway-transactions';
import { apiKeyOf, authenticateApiKey, type ApiConnector } from '../../http/connector-auth';
import { signatureProblem } from '../../http/signature';
import { installTransactionErrorHandling, TransactionFailure, transactionUnauthorized } from '../../http/transaction-errors';
import { createTransaction } from './create-transaction';
import type { TransactionDeps } from './deps';
import { followUp } from './follow-up';
import { parseJsonBody, parseTransactionRequest } from './parse-request';

const isOperation = (value: string): value is TransactionOperation => (TRANSACTION_OPERATIONS as readonly string[]).includes(value);

/**
 * An encapsulated scope of the transaction interface under `prefix`, with its own error shape and a
 * raw-body parser: the signature covers the body's exact bytes, so JSON is parsed only after it has
 * been checked. Before the body is read: HTTP Basic with the API user of the key's connector.
 */
const transactionScope = (scope: FastifyInstance, deps: TransactionDeps, prefix: string): void => {
  installTransactionErrorHandling(scope);
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  scope.decorateRequest('apiConnector', null);
  scope.addHook('onRequest', async (request) => {
    const found = await authenticateApiKey(deps.db, apiKeyOf(request, prefix), request.headers.authorization);
    if (!found) throw transactionUnauthorized();
    request.apiConnector = found;
  });
};

/** The signature (on the path as sent), then the key's own connector: shared by every operation. */
export const verifiedRequest = (request: FastifyRequest): { api: ApiConnector; raw: Buffer } => {
  const api = request.apiConnector!;
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const problem = signatureProblem(api.connector, request, raw);
  if (problem) throw new TransactionFailure(401, CODES.invalidSignature, problem);
  return { api, raw };
};

const usableConnector = (api: ApiConnector): void => {
  if (api.connector.disabled || api.connector.archived) {
    throw new TransactionFailure(422, CODES.configuration, `Connector '${api.connector.guid}' is ${api.connector.disabled ? 'disabled' : 'archived'}`);
  }
};

/** `POST /api/v3/transaction/<apiKey>/<operation>` (gateway-contract §1, §4). */
export const transactionRoutes = async (scope: FastifyInstance, deps: TransactionDeps): Promise<void> => {
  transactionScope(scope, deps, '/api/v3/transaction');
  scope.post<{ Params: { apiKey: string; operation: string } }>('/:apiKey/:operation', async (request) => {
    const { api, raw } = verifiedRequest(request);
    const { operation } = request.params;
    if (!isOperation(operation)) throw new TransactionFailure(404, CODES.invalidRequest, `Operation '${operation}' does not exist (operations: ${TRANSACTION_OPERATIONS.join(', ')}, continue-dcc)`);
    usableConnector(api);
    const body = parseJsonBody(raw);
    if (isRoutedOperation(operation)) {
      return createTransaction(deps, api, operation, parseTransactionRequest(requestSchemaOf(operation) as z.ZodType<PaymentRequest | RegisterRequest>, body));
    }
    return followUp(deps, api, operation as FollowUpOperation, parseTransactionRequest(requestSchemaOf(operation) as z.ZodType<FollowUpRequest>, body));
  });
};
