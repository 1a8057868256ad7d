import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRANSACTION_ERROR_CODES as CODES } from '@contracts/gateway-transactions';
import { requireApiConnector } from '../../http/connector-auth';
import { type ApiConnector } from '../../engine/api-connector';
import { signatureProblem } from '../../http/signature';
import { installTransactionErrorHandling } from '../../http/transaction-errors';
import { TransactionFailure, transactionUnauthorized } from '../../engine/transaction-failure';
import type { TransactionDeps } from './deps';

/**
 * An encapsulated scope of the transaction interface under `prefix`, with its own error shape and a
 * raw-body parser: the signature covers the body's exact bytes, so JSON is parsed only after it has
 * been checked. Before the body is read: HTTP Basic with the API user of the key's connector.
 */
export const transactionScope = (scope: FastifyInstance, deps: TransactionDeps, prefix: string): void => {
  installTransactionErrorHandling(scope);
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  scope.decorateRequest('apiConnector', null);
  const refusals = { unauthorized: transactionUnauthorized, locked: (message: string) => new TransactionFailure(429, CODES.unauthorized, message) };
  scope.addHook('onRequest', async (request, reply) => requireApiConnector(deps, prefix, refusals, request, reply));
};

/** The signature (on the path as sent), then the key's own connector: shared by every operation. */
export const verifiedRequest = (request: FastifyRequest): { api: ApiConnector; raw: Buffer } => {
  const api = request.apiConnector!;
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const problem = signatureProblem(api.connector, request, raw);
  if (problem) throw new TransactionFailure(401, CODES.invalidSignature, problem);
  return { api, raw };
};

/** The key's own connector must still be able to take requests. */
export const usableConnector = (api: ApiConnector): void => {
  if (api.connector.disabled || api.connector.archived) {
    throw new TransactionFailure(422, CODES.configuration, `Connector '${api.connector.guid}' is ${api.connector.disabled ? 'disabled' : 'archived'}`);
  }
};
