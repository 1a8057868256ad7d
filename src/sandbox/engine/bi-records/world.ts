import { eq } from 'drizzle-orm';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import type { SandboxDb } from '../../db/client';
import { merchants, tenants } from '../../db/schema';
import { connectorsOfTenant } from '../../store/connectors';
import { SEEDED_WORLD } from '../../seed/acquirer-world';
import { worldView } from '../../world/world-view';
import type { BiWorld } from './subject';

/**
 * A tenant's world as the record builder needs it, read from the database. Rates and the IP lookup
 * are the router's own (`evaluationContext` with the tenant's base currency), so a record's
 * `base_amount` and a routing rule on the base amount agree on what money is worth.
 */
export const loadBiWorld = async (db: SandboxDb, tenantGuid: string): Promise<BiWorld> => {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.guid, tenantGuid));
  if (!tenant) throw new Error(`tenant ${tenantGuid} does not exist`);
  const merchantRows = await db.select({ guid: merchants.guid, name: merchants.name }).from(merchants).where(eq(merchants.tenantGuid, tenantGuid));
  const connectorRows = await connectorsOfTenant(db, tenantGuid);
  const ctx = evaluationContext({ baseCurrency: tenant.baseCurrency });
  return {
    tenant: { guid: tenant.guid, name: tenant.name, baseCurrency: tenant.baseCurrency },
    merchants: new Map(merchantRows.map((m) => [m.guid, m.name])),
    connectors: new Map(connectorRows.map((c) => [c.guid, c])),
    rates: ctx.rates,
    ipCountry: (ip) => ctx.ipCountry?.(ip),
    acquirers: worldView(SEEDED_WORLD, ctx.rates),
  };
};

/** The tenant a merchant belongs to. */
export const tenantOfMerchant = async (db: SandboxDb, merchantGuid: string): Promise<string> => {
  const [row] = await db.select({ tenantGuid: merchants.tenantGuid }).from(merchants).where(eq(merchants.guid, merchantGuid));
  if (!row) throw new Error(`merchant ${merchantGuid} does not exist`);
  return row.tenantGuid;
};
