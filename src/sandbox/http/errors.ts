import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNSTORABLE_REASON } from '@domain/json/storable-text';
import { ERROR_CODES, gatewayMessage, type ValidationIssue } from '@domain/routing/validation';
import { tooLargeMessage } from '@domain/json/json-limits';
import { TOO_DEEP } from './json-body';
import { NOT_JSON, RefusedBody } from './lenient-json';

/** The provisioning error envelope (gateway-contract §1): `{success:false, errorCode, errorMessage}`. */
export class GatewayFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayFailure';
  }
}

export const unauthorized = () => new GatewayFailure(401, 1000, 'Unauthorized');
export const connectorNotFound = (guid: string) => new GatewayFailure(404, 1007, `Connector '${guid}' does not exist`);

/** A rejected document: the gateway answers with its first issue only. */
export const rejection = (issue: ValidationIssue) => new GatewayFailure(422, issue.code, gatewayMessage(issue));

export const malformedBody = (text: string) => new GatewayFailure(422, ERROR_CODES.malformed, `${text} at ''`);

/** A set body that is not JSON, too deep or holds unstorable text: 1010 like any malformed document. */
export const refuseBadDocumentBody = (body: unknown): void => {
  if (body === NOT_JSON) throw malformedBody('Malformed JSON');
  if (body instanceof RefusedBody) {
    if (body.problem === 'too-deep') throw malformedBody(`Malformed JSON: ${TOO_DEEP}`);
    throw rejection({ code: ERROR_CODES.malformed, path: body.field.join('/'), nodeId: null, message: `Invalid text: it ${UNSTORABLE_REASON}` });
  }
};

export const envelope = (errorCode: number, errorMessage: string) => ({ success: false as const, errorCode, errorMessage });

/** Fastify's own client errors, with the limit named where Fastify's message does not. */
export const clientErrorMessage = (error: FastifyError): string => (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? `Invalid request: ${tooLargeMessage()}` : error.message);

/** Answers a failure in the envelope: GatewayFailure as it says, Fastify's client errors 1001, anything else 9999 (details only in the log). */
export const sendFailure = (error: FastifyError | GatewayFailure, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof GatewayFailure) {
    return reply.status(error.statusCode).send(envelope(error.errorCode, error.message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(envelope(1001, clientErrorMessage(error)));
  }
  request.log.error({ err: error }, 'internal error');
  return reply.status(500).send(envelope(9999, 'Internal error'));
};

/**
 * One error shape for every route. Fastify's own client errors (body too large, …) keep their
 * status with the generic 1001; anything unexpected is 9999 and its details go only to the log.
 */
export const installErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler(sendFailure);
  app.setNotFoundHandler((request, reply) => reply.status(404).send(envelope(1001, `No route ${request.method} ${request.url}`)));
};
