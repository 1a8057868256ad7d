import { ProfileErrorBody } from '@contracts/gateway-profiles';
import { TransactionRefusalBody } from '@contracts/gateway-transactions';

export interface GatewayRefusalReason {
  code: number | string;
  message: string;
}

/**
 * A refused transaction request's first error: the top-level `errorMessage`/`errorCode` when present
 * (what the platform answers a 4xx with, and all its official PHP client reads), else `errors[0]`
 * (the sandbox sends both; an older gateway only the list). Undefined when neither names one.
 */
export const transactionRefusalOf = (json: unknown): GatewayRefusalReason | undefined => {
  const parsed = TransactionRefusalBody.safeParse(json);
  if (!parsed.success) return undefined;
  const { errorMessage, errorCode, errors } = parsed.data;
  if (errorMessage != null && errorCode != null) return { code: errorCode, message: errorMessage };
  const first = errors?.[0];
  const message = first?.errorMessage ?? first?.message ?? errorMessage;
  const code = first?.errorCode ?? first?.code ?? errorCode;
  return message != null && code != null ? { code, message } : undefined;
};

/** The gateway's code and message in whichever failure shape its interface uses: a profile failure (contract §3) or a transaction refusal (§4). */
export const refusalOf = (json: unknown): GatewayRefusalReason | undefined => {
  const profile = ProfileErrorBody.safeParse(json);
  if (profile.success) return { code: profile.data.errorCode, message: 'message' in profile.data ? String(profile.data.message) : String(profile.data.errorMessage) };
  return transactionRefusalOf(json);
};
