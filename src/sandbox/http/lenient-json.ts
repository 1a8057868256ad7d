import type { FastifyInstance } from 'fastify';
import { readJsonBody } from './json-body';

/**
 * Marks a body that is not JSON. The provisioning interface must answer such a body with its own
 * 422/1010 envelope, so parsing may not fail in Fastify (which would answer 400 or 415 first).
 */
export const NOT_JSON: unique symbol = Symbol('not-json');

/** A body refused by `readJsonBody` (too deep, unstorable text): each interface answers it in its own shape. */
export class RefusedBody {
  constructor(
    readonly problem: 'too-deep' | 'unstorable',
    readonly field: string[] = [],
  ) {}
}

/** Replaces the scope's parsers: every content type is read as text and parsed as JSON when possible. */
export const useLenientJson = (app: FastifyInstance): void => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const read = readJsonBody(typeof body === 'string' ? body : body.toString('utf8'));
    if (read.ok) return done(null, read.value);
    if (read.problem === 'empty') return done(null, undefined);
    if (read.problem === 'not-json') return done(null, NOT_JSON);
    done(null, new RefusedBody(read.problem, read.problem === 'unstorable' ? read.field : []));
  });
};
