import { z } from 'zod';
import {
  CustomerDataUpdate, CustomerIdentification, PaymentInstrument, PaymentToken, ProfileCustomer, ProfileGuid,
} from '@domain/profiles/profile';

/**
 * The gateway's customer profile interface (gateway-interfaces.md "Customer profiles",
 * gateway-contract.md §1 and §3): `POST {base}/api/v3/customerProfiles/<apiKey>/<operation>`,
 * HTTP Basic with the API user of the key's connector, JSON bodies. Request schemas are what the
 * sandbox accepts and the BFF sends; response schemas are lenient (unknown members kept) so a real
 * gateway's extras never fail a read.
 */

export const PROFILE_OPERATIONS = ['getProfile', 'updateProfile', 'deleteProfile', 'attachPaymentInstrument', 'detachPaymentInstrument'] as const;
export type ProfileOperation = (typeof PROFILE_OPERATIONS)[number];

/**
 * A profile named by `profileGuid` or by `customerIdentification`; with both, `profileGuid` decides
 * (design: the platform documents them as alternatives). Which one must be present is a rule of each
 * operation, answered with its own error (1005, or IDENTIFIER_MISSING for attach/detach).
 */
export const ProfileReference = z.object({
  profileGuid: ProfileGuid.optional(),
  customerIdentification: CustomerIdentification.optional(),
});
export type ProfileReference = z.infer<typeof ProfileReference>;

/** Whether a request names a profile at all (by either identifier). */
export const hasProfileReference = (ref: ProfileReference): boolean => ref.profileGuid !== undefined || ref.customerIdentification !== undefined;

export const GetProfileRequest = ProfileReference;
export type GetProfileRequest = z.infer<typeof GetProfileRequest>;

export const ProfileFound = z.looseObject({
  success: z.literal(true),
  profileExists: z.literal(true).default(true),
  profileGuid: z.string(),
  customerIdentification: z.string(),
  /**
   * The preferred instrument's method as the platform names methods (`Creditcard`, `DirectDebit`,
   * `Paypal`, …, as in routing documents); null without a preferred instrument.
   */
  preferredMethod: z.string().nullish(),
  customer: ProfileCustomer.nullish(),
  paymentInstruments: z.array(PaymentInstrument).default([]),
});
export type ProfileFound = z.infer<typeof ProfileFound>;

/**
 * An unknown profile is HTTP 200 with `success: false` (contract §3), not an error; the platform
 * spells the profile's members out as null.
 */
export const ProfileMissing = z.looseObject({
  success: z.literal(false),
  profileExists: z.literal(false),
  profileGuid: z.string().nullish(),
  customerIdentification: z.string().nullish(),
  preferredMethod: z.string().nullish(),
  customer: z.unknown().optional(),
  paymentInstruments: z.array(z.unknown()).default([]),
});

export const GetProfileResponse = z.discriminatedUnion('success', [ProfileFound, ProfileMissing]);
export type GetProfileResponse = z.infer<typeof GetProfileResponse>;

/** `customerData` merges into the profile's customer data (contract §3); `preferredInstrument` must be a token of this profile. */
export const UpdateProfileRequest = ProfileReference.extend({
  customerData: CustomerDataUpdate,
  preferredInstrument: PaymentToken.optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const UpdateProfileResponse = z.looseObject({
  success: z.literal(true),
  profileGuid: z.string(),
  customerIdentification: z.string().nullish(),
  customer: ProfileCustomer.nullish(),
  changedFields: z.array(z.string()).default([]),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const DeleteProfileRequest = ProfileReference;
export type DeleteProfileRequest = z.infer<typeof DeleteProfileRequest>;
export const DeleteProfileResponse = z.looseObject({ success: z.literal(true) });

const TransactionUuid = z.string().trim().min(1, 'name the transaction that registered the instrument');

export const AttachInstrumentRequest = ProfileReference.extend({
  transactionUuid: TransactionUuid,
  createProfileIfNotExists: z.boolean().optional(),
});
export type AttachInstrumentRequest = z.infer<typeof AttachInstrumentRequest>;
export const AttachInstrumentResponse = z.looseObject({ success: z.literal(true), message: z.string().nullish(), profileGuid: z.string(), paymentToken: z.string() });
export type AttachInstrumentResponse = z.infer<typeof AttachInstrumentResponse>;

export const DetachInstrumentRequest = ProfileReference.extend({ transactionUuid: TransactionUuid });
export type DetachInstrumentRequest = z.infer<typeof DetachInstrumentRequest>;
export const DetachInstrumentResponse = z.looseObject({ success: z.literal(true), message: z.string().nullish(), profileGuid: z.string() });
export type DetachInstrumentResponse = z.infer<typeof DetachInstrumentResponse>;

/** Attach/detach failures carry a string code (contract §3); the HTTP status each one answers with. */
export const INSTRUMENT_ERRORS = {
  IDENTIFIER_MISSING: 400,
  TRANSACTION_NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  NOT_A_REGISTER_TRANSACTION: 422,
  CONNECTOR_MISMATCH: 422,
  CONTAINER_MISMATCH: 422,
  INSTRUMENT_DEREGISTERED: 422,
  ALREADY_ATTACHED: 422,
  NOT_ATTACHED: 422,
} as const;
export type InstrumentErrorCode = keyof typeof INSTRUMENT_ERRORS;

export const InstrumentFailure = z.looseObject({ success: z.literal(false), errorCode: z.string(), message: z.string() });
export type InstrumentFailure = z.infer<typeof InstrumentFailure>;

/** Every other profile failure: the generic envelope with an integer code. */
export const ProfileFailure = z.looseObject({ success: z.literal(false), errorCode: z.number().int(), errorMessage: z.string() });
export type ProfileFailure = z.infer<typeof ProfileFailure>;

export const ProfileErrorBody = z.union([InstrumentFailure, ProfileFailure]);
export type ProfileErrorBody = z.infer<typeof ProfileErrorBody>;

/** The integer codes the sandbox's profile interface answers with (contract §1 generic codes). */
export const PROFILE_ERROR_CODES = {
  unauthorized: 1000,
  invalidRequest: 1001,
  invalidParameter: 1002,
  missingParameter: 1005,
  /** A profile that does not exist (404), or a connector without a customer profile container (422). */
  notFoundOrNotConfigured: 1007,
  internal: 9999,
} as const;
