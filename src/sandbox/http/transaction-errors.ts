import type { FastifyError, FastifyInstance } from 'fastify';
import { TRANSACTION_ERROR_CODES as CODES } from '@contracts/gateway-transactions';
import { refusal, TransactionFailure } from '../engine/transaction-failure';
import { clientErrorMessage } from './errors';

/**
 * The transaction scope's error handler: Fastify's own client errors (body too large, …) keep their
 * status with 1001; anything unexpected is 9999 with the details only in the log.
 */
export const installTransactionErrorHandling = (scope: FastifyInstance): void => {
  scope.setErrorHandler((error: FastifyError | TransactionFailure, request, reply) => {
    if (error instanceof TransactionFailure) return reply.status(error.statusCode).send(refusal(error.errorCode, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(refusal(CODES.invalidRequest, clientErrorMessage(error as FastifyError)));
    request.log.error({ err: error }, 'internal error');
    return reply.status(500).send(refusal(CODES.unknown, 'Internal error'));
  });
  scope.setNotFoundHandler((request, reply) => reply.status(404).send(refusal(CODES.invalidRequest, `No route ${request.method} ${request.url}`)));
};
