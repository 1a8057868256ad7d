import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../../http/basic-auth';
import { controlBody } from '../../http/control-body';
import { GatewayFailure } from '../../http/errors';
import { hexId } from '../../engine/transactions/settle';
import { connectorsOfTenant } from '../../store/connectors';
import { endIncident, insertIncidents, listIncidents } from '../../store/incidents';
import type { Incident } from '../../world/incidents';
import type { TransactionDeps } from '../transactions/deps';

const MAX_MINUTES = 366 * 24 * 60;

/** The control's body: what to degrade (an acquirer by adapter, or one connector), how much, from when, for how long. */
const IncidentBody = z
  .strictObject({
    acquirer: z.string().min(1, 'must name an acquirer (adapter)').optional(),
    connector: z.string().min(1, 'must name a connector GUID').optional(),
    approvalDropPp: z.number('a number of percentage points').min(0, 'must be at least 0').max(100, 'must be at most 100 (percentage points)').default(0),
    addedTimeoutPercent: z.number('a percentage').min(0, 'must be at least 0').max(100, 'must be at most 100 (%)').default(0),
    addedLatencyMs: z.number('a number of milliseconds').int('must be whole milliseconds').min(0, 'must be at least 0').max(600_000, 'must be at most 600,000 ms').default(0),
    startsAt: z.iso.datetime({ offset: true, message: 'an ISO 8601 date-time such as 2026-12-07T14:00:00Z' }).optional(),
    endsAt: z.iso.datetime({ offset: true, message: 'an ISO 8601 date-time such as 2026-12-07T17:00:00Z' }).optional(),
    durationMinutes: z.number('a number of minutes').int('must be whole minutes').min(1, 'must be at least 1').max(MAX_MINUTES, `must be at most ${MAX_MINUTES} (a year)`).optional(),
    description: z.string().max(200, 'at most 200 characters').optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.acquirer === undefined) === (b.connector === undefined)) ctx.addIssue({ code: 'custom', path: ['acquirer'], message: 'name exactly one of acquirer (an adapter) or connector (a GUID)' });
    if (b.approvalDropPp === 0 && b.addedTimeoutPercent === 0 && b.addedLatencyMs === 0) ctx.addIssue({ code: 'custom', path: ['approvalDropPp'], message: 'an incident must change something: set approvalDropPp, addedTimeoutPercent or addedLatencyMs above 0' });
    if (b.endsAt !== undefined && b.durationMinutes !== undefined) ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: 'give endsAt or durationMinutes, not both' });
  });

/** An incident as the controls answer it (dates as ISO 8601). */
export const incidentView = (i: Incident) => ({ ...i, startsAt: i.startsAt.toISOString(), endsAt: i.endsAt?.toISOString() ?? null });

/**
 * Sandbox only (provisioning credentials): degrade an acquirer or a connector now or for a window,
 * list the incidents (the generated history's seeded ones too), end one. The world's models apply
 * them to tokenized cards and generated traffic (test cards keep their declared behaviour).
 */
export const registerIncidents = (app: FastifyInstance, deps: TransactionDeps): void => {
  const { db } = deps;

  app.get('/sandbox/incidents', async (request) => {
    const tenant = await authenticate(db, request, 'provisioning');
    return { success: true, incidents: (await listIncidents(db, tenant)).map(incidentView) };
  });

  app.post('/sandbox/incidents', async (request) => {
    const tenant = await authenticate(db, request, 'provisioning');
    const body = controlBody(IncidentBody, request.body);
    const connectors = await connectorsOfTenant(db, tenant);
    if (body.acquirer !== undefined && !deps.world.acquirers.some((a) => a.acquirer === body.acquirer)) {
      const known = deps.world.acquirers.map((a) => a.acquirer).join(', ');
      throw new GatewayFailure(400, 1002, `Invalid parameter 'acquirer': no acquirer '${body.acquirer}' in the sandbox world (known: ${known})`);
    }
    const connector = body.connector === undefined ? undefined : connectors.find((c) => c.guid === body.connector);
    if (body.connector !== undefined && (!connector || connector.isMetaConnector)) {
      throw new GatewayFailure(400, 1002, `Invalid parameter 'connector': '${body.connector}' is not a connector of this tenant that processes payments`);
    }
    const now = deps.now();
    const startsAt = body.startsAt === undefined ? now : new Date(body.startsAt);
    const endsAt = body.endsAt !== undefined ? new Date(body.endsAt) : body.durationMinutes !== undefined ? new Date(startsAt.getTime() + body.durationMinutes * 60_000) : null;
    if (endsAt !== null && endsAt <= startsAt) throw new GatewayFailure(400, 1002, "Invalid parameter 'endsAt': must be after startsAt");
    const what = body.acquirer ?? connector!.name;
    const incident: Incident = {
      id: `INC-${hexId(deps.randomBytes, 8)}`, acquirer: body.acquirer ?? null, connectorGuid: connector?.guid ?? null,
      approvalDropPp: body.approvalDropPp, addedTimeoutPercent: body.addedTimeoutPercent, addedLatencyMs: body.addedLatencyMs, startsAt, endsAt,
      description: body.description ?? `${what} degraded (sandbox control)`, source: 'control',
    };
    await insertIncidents(db, tenant, [incident], now);
    return { success: true, incident: incidentView(incident) };
  });

  app.delete<{ Params: { id: string } }>('/sandbox/incidents/:id', async (request) => {
    const tenant = await authenticate(db, request, 'provisioning');
    const ended = await endIncident(db, tenant, request.params.id, deps.now());
    if (!ended) throw new GatewayFailure(404, 1007, `Incident '${request.params.id}' does not exist`);
    return { success: true, incident: incidentView(ended) };
  });
};
