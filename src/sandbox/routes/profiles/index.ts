import type { FastifyInstance } from 'fastify';
import { INSTRUMENT_ERRORS, PROFILE_ERROR_CODES as CODES, PROFILE_OPERATIONS, type ProfileOperation } from '@contracts/gateway-profiles';
import { requireApiConnector } from '../../http/connector-auth';
import { profileContainerOf, type ApiConnector } from '../../engine/api-connector';
import { envelope, GatewayFailure, sendFailure, unauthorized } from '../../http/errors';
import { TOO_DEEP, unstorableMessage } from '../../http/json-body';
import { NOT_JSON, RefusedBody, useLenientJson } from '../../http/lenient-json';
import { InstrumentRefusal, type ProfileContext, type ProfileDeps } from './context';
import { attachPaymentInstrument, detachPaymentInstrument } from './instruments';
import { deleteProfile, getProfile, updateProfile } from './read-write-profile';

export const PROFILES_PREFIX = '/api/v3/customerProfiles';

const HANDLERS: Record<ProfileOperation, (ctx: ProfileContext, body: unknown) => Promise<unknown>> = {
  getProfile,
  updateProfile,
  deleteProfile,
  attachPaymentInstrument,
  detachPaymentInstrument,
};

const isOperation = (value: string): value is ProfileOperation => (PROFILE_OPERATIONS as readonly string[]).includes(value);

/**
 * `POST /api/v3/customerProfiles/<apiKey>/<operation>` (contract §1, §3), an encapsulated scope:
 * HTTP Basic with the API user of the key's connector (no request signing for profiles), the generic
 * envelope `{success:false, errorCode:int, errorMessage}` and, for attach/detach, the contract's
 * string codes `{success:false, errorCode:'<CODE>', message}`.
 */
export const profileRoutes = async (scope: FastifyInstance, deps: ProfileDeps): Promise<void> => {
  scope.setErrorHandler((error, request, reply) => {
    if (error instanceof InstrumentRefusal) return reply.status(INSTRUMENT_ERRORS[error.code]).send({ success: false, errorCode: error.code, message: error.message });
    return sendFailure(error as GatewayFailure, request, reply);
  });
  scope.setNotFoundHandler((request, reply) => reply.status(404).send(envelope(CODES.invalidRequest, `No route ${request.method} ${request.url}`)));
  // Every content type is read as JSON when it parses: a wrong body must be this interface's 1001, not Fastify's 415.
  useLenientJson(scope);
  scope.decorateRequest('apiConnector', null);

  const refusals = { unauthorized, locked: (message: string) => new GatewayFailure(429, CODES.unauthorized, message) };
  scope.addHook('onRequest', async (request, reply) => requireApiConnector(deps, PROFILES_PREFIX, refusals, request, reply));

  scope.post<{ Params: { apiKey: string; operation: string } }>('/:apiKey/:operation', async (request) => {
    const api: ApiConnector = request.apiConnector!;
    const { operation } = request.params;
    if (!isOperation(operation)) throw new GatewayFailure(404, CODES.invalidRequest, `Operation '${operation}' does not exist (operations: ${PROFILE_OPERATIONS.join(', ')})`);
    const body = request.body;
    if (body instanceof RefusedBody) {
      throw body.problem === 'too-deep'
        ? new GatewayFailure(400, CODES.invalidRequest, `Invalid request: ${TOO_DEEP}`)
        : new GatewayFailure(400, CODES.invalidParameter, unstorableMessage(body.field, '.'));
    }
    if (body === undefined || body === NOT_JSON || typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new GatewayFailure(400, CODES.invalidRequest, 'Invalid request: the body must be a JSON object');
    }
    const container = profileContainerOf(api.connector, api.tenantProfileContainer);
    if (container === null) {
      throw new GatewayFailure(422, CODES.notFoundOrNotConfigured, `Customer profiles are not enabled for connector '${api.connector.guid}': it has no customer profile container`);
    }
    return HANDLERS[operation]({ deps, api, container }, body);
  });
};
