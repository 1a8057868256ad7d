import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { registerAuditHook } from './audit/audit-hook';
import { registerAuth, type RouteAccess } from './auth/auth-plugin';
import type { StudioConfig } from './config/studio-config';
import type { StudioDatabase } from './db/client';
import { JSON_LIMITS } from '@domain/json/json-limits';
import { createEnvironments, type Environments } from './environments';
import { HttpError } from './http-error';
import { registerHashedAssets } from './plugins/hashed-assets';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHttpHygiene } from './plugins/http-hygiene';
import { registerRequestLimits } from './plugins/request-limits';
import { registerZodSchemas } from './plugins/zod-schemas';
import { registerAdminRoutes } from './routes/admin-routes';
import { registerBiRoutes } from './routes/bi-routes';
import { registerCapabilityRoutes } from './routes/capability-routes';
import type { MovableClock } from './config/movable-clock';
import { registerTestClockRoute } from './routes/test-clock-routes';
import { registerChangeRequestRoutes } from './routes/change-request-routes';
import { createChangeScheduler, type ChangeScheduler, type SchedulerOptions } from './services/change-scheduler';
import { registerReplayRoutes } from './routes/replay-routes';
import { createReplayJobs } from './replay/replay-jobs';
import { registerEnvironmentRoutes } from './routes/environment-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerRoutingRoutes } from './routes/routing-routes';
import { registerVersionRoutes } from './routes/version-routes';
import { registerGoldenRoutes } from './routes/golden-routes';
import { registerProfileRoutes } from './routes/profile-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerTransactionRoutes } from './routes/transaction-routes';

export interface AuthOptions {
  idleMs: number;
  absoluteMs: number;
  /** Failed sign-ins in a row before the account locks, and for how long. */
  maxFailures: number;
  lockMs: number;
}

export const DEFAULT_AUTH: AuthOptions = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, maxFailures: 5, lockMs: 15 * 60_000 };

export interface BuildAppOptions {
  config: StudioConfig;
  db: StudioDatabase;
  /** Folder of the built SPA (vite build); omitted in API-only tests. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  auth?: Partial<AuthOptions>;
  /** The clock; tests move it to expire sessions and locks. */
  now?: () => Date;
  /** How long a BI query may take (default `BI_LIMITS.timeoutMs`); tests shorten it. */
  biTimeoutMs?: number;
  /** Behind a TLS-terminating load balancer: trust X-Forwarded-* so cookies get `Secure`. */
  trustProxy?: boolean;
  /** How long a provisioning call may take (default 15 s); tests shorten it to meet a late gateway. */
  gatewayTimeoutMs?: number;
  /**
   * Change control's scheduler (issue 14): its own clock (tests move it without expiring sessions),
   * lease and back-off, and how often it polls (`pollMs`; omitted: it runs only when asked, e.g. by
   * "Apply now" or a test's `app.changeScheduler.runDue()`).
   */
  changeControl?: SchedulerOptions & { now?: () => Date; pollMs?: number };
  /** A clock for change control that `POST /api/test/clock` moves (the e2e studio's; never in a deployment). Overrides `changeControl.now`. */
  testClock?: MovableClock;
  /** Records per BI page of a replay (default 5,000): tests page a small history in several pages. */
  replayPageSize?: number;
  /** Start a replay thread once the app is ready, so the first replay does not wait a second for one (server.ts; tests start them when they replay). */
  warmReplayThread?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access rule and audit action (for the permission-matrix test and the docs). */
    routeCatalog: RouteAccess[];
    environments: Environments;
    changeScheduler: ChangeScheduler;
  }
}

