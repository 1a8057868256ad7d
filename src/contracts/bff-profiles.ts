import { z } from 'zod';
import { hasProfileReference } from './gateway-profiles';
import {
  ContainerGuid, CUSTOMER_TEXT_FIELDS, CustomerDataUpdate, CustomerIdentification, PaymentToken, ProfileGuid,
} from '@domain/profiles/profile';
import { ProfileSearchText } from '@domain/profiles/profile-search';
import { bffPath } from './bff-paths';
import { ConnectorInfo } from '@domain/routing/connector';
import { ConnectorGuid } from '@domain/routing/ids';

/**
 * The BFF's customer profile API as the SPA sees it. Profiles live in customer profile containers;
 * the BFF reaches a container through the API key of one of its connectors, so the browser names a
 * container (or, to attach, the connector whose key must match the transaction's connector) and
 * never holds a key. Lookups are POSTs so a customer identification never lands in a URL or an
 * access log, and each lookup is audited (`profile.view`): who looked at which customer's data.
 */

const TrimmedConnectorGuid = z.string().trim().pipe(ConnectorGuid);

export const ContainerConnector = ConnectorInfo.pick({ guid: true, name: true, method: true, isMetaConnector: true }).extend({
  /** The studio holds this connector's API credentials and it is neither disabled nor archived. */
  usable: z.boolean(),
});
export type ContainerConnector = z.infer<typeof ContainerConnector>;

export const ProfileContainer = z.object({ guid: z.string(), connectors: z.array(ContainerConnector) });
export type ProfileContainer = z.infer<typeof ProfileContainer>;
export const ProfileContainersResponse = z.object({ containers: z.array(ProfileContainer) });
export type ProfileContainersResponse = z.infer<typeof ProfileContainersResponse>;

const IDENTIFIER_MESSAGE = { message: 'give a profile GUID or a customer identification', path: ['profileGuid'] };

export const ProfileLookupRequest = z
  .object({ container: ContainerGuid, profileGuid: ProfileGuid.optional(), customerIdentification: CustomerIdentification.optional() })
  .refine(hasProfileReference, IDENTIFIER_MESSAGE);
export type ProfileLookupRequest = z.infer<typeof ProfileLookupRequest>;

export const StudioInstrument = z.object({
  paymentToken: z.string(),
  /** card, iban or wallet. */
  method: z.string(),
  createdAt: z.string().nullable(),
  isPreferred: z.boolean(),
  /** The connector the instrument is tied to, when the gateway says (contract §3, design). */
  connectorGuid: z.string().nullable(),
  /** The text fields of paymentData that are set: brand, lastFourDigits, iban, walletType, … */
  paymentData: z.record(z.string(), z.string()),
});
export type StudioInstrument = z.infer<typeof StudioInstrument>;

/**
 * An instrument detached through the studio: the gateway's lookup lists only live instruments, so
 * the studio keeps what it did (from its audit log) to show that the card was there and is gone.
 */
export const DetachedInstrument = z.object({ paymentToken: z.string(), description: z.string().nullable(), detachedAt: z.string(), detachedBy: z.string() });
export type DetachedInstrument = z.infer<typeof DetachedInstrument>;

export const StudioProfile = z.object({
  container: z.string(),
  profileGuid: z.string(),
  customerIdentification: z.string(),
  /** As the gateway names it: `Creditcard`, `DirectDebit`, `Paypal`, … (older gateways: card, iban, wallet). */
  preferredMethod: z.string().nullable(),
  /** The customer data fields that are set. */
  customer: z.partialRecord(z.enum(CUSTOMER_TEXT_FIELDS), z.string()),
  extraData: z.record(z.string(), z.string()),
  instruments: z.array(StudioInstrument),
  /** Detached through this studio, newest first (what other clients detached is not known here). */
  detachedInstruments: z.array(DetachedInstrument).default([]),
});
export type StudioProfile = z.infer<typeof StudioProfile>;

/** Search by a customer's email or name (domain/profiles/profile-search.ts says how it is found). POST: the text stays out of URLs. */
export const ProfileSearchRequest = z.object({ container: ContainerGuid, text: ProfileSearchText });
export type ProfileSearchRequest = z.infer<typeof ProfileSearchRequest>;

