import type { z } from 'zod';
import { hasProfileReference, PROFILE_ERROR_CODES as CODES, type InstrumentErrorCode, type ProfileReference } from '@contracts/gateway-profiles';
import type { SandboxDb } from '../../db/client';
import type { ApiConnector } from '../../engine/api-connector';
import type { CredentialLockout } from '../../http/credential-lockout';
import { GatewayFailure } from '../../http/errors';
import { parseFields, problemMessage } from '../../engine/field-problem';
import type { RandomBytes } from '../../routing/rule-id-generator';

export interface ProfileDeps {
  db: SandboxDb;
  /** Profile GUIDs and payment tokens. */
  randomBytes: RandomBytes;
  now: () => Date;
  /** Failed API-user credentials per connector, shared with the transaction interface. */
  lockout: CredentialLockout;
}

/** One profile request after authentication: the key's connector and the container its profiles live in. */
export interface ProfileContext {
  deps: ProfileDeps;
  api: ApiConnector;
  container: string;
}

/** An attach/detach failure: the contract's string code (§3) with its HTTP status, body `{success:false, errorCode, message}`. */
export class InstrumentRefusal extends Error {
  constructor(
    readonly code: InstrumentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'InstrumentRefusal';
  }
}

/** The body against a schema: absent member 400/1005, wrong member 400/1002, named by its field. */
export const parseProfileBody = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const { data, problem } = parseFields(schema, body);
  if (problem) throw new GatewayFailure(400, problem.missing ? CODES.missingParameter : CODES.invalidParameter, problemMessage(problem));
  return data;
};

/** getProfile, updateProfile and deleteProfile name a profile or fail with 1005. */
export const requireReference = (ref: ProfileReference): void => {
  if (!hasProfileReference(ref)) throw new GatewayFailure(400, CODES.missingParameter, "Mandatory parameter 'profileGuid' or 'customerIdentification' missing");
};

export const describeReference = (ref: ProfileReference): string =>
  ref.profileGuid !== undefined ? `Customer profile '${ref.profileGuid}'` : `Customer profile with customerIdentification '${ref.customerIdentification}'`;

export const profileNotFound = (ref: ProfileReference) => new GatewayFailure(404, CODES.notFoundOrNotConfigured, `${describeReference(ref)} does not exist`);