/** Builds the BFF without listening: tests use `inject()`, server.ts listens. */
export const buildApp = async ({ config, db, webDir, logger = false, auth = {}, now = () => new Date(), trustProxy = false, biTimeoutMs, gatewayTimeoutMs, changeControl = {}, warmReplayThread = false, testClock, replayPageSize }: BuildAppOptions): Promise<FastifyInstance> => {
  const policy = { ...DEFAULT_AUTH, ...auth };
  const app = Fastify({
    logger,
    trustProxy,
    genReqId: () => randomUUID(),
    // One line per request instead (plugins/http-hygiene.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // One limit for every body (a 20,000-rule routing document is ~2 MB of JSON), named in the 413.
    bodyLimit: JSON_LIMITS.maxBytes,
    // A URL that is not validly percent-encoded matches no route (so no audit action either):
    // answered in the one error shape all the same.
    frameworkErrors: (error, request, reply) => {
      void (reply as unknown as FastifyReply).status(400).send({ error: { code: 'BAD_URL', message: `Invalid request: ${error.message}`, requestId: String(request.id) } });
    },
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
  // First: no other hook or handler sees a body, path or query that breaks the limits.
  registerRequestLimits(app);
  await app.register(cookie);
  // Per instance (the sign-in lockout, which matters more, lives in the shared database).
  await app.register(rateLimit, {
    global: false,
    // Thrown, so the one error handler answers in the one error shape.
    errorResponseBuilder: (_request, context) => new HttpError(429, 'RATE_LIMITED', `Too many requests from this address: try again in ${context.after}.`),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });
  registerHttpHygiene(app);
  registerZodSchemas(app);
  const spaShell = webDir !== undefined && existsSync(webDir);
  registerErrorHandler(app, { spaShell });
  const environments = createEnvironments(config, { gatewayTimeoutMs });
  app.decorate('environments', environments);
  app.decorate('routeCatalog', registerAuth(app, db.db, { ...policy, cacheSessions: db.singleProcess }, now));
  registerAuditHook(app, db.db);
  // After the audit hook (its onSend reads error bodies before they are compressed), before every
  // route (hooks reach the routes registered after them): the SPA's assets (the JS is about 540 kB
  // raw) and large API answers (routing documents) go compressed to a browser that accepts it.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerSessionRoutes(app, db.db, policy, now);
  registerHealthRoutes(app, environments);
  registerEnvironmentRoutes(app, environments);
  registerRoutingRoutes(app, environments, db);
  registerVersionRoutes(app, environments, db);
  registerAdminRoutes(app, db.db, now);
  registerGoldenRoutes(app, environments, db.db);
  registerProfileRoutes(app, environments, db.db);
  registerBiRoutes(app, environments, db, biTimeoutMs);
  const replays = createReplayJobs({ pageSize: replayPageSize });
  app.addHook('onClose', replays.close);
  if (warmReplayThread) app.addHook('onReady', async () => replays.warm());
  registerReplayRoutes(app, environments, replays);
  registerTransactionRoutes(app, environments);
  registerCapabilityRoutes(app, environments);
  // The replays a change request's evidence starts are jobs of the same pool as the users' (two at once, studio-wide).
  const changeContext = { db, environments, now: testClock?.now ?? changeControl.now ?? now, replays, log: app.log };
  const scheduler = createChangeScheduler(changeContext, changeControl);
  app.decorate('changeScheduler', scheduler);
  registerChangeRequestRoutes(app, environments, changeContext, scheduler);
  if (testClock) registerTestClockRoute(app, testClock, scheduler);
  if (changeControl.pollMs) app.addHook('onReady', async () => scheduler.start(changeControl.pollMs!));
  app.addHook('onClose', scheduler.stop);

  if (spaShell) {
    // wildcard: files are looked up per request, so a rebuild of the SPA is served without a restart.
    // Source maps are not served even when a build made them (VITE_SOURCEMAP=1 for debugging).
    // preCompressed: the build writes each asset's .br and .gz beside it (vite.config.ts), served as they are.
    await app.register(fastifyStatic, { root: webDir, wildcard: true, preCompressed: true, allowedPath: (path) => !path.endsWith('.map') });
    // The hashed files under assets/ (all but index.html and the favicon) from memory, cached for a year.
    registerHashedAssets(app, webDir);
  }
  return app;
};