export const ProfileMatch = z.object({
  profileGuid: z.string(),
  customerIdentification: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type ProfileMatch = z.infer<typeof ProfileMatch>;

export const ProfileSearchResponse = z.object({
  matches: z.array(ProfileMatch),
  /** Customer identifications looked up as profiles (each an audited gateway call). */
  looked: z.number().int(),
  /** More identifications fitted than one search looks up: the text should be more precise. */
  more: z.boolean(),
  /** Why the search could not ask the BI data source (none configured, not reachable), or null. */
  unavailable: z.string().nullable(),
});
export type ProfileSearchResponse = z.infer<typeof ProfileSearchResponse>;

/** `profile: null`: no such profile in the container (not an error). */
export const ProfileLookupResponse = z.object({ profile: StudioProfile.nullable() });
export type ProfileLookupResponse = z.infer<typeof ProfileLookupResponse>;

/**
 * `customerData` merges into the profile's customer data as the gateway's updateProfile does
 * (contract §3): members present replace, absent ones stay, `null` clears an optional one. The
 * studio's edit form sends every field, null for those left empty, so the profile ends up holding
 * exactly what the form shows.
 */
export const UpdateProfileBody = z.object({ container: ContainerGuid, customerData: CustomerDataUpdate, preferredInstrument: PaymentToken.optional() });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
/**
 * The update was made. `profile` is the profile read back after it; null when that read failed (the
 * update still stands: reload the profile rather than repeating the change).
 */
export const UpdateProfileResult = z.object({ profile: StudioProfile.nullable(), changedFields: z.array(z.string()) });
export type UpdateProfileResult = z.infer<typeof UpdateProfileResult>;

/** Deletion is irreversible: the caller repeats the profile's customer identification, which the BFF checks. */
export const DeleteProfileBody = z.object({ container: ContainerGuid, confirmCustomerIdentification: z.string().min(1, "type the profile's customer identification to confirm") });
export type DeleteProfileBody = z.infer<typeof DeleteProfileBody>;
export const DeleteProfileResult = z.object({ deleted: z.literal(true), profileGuid: z.string() });
export type DeleteProfileResult = z.infer<typeof DeleteProfileResult>;

/** Attach goes through the API key of the transaction's own connector (gateway rule 3), so the caller names it. */
export const AttachInstrumentBody = z
  .object({
    connectorGuid: TrimmedConnectorGuid,
    transactionUuid: z.string().trim().min(1, 'name the transaction that registered the instrument'),
    profileGuid: ProfileGuid.optional(),
    customerIdentification: CustomerIdentification.optional(),
    createProfileIfNotExists: z.boolean().optional(),
  })
  .refine(hasProfileReference, IDENTIFIER_MESSAGE);
export type AttachInstrumentBody = z.infer<typeof AttachInstrumentBody>;
export const AttachInstrumentResult = z.object({ profileGuid: z.string(), paymentToken: z.string(), message: z.string().nullable() });
export type AttachInstrumentResult = z.infer<typeof AttachInstrumentResult>;

/** A transaction that may have registered an instrument, from the BI data source. */
export const RegistrationCandidate = z.object({
  transactionUuid: z.string(),
  createdAt: z.string().nullable(),
  connectorGuid: z.string().nullable(),
  connectorName: z.string().nullable(),
  /** The meta-connector that routed it, when one did: where its routing path can be shown. */
  metaConnectorGuid: z.string().nullable(),
  type: z.string().nullable(),
});
export type RegistrationCandidate = z.infer<typeof RegistrationCandidate>;

/**
 * Which transactions can have registered an instrument, most likely first; none, with the reason,
 * when the BI data source has no such record yet (or cannot be asked).
 */
export const InstrumentOrigin = z.object({ paymentToken: z.string(), candidates: z.array(RegistrationCandidate), unknownBecause: z.string().nullable() });
export type InstrumentOrigin = z.infer<typeof InstrumentOrigin>;
export const InstrumentOriginsRequest = z.object({ container: ContainerGuid, profileGuid: ProfileGuid });
export type InstrumentOriginsRequest = z.infer<typeof InstrumentOriginsRequest>;
export const InstrumentOriginsResponse = z.object({ origins: z.array(InstrumentOrigin) });
export type InstrumentOriginsResponse = z.infer<typeof InstrumentOriginsResponse>;

/**
 * Detach one instrument of a profile. The gateway detaches by the transaction that registered it,
 * which its profile lookup does not name; a wrong transaction detaches a different card. So the
 * caller names both: the BFF checks the transaction's BI record against the instrument and refuses
 * a mismatch. Without a BI record the detach goes ahead only with `unverified: true` (the user
 * checked the transaction elsewhere), and the answer says what really left the profile.
 */
export const DetachInstrumentBody = z.object({
  container: ContainerGuid,
  profileGuid: ProfileGuid,
  paymentToken: PaymentToken,
  /** The API key to use; a usable connector of the container when omitted. */
  connectorGuid: TrimmedConnectorGuid.optional(),
  transactionUuid: z.string().trim().min(1, 'name the transaction that registered the instrument'),
  unverified: z.boolean().optional(),
});
export type DetachInstrumentBody = z.infer<typeof DetachInstrumentBody>;
export const DetachInstrumentResult = z.object({
  profileGuid: z.string(),
  message: z.string().nullable(),
  /** The payment tokens that left the profile (read back after the detach); null when it could not be read back. */
  detached: z.array(z.string()).nullable(),
  /** How the transaction was matched to the instrument before detaching. */
  verifiedBy: z.enum(['bi-record', 'user']),
});
export type DetachInstrumentResult = z.infer<typeof DetachInstrumentResult>;

export const profilePaths = {
  containers: bffPath('/api/env/:env/profile-containers'),
  lookup: bffPath('/api/env/:env/profiles/lookup'),
  search: bffPath('/api/env/:env/profiles/search'),
  /** PUT updates, DELETE deletes. */
  profile: bffPath('/api/env/:env/profiles/:profileGuid'),
  attach: bffPath('/api/env/:env/profiles/attach'),
  detach: bffPath('/api/env/:env/profiles/detach'),
  instrumentOrigins: bffPath('/api/env/:env/profiles/instrument-origins'),
} as const;
