import type { FastifyInstance } from 'fastify';
import { UNSTORABLE_REASON, unstorableFieldOf } from '@domain/json/storable-text';

/** A client error every scope answers in its own shape (1001 with this message). */
const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * Path parameters (an API key, a connector GUID, a transaction uuid) and query values holding text
 * PostgreSQL cannot store are refused before any hook looks them up, so they are a 400, never a
 * 500 from the database. Bodies are checked where they are read (`json-body.ts`).
 */
export const refuseUnstorableUrlInput = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request) => {
    for (const [where, input] of [['path parameter', request.params], ['query parameter', request.query]] as const) {
      const field = unstorableFieldOf(input ?? {});
      if (field) throw badRequest(`Invalid ${where} '${field.join('.')}': it ${UNSTORABLE_REASON}`);
    }
  });
};
