import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';

type Part = 'body' | 'params' | 'querystring' | 'headers';
/** What a route's 400 calls its input, where "request body", "path" and "filter" do not say it best ("sign-in", "test case"). */
export type InputNames = Partial<Record<Part, string>>;
const NAMES: Record<Part, string> = { body: 'request body', params: 'path', querystring: 'filter', headers: 'headers' };

/**
 * A request that does not match its route's schema: a 400 in the one error shape that names the
 * first field and what is wrong with it (`Invalid request body: note: …`). A route passes its own
 * names as its `schemaErrorFormatter`.
 */
export const inputErrors =
  (names: InputNames = {}) =>
  (errors: FastifySchemaValidationError[], part: string): Error => {
    const first = errors[0];
    const field = first?.instancePath.slice(1).split('/').join('.');
    return new HttpError(400, 'BAD_REQUEST', `Invalid ${names[part as Part] ?? NAMES[part as Part] ?? part}: ${field || 'value'}: ${first?.message ?? 'invalid'}`);
  };

/**
 * Routes declare their params, query and body as zod schemas from `src/contracts`
 * (fastify-type-provider-zod): Fastify parses them before the handler, which gets typed, parsed
 * values. Reply schemas type what a handler may return; the reply is sent as the handler built it
 * (JSON.stringify, as without a schema), not parsed again: the SPA parses every answer with the
 * same schema, and re-parsing a 20,000-rule document per read would cost the read path.
 */
export const registerZodSchemas = (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setSchemaErrorFormatter(inputErrors());
};
