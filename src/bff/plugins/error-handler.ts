import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@contracts/bff-api';
import { GatewayOutcomeUnknownError, GatewayProtocolError, GatewayUnavailableError } from '../gateway-client/errors';
import { HttpError } from '../http-error';
import { bodyTooLarge } from './request-limits';

const body = (code: string, message: string, requestId: string, extra: object = {}): ApiError => ({ error: { code, message, requestId, ...extra } });

/**
 * The one error handler: expected errors keep their status and message; input mistakes are 400s
 * that say what is wrong; gateway trouble is a 502/504; anything else is a 500 whose details go to
 * the log only, tied to the response by its request id.
 */
export const registerErrorHandler = (app: FastifyInstance, { spaShell }: { spaShell: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const id = String(request.id);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, id, error.extra));
    }
    if (error instanceof GatewayOutcomeUnknownError) {
      request.log.warn({ err: error }, 'gateway did not answer a write');
      return reply
        .status(504)
        .send(body('GATEWAY_OUTCOME_UNKNOWN', 'The payment gateway did not answer in time, so the request may or may not have been carried out. Check its outcome at the gateway before repeating it (a transaction sent again with the same merchantTransactionId is refused as a duplicate).', id));
    }
    if (error instanceof GatewayUnavailableError) {
      request.log.warn({ err: error }, 'gateway unavailable');
      const timedOut = /timeout|aborted/i.test(error.message);
      return reply.status(timedOut ? 504 : 502).send(body('GATEWAY_UNAVAILABLE', 'The payment gateway is not reachable right now; nothing was changed. Try again.', id));
    }
    if (error instanceof GatewayProtocolError) {
      request.log.error({ err: error }, 'gateway protocol error');
      return reply.status(502).send(body('GATEWAY_PROTOCOL', 'The payment gateway answered unexpectedly; nothing was changed.', id));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(bodyTooLarge(id, request.routeOptions.bodyLimit));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
      return reply.status(error.statusCode).send(body(error.code ?? 'BAD_REQUEST', error.message, id));
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && (request.raw.destroyed || reply.raw.destroyed)) {
      // The browser went away while its answer was being made (a page closed or left while a
      // compressed routing document streamed): nobody to answer, and no fault of the server's.
      request.log.info({ err: error }, 'client went away before the answer');
      return reply.raw.destroy();
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on the server. Quote this request id when reporting it.', id));
  });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/env/…/connectors/…) get the SPA shell; unknown API paths and missing
    // files (an asset from another build) stay 404s.
    const path = request.url.split('?')[0]!;
    if (spaShell && request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(body('NOT_FOUND', `No route ${request.method} ${request.url}`, String(request.id)));
  });
};
