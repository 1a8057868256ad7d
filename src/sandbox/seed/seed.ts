import { eq, sql } from 'drizzle-orm';
import { cardRouterDocument, checkoutDocument } from './routing-documents';
import { BI_CREDENTIALS, CONNECTORS, MERCHANT, MERCHANTS, PROFILE_CONTAINER, PROVISIONING_CREDENTIALS, TENANT, TENANT_CONNECTORS, TEST_CARDS } from './world';
import type { SandboxDb } from '../db/client';
import { apiUsers, connectors, customerProfiles, incidents, merchants, routingDocuments, tenants, testCards, transactions } from '../db/schema';
import { deleteLiveBiRecords } from '../engine/bi-records/generated';
import { writeSeededProfiles } from './seed-profiles';

/**
 * Writes the shared fixture world (src/fixtures) into the sandbox database. Every value comes from
 * the fixtures and the timestamps are fixed, so two seeded sandboxes are identical.
 */

// Fixed so that a fresh sandbox is byte-for-byte reproducible.
const SEEDED_AT = new Date('2026-01-01T00:00:00.000Z');

const SEEDED_DOCUMENTS = [
  { connectorGuid: CONNECTORS.cardRouter.guid, document: cardRouterDocument },
  { connectorGuid: CONNECTORS.checkout.guid, document: checkoutDocument },
];

/** The tenant as seeded: the seeded container is also its tenant-wide profile container. */
const TENANT_ROW = { ...TENANT, profileContainer: PROFILE_CONTAINER };

const connectorRow = (c: (typeof TENANT_CONNECTORS)[number]) => ({
  guid: c.guid,
  merchantGuid: c.merchantGuid ?? MERCHANT.guid,
  name: c.name,
  adapter: c.adapter,
  method: c.method,
  currency: c.currency,
  isMetaConnector: c.isMetaConnector,
  multiMethod: c.multiMethod,
  disabled: c.disabled,
  archived: c.archived,
  dccEnabled: c.dccEnabled,
  customerProfileContainer: c.customerProfileContainer,
  apiKey: c.apiKey,
  username: c.username,
  password: c.password,
  sharedSecret: c.sharedSecret,
  signingRequired: c.signingRequired,
  linkedMethods: c.linkedMethods ? [...c.linkedMethods] : [],
});

const writeSeededDocuments = async (tx: SandboxDb) => {
  for (const { connectorGuid, document } of SEEDED_DOCUMENTS) {
    const values = { connectorGuid, document: structuredClone(document) as Record<string, unknown>, updatedAt: SEEDED_AT };
    await tx.insert(routingDocuments).values(values).onConflictDoUpdate({ target: routingDocuments.connectorGuid, set: values });
  }
};

/** Seeds an empty database; a database that already has the tenant is left as it is (idempotent). */
export const seedIfEmpty = async (db: SandboxDb): Promise<boolean> => {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ guid: tenants.guid }).from(tenants).where(eq(tenants.guid, TENANT.guid));
    if (existing.length > 0) return false;
    await tx.insert(tenants).values(TENANT_ROW);
    await tx.insert(merchants).values(MERCHANTS.map((m) => ({ guid: m.guid, name: m.name, tenantGuid: TENANT.guid })));
    await tx.insert(apiUsers).values([
      { ...PROVISIONING_CREDENTIALS, role: 'provisioning', tenantGuid: TENANT.guid },
      { ...BI_CREDENTIALS, role: 'bi', tenantGuid: TENANT.guid },
    ]);
    await tx.insert(connectors).values(TENANT_CONNECTORS.map(connectorRow));
    await tx.insert(testCards).values(TEST_CARDS.map((c, position) => ({ ...c, position, declineCode: c.declineCode ?? null })));
    await writeSeededDocuments(tx);
    await writeSeededProfiles(tx);
    return true;
  });
};

/**
 * Restores what tests change: the tenant's and the seeded connectors' settings, the routing documents
 * (documents of other connectors are removed), and exactly the seeded profiles and their register
 * transactions (every other profile and transaction goes; attempts, instruments and BI records go
 * with them, generated BI history stays), and no incidents but the generated history's.
 * Rows a test added (another merchant, extra connectors) stay, because later tables may reference
 * them; they never affect the seeded connectors.
 */
export const resetSandbox = async (db: SandboxDb): Promise<void> => {
  await seedIfEmpty(db);
  await db.transaction(async (tx) => {
    // Upserts: a database seeded before the second merchant existed gets it (and its connectors) here.
    for (const m of MERCHANTS) {
      await tx.insert(merchants).values({ guid: m.guid, name: m.name, tenantGuid: TENANT.guid }).onConflictDoUpdate({ target: merchants.guid, set: { name: m.name } });
    }
    for (const c of TENANT_CONNECTORS) {
      const { guid: _guid, ...rest } = connectorRow(c);
      await tx.insert(connectors).values(connectorRow(c)).onConflictDoUpdate({ target: connectors.guid, set: rest });
    }
    await tx.update(tenants).set(TENANT_ROW).where(eq(tenants.guid, TENANT.guid));
    // Profiles first (their instruments cascade), then every transaction; then the seeded ones anew.
    await tx.delete(customerProfiles).where(sql`true`);
    await tx.delete(transactions).where(sql`true`);
    // Their records go too (chargebacks included); generated history stays.
    await deleteLiveBiRecords(tx);
    await writeSeededProfiles(tx);
    await tx.delete(routingDocuments).where(sql`true`);
    await writeSeededDocuments(tx);
    // The control's incidents go; the generated history's stay with the history they explain.
    await tx.delete(incidents).where(eq(incidents.source, 'control'));
  });
};
