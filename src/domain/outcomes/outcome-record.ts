import { z } from 'zod';
import { PaymentRecord } from '../insights/payment-record';

/**
 * What the outcome estimator reads of a BI record (one record per attempt): the replay's routing
 * fields, plus what an attempt's answer and cost need (its error code, 3-D Secure, the fee entries
 * in the base currency). A BFF fetching records for an estimate asks for exactly these fields.
 */
const text = z.string().nullish();

export const OutcomeRecord = PaymentRecord.extend({
  first_error_code: text,
  creditcard: z.object({ type: text, bin_brand: text, bin_country: text, bin_type: text, bin_digits: text, '3ds_status': text }).partial().nullish(),
  fees: z.array(z.object({ base_amount: z.number().nullish(), entity_type: text }).partial()).nullish(),
});
export type OutcomeRecord = z.infer<typeof OutcomeRecord>;

/** How one attempt ended, as routing's failover sees it: approve and hard end the chain, soft and timeout fail over. */
export type AttemptAnswer = 'approve' | 'soft' | 'hard' | 'timeout';

// The gateway's codes (gateway-contract §6): 3001 timeout, 2003 soft decline, 2006/2001 hard declines.
const BY_CODE: Readonly<Record<string, AttemptAnswer>> = { '3001': 'timeout', '2003': 'soft', '2006': 'hard', '2001': 'hard' };

/** The attempt's answer; undefined for anything else (a configuration error, a redirect): such records teach nothing about the acquirer. */
export const answerOf = (r: Pick<OutcomeRecord, 'status' | 'first_error_code'>): AttemptAnswer | undefined =>
  r.status === 'success' ? 'approve' : r.status === 'error' ? BY_CODE[r.first_error_code ?? ''] : undefined;

/**
 * The provider-side cost of the record in the base currency: every fee entry except the `merchant-*`
 * ones (what the merchant charges on, not what the acquirer charges).
 */
export const feesOf = (r: Pick<OutcomeRecord, 'fees'>): number => {
  let total = 0;
  for (const f of r.fees ?? []) if (!f.entity_type?.startsWith('merchant-')) total += f.base_amount ?? 0;
  return total;
};

const ROUTED_TYPES = new Set(['debit', 'preauthorize', 'register']);

/** An attempt of a routed payment (not a follow-up, not a wait for the payer). */
export const isRoutedAttempt = (r: Pick<OutcomeRecord, 'type' | 'status'>): boolean =>
  ROUTED_TYPES.has(r.type ?? '') && r.status !== 'redirect' && r.status !== 'pending-dcc';
