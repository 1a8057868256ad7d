import { ALL_SEED_PROFILES, SEED_PROFILE_CONTAINER } from './profiles';
import { MERCHANT, TENANT, TEST_CARDS } from './world';
import type { SandboxDb } from '../db/client';
import { customerProfiles, paymentInstruments, transactionAttempts, transactions } from '../db/schema';
import type { BiRecord } from '@domain/bi/record';
import { buildBiRecords } from '../engine/bi-records/build-records';
import { loadBiWorld } from '../engine/bi-records/world';
import { writeBiRecords } from '../store/bi-records';
import { cardPaymentData } from '../engine/profiles/attach';
import { cardRecord } from '../engine/transactions/payment-source';

/**
 * Writes the seeded profiles of `profiles.ts`: each instrument with the successful
 * register transaction (and its one attempt) it came from, exactly as the interfaces would have
 * stored them, so getProfile, payment tokens, attach/detach and deregister treat them like any other;
 * each register transaction with its BI record.
 */
export const writeSeededProfiles = async (db: SandboxDb): Promise<void> => {
  // Built from the rows just written (they have no follow-ups yet) and written in one statement:
  // every reset does this, so it stays cheap.
  const world = await loadBiWorld(db, TENANT.guid);
  const records: BiRecord[] = [];
  for (const profile of ALL_SEED_PROFILES) {
    const createdAt = new Date(profile.createdAt);
    await db.insert(customerProfiles).values({
      guid: profile.guid, tenantGuid: TENANT.guid, containerGuid: SEED_PROFILE_CONTAINER, customerIdentification: profile.customerIdentification,
      customer: { ...profile.customer }, preferredToken: profile.preferredToken, createdAt, updatedAt: createdAt,
    });
    for (const [index, instrument] of profile.instruments.entries()) {
      const card = TEST_CARDS.find((c) => c.token === instrument.testCard);
      if (!card) throw new Error(`seeded instrument ${instrument.paymentToken}: no test card ${instrument.testCard}`);
      const at = new Date(instrument.createdAt);
      const guid = instrument.connector.guid;
      const [row] = await db.insert(transactions).values({
        uuid: instrument.transactionUuid, purchaseId: `${instrument.createdAt.slice(0, 10).replaceAll('-', '')}-seed-${index + 1}`,
        merchantTransactionId: instrument.merchantTransactionId, merchantGuid: MERCHANT.guid, apiConnectorGuid: guid, metaConnectorGuid: null,
        connectorGuid: guid, type: 'register', status: 'success', amount: null, currency: null, paymentMethod: 'Creditcard',
        transactionToken: card.token, transactionIndicator: null, referenceUuid: null, initialConnectorGuid: null,
        card: cardRecord({ card: { ...card, position: 0, declineCode: card.declineCode ?? null, binType: null } }),
        // The merchant sent the profile's identification as the customer's, too (what search by email or name in BI relies on).
        customer: { ...profile.customer, identification: profile.customerIdentification },
        extraData: null, routing: null, customerProfile: { profileGuid: profile.guid, customerIdentification: profile.customerIdentification, paymentToken: instrument.paymentToken },
        createdAt: at,
      }).returning();
      const [attempt] = await db.insert(transactionAttempts).values({
        uuid: instrument.transactionUuid.replace(/^5eed0/, '5eeda'), transactionUuid: instrument.transactionUuid, attempt: 1, connectorGuid: guid,
        metaConnectorGuid: null, status: 'success', amount: null, currency: null, createdAt: at,
      }).returning();
      await db.insert(paymentInstruments).values({
        paymentToken: instrument.paymentToken, profileGuid: profile.guid, transactionUuid: instrument.transactionUuid, connectorGuid: guid,
        method: 'card', paymentData: cardPaymentData(row!), createdAt: at, detachedAt: instrument.detachedAt ? new Date(instrument.detachedAt) : null,
      });
      // Its BI record as of the day it was registered: the same on every seed and reset.
      records.push(...buildBiRecords(row!, [attempt!], world, { modifiedAt: at, events: [], testMode: false, riskScore: 0 }));
    }
  }
  // Searchable at once: they were registered long before anyone queries.
  await writeBiRecords(db, records, new Date(Math.min(...records.map((r) => Date.parse(`${r.created_at!.replace(' ', 'T')}Z`)))));
};
