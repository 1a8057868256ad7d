import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requestSchemaOf, ROUTED_OPERATIONS, TRANSACTION_ERROR_CODES as CODES, type PaymentRequest, type RegisterRequest, type RoutedOperation } from '../../../contracts/gateway-transactions';
import { apiKeyOf, authenticateApiKey } from '../../http/connector-auth';
import { signatureProblem } from '../../http/signature';
import { installTransactionErrorHandling, TransactionFailure, transactionUnauthorized } from '../../http/transaction-errors';
import { createTransaction } from './create-transaction';
import type { TransactionDeps } from './deps';
import { parseJsonBody, parseTransactionRequest } from './parse-request';

const isOperation = (value: string): value is RoutedOperation => (ROUTED_OPERATIONS as readonly string[]).includes(value);

/**
 * `POST /api/v3/transaction/<apiKey>/<operation>` (gateway-contract §1, §4), an encapsulated scope
 * with its own error shape and a raw-body parser: the signature covers the body's exact bytes, so
 * JSON is parsed only after it has been checked.
 */
export const transactionRoutes = async (scope: FastifyInstance, deps: TransactionDeps): Promise<void> => {
  installTransactionErrorHandling(scope);
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  scope.decorateRequest('apiConnector', null);

  // Before the body is read: HTTP Basic with the API user of the connector the key belongs to. An
  // unknown key answers like wrong credentials, so keys cannot be probed.
  scope.addHook('onRequest', async (request) => {
    const found = await authenticateApiKey(deps.db, apiKeyOf(request, '/api/v3/transaction'), request.headers.authorization);
    if (!found) throw transactionUnauthorized();
    request.apiConnector = found;
  });

  scope.post<{ Params: { apiKey: string; operation: string } }>('/:apiKey/:operation', async (request) => {
    const api = request.apiConnector!;
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const problem = signatureProblem(api.connector, request, raw);
    if (problem) throw new TransactionFailure(401, CODES.invalidSignature, problem);
    const { operation } = request.params;
    if (!isOperation(operation)) throw new TransactionFailure(404, CODES.invalidRequest, `Operation '${operation}' is not supported by the sandbox (supported: ${ROUTED_OPERATIONS.join(', ')})`);
    if (api.connector.disabled || api.connector.archived) {
      throw new TransactionFailure(422, CODES.configuration, `Connector '${api.connector.guid}' is ${api.connector.disabled ? 'disabled' : 'archived'}`);
    }
    const body = parseTransactionRequest(requestSchemaOf(operation) as z.ZodType<PaymentRequest | RegisterRequest>, parseJsonBody(raw));
    return createTransaction(deps, api, operation, body);
  });
};
