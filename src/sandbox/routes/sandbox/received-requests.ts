import { pipeline, Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxDb } from '../../db/client';
import { authenticate } from '../../http/basic-auth';
import { GatewayFailure, connectorNotFound } from '../../http/errors';
import { findConnector } from '../../store/connectors';

/** The routing set endpoints whose bodies are recorded; a path outside them is never read twice. */
const SET_ROUTE = /^\/api\/provisioning\/(setConnectorRouting|setConnectorMultiMethodRouting)\/([^/?#]+)/;
/** Per connector, the newest requests kept: enough for a test run, bounded for a long-lived sandbox. */
const KEEP = 50;

export interface ReceivedRequest {
  endpoint: 'setConnectorRouting' | 'setConnectorMultiMethodRouting';
  connectorGuid: string;
  receivedAt: string;
  /** HTTP status the sandbox answered. */
  status: number;
  /** The body exactly as it arrived on the wire (UTF-8 text). */
  body: string;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

const Query = z.strictObject({ limit: z.coerce.number().int().min(1).max(KEEP).default(10) });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Sandbox only (e2e and wire-level tests): what the routing set endpoints really received, so a
 * test can assert on the bytes the BFF sent instead of on what the BFF says it sent. Kept in
 * memory: the sandbox is one process, and `/sandbox/reset` clears it.
 */
export const registerReceivedRequests = (app: FastifyInstance, db: SandboxDb) => {
  const byConnector = new Map<string, ReceivedRequest[]>();
  const pending = new WeakMap<FastifyRequest, { endpoint: ReceivedRequest['endpoint']; guid: string; chunks: Buffer[] }>();

  // Root-level hooks reach the provisioning scope's routes too. preParsing runs after its
  // authentication hook, so a body without valid credentials is never read, let alone recorded.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const match = request.method === 'POST' ? SET_ROUTE.exec(request.url) : null;
    if (!match) return payload;
    const entry = { endpoint: match[1] as ReceivedRequest['endpoint'], guid: decodeURIComponent(match[2]!), chunks: [] as Buffer[] };
    pending.set(request, entry);
    const tee = new Transform({
      transform(chunk: Buffer | string, _encoding, done) {
        entry.chunks.push(Buffer.from(chunk));
        done(null, chunk);
      },
    });
    // pipeline forwards a broken upload to the parser as an error instead of hanging it.
    return pipeline(payload, tee, () => undefined);
  });

  app.addHook('onResponse', async (request, reply) => {
    const entry = pending.get(request);
    if (!entry) return;
    const body = Buffer.concat(entry.chunks).toString('utf8');
    const list = byConnector.get(entry.guid) ?? [];
    list.unshift({ endpoint: entry.endpoint, connectorGuid: entry.guid, receivedAt: new Date().toISOString(), status: reply.statusCode, body, json: parseJson(body) });
    byConnector.set(entry.guid, list.slice(0, KEEP));
  });

  app.get<{ Params: { guid: string } }>('/sandbox/received-requests/:guid', async (request) => {
    const tenant = await authenticate(db, request, 'provisioning');
    const query = Query.safeParse(request.query ?? {});
    if (!query.success) throw new GatewayFailure(400, 1001, `Invalid request: limit must be a whole number from 1 to ${KEEP}`);
    const connector = await findConnector(db, tenant, request.params.guid);
    if (!connector) throw connectorNotFound(request.params.guid);
    return { success: true, requests: (byConnector.get(connector.guid) ?? []).slice(0, query.data.limit) };
  });

  return { clear: () => byConnector.clear() };
};
