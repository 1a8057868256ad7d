import { randomBytes as nodeRandomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxDb } from './db/client';
import { installErrorHandling } from './http/errors';
import type { RandomBytes } from './routing/rule-id-generator';
import { provisioningRoutes } from './routes/provisioning';
import { registerAdmin } from './routes/sandbox/admin';
import { registerManifest } from './routes/sandbox/manifest';

export interface SandboxOptions {
  db: SandboxDb;
  logger?: boolean | object;
  /**
   * Address the sandbox is reachable at (published as the BI URL in the manifest). A function lets
   * startSandbox fill in the real port after listening on port 0.
   */
  publicUrl: string | (() => string);
  /** Source of rule-id randomness; tests pass a seeded one for reproducible ids. */
  randomBytes?: RandomBytes;
}

/**
 * The sandbox gateway as a Fastify instance for inject() or listen(); it does not listen itself and
 * is not yet `ready()`, so a caller may still register more routes.
 */
export const buildSandbox = async (options: SandboxOptions): Promise<FastifyInstance> => {
  const app = Fastify({ logger: options.logger ?? false });
  const publicUrl = typeof options.publicUrl === 'function' ? options.publicUrl : () => options.publicUrl as string;
  const deps = { db: options.db, randomBytes: options.randomBytes ?? ((n: number) => new Uint8Array(nodeRandomBytes(n))) };
  installErrorHandling(app);
  await app.register(async (scope) => provisioningRoutes(scope, deps), { prefix: '/api/provisioning' });
  registerManifest(app, options.db, publicUrl);
  registerAdmin(app, options.db);
  return app;
};
