import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_LIMITS, jsonDepthExceeds, tooDeepMessage, tooLargeMessage } from '@domain/json/json-limits';
import { UNSTORABLE_REASON, unstorableFieldOf } from '@domain/json/storable-text';
import { HttpError } from '../http-error';

/** The field a path names, as the BFF's 400s name fields (`document.tree.id`); the request itself when empty. */
const fieldName = (where: string, path: string[]) => (path.length ? `${where} field '${path.join('.')}'` : `the ${where}`);

const unstorable = (where: string, path: string[]) =>
  new HttpError(400, 'UNSTORABLE_TEXT', `Invalid ${fieldName(where, path)}: it ${UNSTORABLE_REASON}.`);

/** Path parameters and query strings: checked before any hook or handler could send them to the database. */
const checkUrlInput = (request: FastifyRequest) => {
  for (const [where, input] of [['path', request.params], ['query', request.query]] as const) {
    const path = unstorableFieldOf(input ?? {});
    if (path) throw unstorable(where, path);
  }
};

const validJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
export const FORBIDDEN_MEMBER_MESSAGE = "Invalid request body: a member named '__proto__', or 'constructor' holding 'prototype', is not allowed (it could change how the server reads every object).";

/**
 * The one place where the BFF reads request input it has not seen before (body, path, query):
 *
 * - bodies: JSON only (`application/json`), at most `JSON_LIMITS.maxBytes`, nested at most
 *   `JSON_LIMITS.maxDepth` deep (checked on the raw text, before `JSON.parse` or any schema
 *   recurses into it), `__proto__` / `constructor.prototype` members refused (Fastify's default);
 * - every string and member name of a body, path parameter or query value must be storable by
 *   PostgreSQL (no NUL, no unpaired surrogate). Refused, not cleaned: a name or identifier changed
 *   silently would be a different one, and the person sending it should know.
 *
 * Each refusal is a 400 naming the limit or the field; the audit hook still records it.
 */
export const registerRequestLimits = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, JSON_LIMITS.maxDepth)) return done(new HttpError(400, 'BODY_TOO_DEEP', `Invalid request body: ${tooDeepMessage()}.`), undefined);
    parseJson(request, text, (error, value) => {
      // The default parser refuses `__proto__` (and `constructor.prototype`) members with the same
      // words as broken JSON; text JSON.parse reads was valid, so the person is told what is refused.
      if (error) return done(validJson(text) ? new HttpError(400, 'FORBIDDEN_MEMBER', FORBIDDEN_MEMBER_MESSAGE) : error, undefined);
      const path = unstorableFieldOf(value);
      if (path) return done(unstorable('request body', path), undefined);
      done(null, value);
    });
  });
  app.addHook('onRequest', async (request) => checkUrlInput(request));
};

/** Fastify's own 413 names no limit: this one names the limit of the route that refused it (some routes take less than the default). */
export const bodyTooLarge = (id: string, limit?: number) => ({ error: { code: 'BODY_TOO_LARGE', message: `Invalid request body: ${tooLargeMessage(limit)}.`, requestId: id } });
