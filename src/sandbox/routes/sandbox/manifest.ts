import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SandboxManifest } from '@contracts/sandbox-manifest';
import { BI_SANDBOX_PREFIX } from '@contracts/gateway-bi';
import type { SandboxDb } from '../../db/client';
import { apiUsers, connectors, merchants, tenants, testCards } from '../../db/schema';
import { MODEL_BEHAVIOUR } from '../../engine/transactions/live-answerer';

const credentialsOf = (users: Array<typeof apiUsers.$inferSelect>, role: 'provisioning' | 'bi') => {
  const user = users.find((u) => u.role === role);
  if (!user) throw new Error(`The sandbox has no ${role} API user`);
  return { username: user.username, password: user.password };
};

/** Reads the seeded world back from the database, so the manifest shows what the sandbox really holds. */
export const readManifest = async (db: SandboxDb, publicUrl: string): Promise<SandboxManifest> => {
  const [tenant] = await db.select().from(tenants).orderBy(asc(tenants.guid)).limit(1);
  if (!tenant) throw new Error('The sandbox database is not seeded');
  const merchantRows = await db.select().from(merchants).where(eq(merchants.tenantGuid, tenant.guid)).orderBy(asc(merchants.guid));
  const users = await db.select().from(apiUsers).where(eq(apiUsers.tenantGuid, tenant.guid));
  const connectorRows = await db
    .select({ c: connectors })
    .from(connectors)
    .innerJoin(merchants, eq(merchants.guid, connectors.merchantGuid))
    .where(eq(merchants.tenantGuid, tenant.guid))
    .orderBy(asc(connectors.guid));
  // The declared test cards only: tokenized cards (behaviour 'model') are answered by the world's models.
  const cards = await db.select().from(testCards).where(ne(testCards.behaviour, MODEL_BEHAVIOUR)).orderBy(asc(testCards.position));
  // Parse on the way out: the contract is the manifest's single source of shape.
  return SandboxManifest.parse({
    tenant: { guid: tenant.guid, name: tenant.name, baseCurrency: tenant.baseCurrency, profileContainer: tenant.profileContainer },
    merchants: merchantRows.map((m) => ({ guid: m.guid, name: m.name })),
    provisioning: credentialsOf(users, 'provisioning'),
    bi: { ...credentialsOf(users, 'bi'), url: publicUrl, sandboxUrl: `${publicUrl}${BI_SANDBOX_PREFIX}` },
    // The stored row as it is: the contract keeps the manifest's fields, in its order, and drops the rest (currency, linked methods).
    connectors: connectorRows.map(({ c }) => c),
    testCards: cards.map(({ token, brand, bin, lastFourDigits, binCountry, cardCurrency, expiryMonth, expiryYear, behaviour, declineCode }) => ({
      token,
      brand,
      bin,
      lastFourDigits,
      binCountry,
      cardCurrency,
      expiryMonth,
      expiryYear,
      behaviour,
      ...(declineCode === null ? {} : { declineCode }),
    })),
  });
};

/** `GET /sandbox/manifest`, no auth: the sandbox's demo world is public by design (gateway-contract §1). */
export const registerManifest = (app: FastifyInstance, db: SandboxDb, publicUrl: () => string): void => {
  app.get('/sandbox/manifest', async () => readManifest(db, publicUrl()));
};
