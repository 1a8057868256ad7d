import type { FastifyInstance } from 'fastify';
import { ROUTED_OPERATIONS, TRANSACTION_ERROR_CODES as CODES, type RoutedOperation } from '../../../contracts/gateway-transactions';
import { parseBasicAuth, sameSecret } from '../../http/basic-auth';
import { signatureProblem } from '../../http/signature';
import { installTransactionErrorHandling, TransactionFailure, transactionUnauthorized } from '../../http/transaction-errors';
import { findApiConnector } from '../../store/transactions';
import { createTransaction, type ApiConnector } from './create-transaction';
import type { TransactionDeps } from './deps';
import { parseJsonBody, parseTransactionRequest } from './parse-request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The connector of the path's API key, once its API user authenticated. */
    apiConnector: ApiConnector | null;
  }
}

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
    // The not-found handler has no params: read the key from the path so it authenticates alike.
    const apiKey = (request.params as { apiKey?: string }).apiKey ?? /^\/api\/v3\/transaction\/([^/?#]+)/.exec(request.url)?.[1];
    const credentials = parseBasicAuth(request.headers.authorization);
    const found = apiKey === undefined ? undefined : await findApiConnector(deps.db, apiKey);
    if (!found || !credentials || credentials.username !== found.connector.username || !sameSecret(found.connector.password, credentials.password)) {
      throw transactionUnauthorized();
    }
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
    const body = parseTransactionRequest(operation, parseJsonBody(raw));
    return createTransaction(deps, api, operation, body);
  });
};
