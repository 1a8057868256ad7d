import type { FastifyInstance } from 'fastify';

/**
 * What every answer of the BFF gets:
 * - `Cache-Control: no-store` on every API answer (the session answer carries the CSRF token, and
 *   no answer about users, profiles or routing belongs in a shared or browser cache);
 * - one log line per request at `info` (method, path, status, time), instead of Fastify's two.
 *   The query string is left out: filters may name people.
 */
export const registerHttpHygiene = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
};
