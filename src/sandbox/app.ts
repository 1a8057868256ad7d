import { randomBytes as nodeRandomBytes, randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxDb } from './db/client';
import { JSON_LIMITS } from '@domain/json/json-limits';
import { createCredentialLockout } from './http/credential-lockout';
import { installErrorHandling } from './http/errors';
import { refuseUnstorableUrlInput } from './http/url-input';
import type { RandomBytes } from './routing/rule-id-generator';
import { SEEDED_WORLD } from './seed/acquirer-world';
import type { World } from './world/acquirer-model';
import { profileRoutes, PROFILES_PREFIX } from './routes/profiles';
import { provisioningRoutes } from './routes/provisioning';
import { registerAdmin } from './routes/sandbox/admin';
import { registerManifest } from './routes/sandbox/manifest';
import { paymentPageRoutes } from './routes/sandbox/payment-page';
import { registerTransactionView } from './routes/sandbox/transactions';
import { biRoutes } from './routes/bi';
import { shortContinueDccRoutes, transactionRoutes } from './routes/transactions';

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
  /** Load-balancer draws in [0, 1) when routing transactions; tests pass `seededRandom(seed)`. */
  random?: () => number;
  /** The clock of transaction timestamps. */
  now?: () => Date;
  /**
   * A new BI record becomes searchable this long after its transaction is written (the real data
   * source is "within 24 hours"); default `DEFAULT_BI_INDEXING_DELAY_MS`, tests pass 0.
   */
  biIndexingDelayMs?: number;
  /** The acquirer models and price lists; the seeded world's by default. */
  world?: World;
}

export const DEFAULT_BI_INDEXING_DELAY_MS = 5000;

const TWO_32 = 0x1_0000_0000;
/** Default load-balancer source: uniform in [0, 1) from the OS's CSPRNG, so splits cannot be predicted. */
const cryptoRandom = (): number => randomInt(TWO_32) / TWO_32;

/**
 * The sandbox gateway as a Fastify instance for inject() or listen(); it does not listen itself and
 * is not yet `ready()`, so a caller may still register more routes.
 */
export const buildSandbox = async (options: SandboxOptions): Promise<FastifyInstance> => {
  // One body limit for every interface (a 20,000-rule routing document is ~2 MB of JSON).
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: JSON_LIMITS.maxBytes });
  const publicUrl = typeof options.publicUrl === 'function' ? options.publicUrl : () => options.publicUrl as string;
  const deps = { db: options.db, randomBytes: options.randomBytes ?? ((n: number) => new Uint8Array(nodeRandomBytes(n))) };
  installErrorHandling(app);
  // Before every scope's own hooks (authentication looks keys up in the database).
  refuseUnstorableUrlInput(app);
  await app.register(async (scope) => provisioningRoutes(scope, deps), { prefix: '/api/provisioning' });
  const now = options.now ?? (() => new Date());
  const transactionDeps = {
    ...deps, random: options.random ?? cryptoRandom, now, publicUrl,
    biIndexingDelayMs: options.biIndexingDelayMs ?? DEFAULT_BI_INDEXING_DELAY_MS, world: options.world ?? SEEDED_WORLD,
    // One count per API user across the transaction and profile interfaces.
    lockout: createCredentialLockout(now),
  };
  await app.register(async (scope) => transactionRoutes(scope, transactionDeps), { prefix: '/api/v3/transaction' });
  await app.register(async (scope) => shortContinueDccRoutes(scope, transactionDeps), { prefix: '/transaction' });
  await app.register(async (scope) => profileRoutes(scope, transactionDeps), { prefix: PROFILES_PREFIX });
  await app.register(async (scope) => paymentPageRoutes(scope, transactionDeps));
  registerManifest(app, options.db, publicUrl);
  registerAdmin(app, transactionDeps);
  registerTransactionView(app, options.db);
  await app.register(async (scope) => biRoutes(scope, { db: options.db, now: options.now ?? (() => new Date()) }));
  return app;
};
