import { asc } from 'drizzle-orm';
import type { SandboxDb } from '../db/client';
import { tenants, type ConnectorRow } from '../db/schema';
import type { BiWorld } from '../engine/bi-records/subject';
import { loadBiWorld } from '../engine/bi-records/world';
import type { ConnectorState } from '../engine/transactions/acquirer';
import type { MetaRouter } from '../engine/transactions/route';
import { metaRouterOf } from '../engine/transactions/routing-of';
import { connectorsOfTenant } from '../store/connectors';
import { HISTORY_INCIDENTS } from '../seed/acquirer-world';
import type { Incident } from '../world/incidents';
import type { WorldView } from '../world/world-view';

/**
 * What the generator generates against: the sandbox's tenant as stored (connectors, each
 * meta-connector's routing document compiled once, the record builder's world), and the period.
 * Reading the database rather than the fixtures makes history follow the documents as they are.
 */
export interface HistoryEnv {
  world: BiWorld;
  connectors: ReadonlyMap<string, ConnectorRow>;
  routers: ReadonlyMap<string, MetaRouter>;
  start: Date;
  end: Date;
  seed: number;
  /** The acquirers and prices every payment of the history meets. */
  view: WorldView;
  /** The seeded incidents at their moments in this history. */
  incidents: readonly Incident[];
}

export const loadHistoryEnv = async (db: SandboxDb, period: { start: Date; end: Date; seed: number }): Promise<HistoryEnv> => {
  const [tenant] = await db.select({ guid: tenants.guid }).from(tenants).orderBy(asc(tenants.guid)).limit(1);
  if (!tenant) throw new Error('the sandbox database has no tenant: seed it first');
  const connectors = await connectorsOfTenant(db, tenant.guid);
  const routers = new Map<string, MetaRouter>();
  for (const c of connectors.filter((c) => c.isMetaConnector)) routers.set(c.guid, await metaRouterOf(db, c));
  const world = await loadBiWorld(db, tenant.guid);
  return { world, connectors: new Map(connectors.map((c) => [c.guid, c])), routers, ...period, view: world.acquirers, incidents: historyIncidents(period) };
};

/**
 * Design: a connector disabled or archived today was live earlier in the period (history from
 * before it was switched off): a disabled one until 35 % of the period, an archived one until 20 %.
 */
export const activeUntil = (env: Pick<HistoryEnv, 'start' | 'end'>, c: Pick<ConnectorRow, 'disabled' | 'archived'>): Date | undefined => {
  if (!c.disabled && !c.archived) return undefined;
  const share = c.archived ? 0.2 : 0.35;
  return new Date(env.start.getTime() + share * (env.end.getTime() - env.start.getTime()));
};

/** A connector as the acquirers saw it at a moment of the period. */
export const stateAt = (env: Pick<HistoryEnv, 'start' | 'end'>, c: ConnectorRow, at: Date): ConnectorState => {
  const until = activeUntil(env, c);
  const off = until !== undefined && at >= until;
  return { guid: c.guid, adapter: c.adapter, currency: c.currency, isMetaConnector: c.isMetaConnector, disabled: off && c.disabled, archived: off && c.archived };
};

/**
 * The seeded incidents (seed/acquirer-world.ts) at their moments in this history: each on its day
 * before the end, so every history has them where the docs say.
 */
export const historyIncidents = (env: Pick<HistoryEnv, 'start' | 'end'>): Incident[] =>
  HISTORY_INCIDENTS.map((h, n) => {
    const day = new Date(env.end.getTime() - h.daysBeforeEnd * 86_400_000);
    const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h.startHourUtc));
    return {
      id: `INC-history-${env.end.toISOString().slice(0, 19).replace(/\D/g, '')}-${n + 1}`, acquirer: h.acquirer, connectorGuid: null, approvalDropPp: h.approvalDropPp, addedTimeoutPercent: h.addedTimeoutPercent,
      addedLatencyMs: h.addedLatencyMs, startsAt, endsAt: new Date(startsAt.getTime() + h.hours * 3_600_000), description: h.description, source: 'history' as const,
    };
  }).filter((i) => i.endsAt > env.start && i.startsAt < env.end);
