import { eq } from 'drizzle-orm';
import type { SandboxDb } from '../db/client';
import { tenants } from '../db/schema';

export const tenantBaseCurrency = async (db: SandboxDb, tenantGuid: string): Promise<string> => {
  const [row] = await db.select({ baseCurrency: tenants.baseCurrency }).from(tenants).where(eq(tenants.guid, tenantGuid));
  if (!row) throw new Error(`tenant ${tenantGuid} does not exist`);
  return row.baseCurrency;
};
