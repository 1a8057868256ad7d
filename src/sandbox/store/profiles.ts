import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ProfileReference } from '@contracts/gateway-profiles';
import type { SandboxDb } from '../db/client';
import { customerProfiles, paymentInstruments, type CustomerProfileRow, type PaymentInstrumentRow } from '../db/schema';

/**
 * Customer profile queries. Profiles live in a container: a profile of another container does not
 * exist for a caller of this one. `db` may be a database transaction.
 */

/** The profile a reference names in a container: `profileGuid` decides when both are given (contract §3 design). */
export const findProfile = async (db: SandboxDb, container: string, ref: ProfileReference, lock = false): Promise<CustomerProfileRow | undefined> => {
  const where = ref.profileGuid !== undefined
    ? and(eq(customerProfiles.containerGuid, container), eq(customerProfiles.guid, ref.profileGuid))
    : ref.customerIdentification !== undefined
      ? and(eq(customerProfiles.containerGuid, container), eq(customerProfiles.customerIdentification, ref.customerIdentification))
      : undefined;
  if (!where) return undefined;
  const query = db.select().from(customerProfiles).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** A profile by GUID in any container (attach's rule 4 tells "another container" from "no such profile"). */
export const findProfileAnywhere = async (db: SandboxDb, tenantGuid: string, guid: string): Promise<CustomerProfileRow | undefined> => {
  const [row] = await db.select().from(customerProfiles).where(and(eq(customerProfiles.tenantGuid, tenantGuid), eq(customerProfiles.guid, guid)));
  return row;
};

export interface NewProfile {
  guid: string;
  tenantGuid: string;
  containerGuid: string;
  customerIdentification: string;
  customer: Record<string, unknown>;
  now: Date;
}

/**
 * The profile of a customerIdentification in a container, created when missing. Two creations at
 * once make one profile: the unique (container, identification) index lets one insert through and
 * the other reads the winner's row (READ COMMITTED: the second statement sees the committed insert).
 */
export const findOrCreateProfile = async (db: SandboxDb, profile: NewProfile): Promise<{ row: CustomerProfileRow; created: boolean }> => {
  const { now, ...values } = profile;
  const [inserted] = await db
    .insert(customerProfiles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [customerProfiles.containerGuid, customerProfiles.customerIdentification] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findProfile(db, profile.containerGuid, { customerIdentification: profile.customerIdentification }, true);
  if (!existing) throw new Error(`profile '${profile.customerIdentification}' neither inserted nor found`);
  return { row: existing, created: false };
};

export const updateProfileRow = async (db: SandboxDb, guid: string, set: Partial<Pick<CustomerProfileRow, 'customer' | 'preferredToken'>>, now: Date): Promise<CustomerProfileRow> => {
  const [row] = await db.update(customerProfiles).set({ ...set, updatedAt: now }).where(eq(customerProfiles.guid, guid)).returning();
  return row!;
};

/** Irreversible: the instruments go with the profile (cascade); the register transactions stay. */
export const deleteProfileRow = async (db: SandboxDb, guid: string): Promise<void> => {
  await db.delete(customerProfiles).where(eq(customerProfiles.guid, guid));
};

/** The instruments that still pay (not detached), oldest first; the token breaks ties so the order is stable. */
export const liveInstruments = (db: SandboxDb, profileGuid: string): Promise<PaymentInstrumentRow[]> =>
  db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.profileGuid, profileGuid), isNull(paymentInstruments.detachedAt)))
    .orderBy(asc(paymentInstruments.createdAt), asc(paymentInstruments.paymentToken));

/** The live attachment of a register transaction, whichever profile holds it. */
export const liveInstrumentOfTransaction = async (db: SandboxDb, transactionUuid: string): Promise<PaymentInstrumentRow | undefined> => {
  const [row] = await db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.transactionUuid, transactionUuid), isNull(paymentInstruments.detachedAt)));
  return row;
};

/** A live instrument by its payment token, with the container of its profile. */
export const findLiveInstrument = async (db: SandboxDb, paymentToken: string): Promise<{ instrument: PaymentInstrumentRow; profile: CustomerProfileRow } | undefined> => {
  const [row] = await db
    .select({ instrument: paymentInstruments, profile: customerProfiles })
    .from(paymentInstruments)
    .innerJoin(customerProfiles, eq(customerProfiles.guid, paymentInstruments.profileGuid))
    .where(and(eq(paymentInstruments.paymentToken, paymentToken), isNull(paymentInstruments.detachedAt)));
  return row;
};

export const insertInstrument = async (db: SandboxDb, row: typeof paymentInstruments.$inferInsert): Promise<void> => {
  await db.insert(paymentInstruments).values(row);
};

/**
 * Stamps `detached_at` on a live instrument (detach, or a deregister of its transaction) and clears
 * its profile's preferred token when it was this one: a preferred instrument that no longer pays
 * would be a lie in getProfile's `preferredMethod`.
 */
export const detachInstrument = async (db: SandboxDb, instrument: PaymentInstrumentRow, now: Date): Promise<void> => {
  await db.update(paymentInstruments).set({ detachedAt: now }).where(eq(paymentInstruments.paymentToken, instrument.paymentToken));
  await db
    .update(customerProfiles)
    .set({ preferredToken: null, updatedAt: now })
    .where(and(eq(customerProfiles.guid, instrument.profileGuid), eq(customerProfiles.preferredToken, instrument.paymentToken)));
};
