import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { StudioConfig } from './config/studio-config';
import type { StudioDatabase } from './db/client';
import { createEnvironments } from './environments';
import { registerErrorHandler } from './plugins/error-handler';
import { registerApiRoutes } from './routes/api-routes';

export interface BuildAppOptions {
  config: StudioConfig;
  db: StudioDatabase;
  /** Folder of the built SPA (vite build); omitted in API-only tests. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the BFF without listening: tests use `inject()`, server.ts listens. */
export const buildApp = async ({ config, db, webDir, logger = false }: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger,
    genReqId: () => randomUUID(),
    bodyLimit: 5 * 1024 * 1024, // a 5,000-node routing document is ~1.5 MB of JSON
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        // React Flow positions nodes with inline style attributes; scripts stay self-only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });
  registerErrorHandler(app);
  registerApiRoutes(app, createEnvironments(config), db);

  if (webDir && existsSync(webDir)) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false });
    // Client-side routes (/env/…/connectors/…) get the SPA shell; unknown /api paths stay JSON 404s.
    app.get('/*', (request, reply) => {
      // Unknown API paths and missing files (an asset from a newer build) are 404s, not the shell.
      const path = request.url.split('?')[0]!;
      if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
};
