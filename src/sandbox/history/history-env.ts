import { asc } from 'drizzle-orm';
import type { SandboxDb } from '../db/client';
import { tenants, type ConnectorRow } from '../db/schema';
import type { BiWorld } from '../engine/bi-records/subject';
import { loadBiWorld } from '../engine/bi-records/world';
import type { ConnectorState } from '../engine/transactions/acquirer';
import type { MetaRouter } from '../engine/transactions/route';
import { metaRouterOf } from '../engine/transactions/routing-of';
import { connectorsOfTenant } from '../store/connectors';

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
}

export const loadHistoryEnv = async (db: SandboxDb, period: { start: Date; end: Date; seed: number }): Promise<HistoryEnv> => {
  const [tenant] = await db.select({ guid: tenants.guid }).from(tenants).orderBy(asc(tenants.guid)).limit(1);
  if (!tenant) throw new Error('the sandbox database has no tenant: seed it first');
  const connectors = await connectorsOfTenant(db, tenant.guid);
  const routers = new Map<string, MetaRouter>();
  for (const c of connectors.filter((c) => c.isMetaConnector)) routers.set(c.guid, await metaRouterOf(db, c));
  return { world: await loadBiWorld(db, tenant.guid), connectors: new Map(connectors.map((c) => [c.guid, c])), routers, ...period };
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
  return { guid: c.guid, isMetaConnector: c.isMetaConnector, disabled: off && c.disabled, archived: off && c.archived };
};

/** FNV-1a: a stable hash, so an outage does not depend on how many draws came before. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

/** Design: about 1.5 % of a connector's hours are an outage in which it answers every request with a timeout. */
export const OUTAGE_SHARE = 0.015;

export const inOutage = (seed: number, connectorGuid: string, at: Date): boolean =>
  hash(`${seed}:${connectorGuid}:${Math.floor(at.getTime() / 3_600_000)}`) / 0x1_0000_0000 < OUTAGE_SHARE;
