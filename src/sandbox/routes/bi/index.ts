import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BI_QUERY_PATH, BI_SANDBOX_PREFIX } from '@contracts/gateway-bi';
import type { SandboxDb } from '../../db/client';
import { BiError, errorBody } from '../../engine/bi/errors';
import { runSearch } from '../../engine/bi/execute/search';
import { parseSearchBody } from '../../engine/bi/parse/request';
import { authenticateBi, BiAuthFailure } from './auth';
import { bodyWithParams, ensureObject } from './request';

/**
 * The BI data source (gateway-contract §5): `GET|POST {bi_url}/query/transactions/v2` over the
 * tenant's production records and `{bi_sandbox_url}` (= `/bi-sandbox`) over its test_mode records.
 * The scope has its own body parser and error handler, so every answer, good or bad, is in
 * OpenSearch's shape; no input reaches a 5xx.
 */

export interface BiDeps {
  db: SandboxDb;
  now: () => Date;
}

/** `application/json`, optionally `; utf-8` or `; charset=utf-8`, case-insensitive, spaces around `;`. */
export const acceptedContentType = (header: string | undefined): boolean => {
  if (!header) return false;
  const [type, ...rest] = header.toLowerCase().split(';').map((s) => s.trim());
  if (type !== 'application/json') return false;
  return rest.every((p) => p === 'utf-8' || p === 'charset=utf-8' || p === 'charset="utf-8"');
};

// node-postgres and PGlite report SQL errors with a SQLSTATE; class 22 (data exception) and 54
// (program limit) come from values in the request, so they are the request's fault (a 400).
// drizzle wraps the driver's error, so look through `cause`.
const sqlError = (error: unknown): { code: string; message: string } | undefined => {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, message: String(e.message) };
  }
  return undefined;
};

const sendError = (error: FastifyError | BiError | Error, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof BiAuthFailure) {
    reply.header('www-authenticate', 'Basic realm="OpenSearch Security"');
    return reply.status(401).send({ error: { root_cause: [{ type: 'security_exception', reason: error.message }], type: 'security_exception', reason: error.message }, status: 401 });
  }
  if (error instanceof BiError) return reply.status(error.status).send(errorBody(error));
  const db = sqlError(error);
  if (db && (db.code.startsWith('22') || db.code.startsWith('54'))) return reply.status(400).send(errorBody(new BiError('query_shard_exception', `failed to create query: ${db.message}`, 'shard')));
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const type = status === 413 ? 'content_too_long_exception' : 'illegal_argument_exception';
    return reply.status(status).send({ error: { root_cause: [{ type, reason: error.message }], type, reason: error.message }, status });
  }
  request.log.error({ err: error }, 'BI search failed');
  return reply.status(500).send({ error: { root_cause: [{ type: 'exception', reason: 'Internal error' }], type: 'exception', reason: 'Internal error' }, status: 500 });
};

export const biRoutes = async (app: FastifyInstance, deps: BiDeps): Promise<void> => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, typeof body === 'string' ? body : body.toString('utf8')));
  app.setErrorHandler(sendError);

  const handle = (testMode: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    let body: unknown;
    if (request.method === 'POST') {
      const contentType = request.headers['content-type'];
      if (!acceptedContentType(contentType)) return reply.status(406).send({ error: `Content-Type header [${contentType ?? ''}] is not supported`, status: 406 });
    }
    // As in OpenSearch: the REST layer refuses the content type, the security plugin the caller, then the body is read.
    const tenantGuid = await authenticateBi(deps.db, request.headers.authorization, path);
    const text = typeof request.body === 'string' ? request.body : '';
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch (error) {
        return reply.status(400).send(errorBody(new BiError('parse_exception', `Failed to parse the request body as JSON: ${(error as Error).message}`)));
      }
    }
    const search = parseSearchBody(bodyWithParams(ensureObject(body), request.query as Record<string, string>, path));
    return reply.send(await runSearch(deps.db, { tenantGuid, testMode, now: deps.now() }, search));
  };

  for (const [prefix, testMode] of [
    ['', false],
    [BI_SANDBOX_PREFIX, true],
  ] as const) {
    app.get(`${prefix}${BI_QUERY_PATH}`, handle(testMode));
    app.post(`${prefix}${BI_QUERY_PATH}`, handle(testMode));
  }
};
