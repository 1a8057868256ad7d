import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { connectors } from '../../db/schema';
import { authenticate } from '../../http/basic-auth';
import { GatewayFailure, connectorNotFound } from '../../http/errors';
import { resetSandbox } from '../../seed/seed';
import { findConnector, toGatewayConnector } from '../../store/connectors';
import type { TransactionDeps } from '../transactions/deps';
import { registerChargebacks } from './chargebacks';
import { registerIncidents } from './incidents';
import { registerReceivedRequests } from './received-requests';
import { registerTokenize } from './tokenize';
import { registerWorld } from './world';

const StateBody = z.strictObject({ disabled: z.boolean().optional(), archived: z.boolean().optional() });

/**
 * Sandbox-only helpers for e2e tests, behind the provisioning credentials: flip a connector's
 * state (what an admin would do in the real platform's UI), restore the seed between tests, read
 * back the raw bodies the routing set endpoints received, book chargebacks, degrade acquirers
 * (incidents), read the world's truth; and the tokenizing component (no auth).
 */
export const registerAdmin = (app: FastifyInstance, deps: TransactionDeps): void => {
  const { db } = deps;
  const received = registerReceivedRequests(app, db);
  registerChargebacks(app, deps);
  registerIncidents(app, deps);
  registerWorld(app, deps);
  registerTokenize(app, deps);

  app.post<{ Params: { guid: string } }>('/sandbox/connectors/:guid/state', async (request) => {
    const tenant = await authenticate(db, request, 'provisioning');
    const body = StateBody.safeParse(request.body ?? {});
    if (!body.success) throw new GatewayFailure(400, 1001, `Invalid request: ${body.error.issues[0]?.message ?? 'bad body'}`);
    const connector = await findConnector(db, tenant, request.params.guid);
    if (!connector) throw connectorNotFound(request.params.guid);
    const [updated] = await db.update(connectors).set(body.data).where(eq(connectors.guid, connector.guid)).returning();
    return { success: true, connector: toGatewayConnector(updated!) };
  });

  app.post('/sandbox/reset', async (request) => {
    await authenticate(db, request, 'provisioning');
    await resetSandbox(db);
    received.clear();
    return { success: true };
  });
};
