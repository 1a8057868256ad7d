import type { FastifyInstance } from 'fastify';

/**
 * Marks a body that is not JSON. The provisioning interface must answer such a body with its own
 * 422/1010 envelope, so parsing may not fail in Fastify (which would answer 400 or 415 first).
 */
export const NOT_JSON: unique symbol = Symbol('not-json');

/** Replaces the scope's parsers: every content type is read as text and parsed as JSON when possible. */
export const useLenientJson = (app: FastifyInstance): void => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, NOT_JSON);
    }
  });
};
