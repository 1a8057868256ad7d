import { z } from 'zod';
import { ROUTED_TYPES, SUCCESS_STATUS } from './traffic-summary-scope';

/**
 * The counting rule stated on whole payments: records grouped by payment (`broker_id`, the
 * payment's own uuid on every attempt of a routed payment), each payment counted once. The
 * summary's aggregations count the same thing without grouping (first attempts, `attempt: 2`
 * records, successful records); this is the slow, obvious version the tests hold them to.
 */

export const SummaryRecord = z.object({
  uuid: z.string(),
  broker_id: z.string().nullish(),
  attempt: z.number().int().nullish(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  base_amount: z.number().nullish(),
  connector_guid: z.string().nullish(),
});
export type SummaryRecord = z.infer<typeof SummaryRecord>;

export interface PaymentTally {
  payments: number;
  /** Base amount of each payment once (its first attempt's). */
  volume: number;
  succeeded: number;
  /** Payments with more than one attempt. */
  failedOver: number;
  /** Payments that failed over and then succeeded. */
  rescued: number;
  /** Attempts per connector (every attempt, first or failover). */
  attemptsByConnector: Record<string, number>;
}

const routed = new Set<string>(ROUTED_TYPES);

export const tallyPayments = (records: readonly SummaryRecord[]): PaymentTally => {
  const payments = new Map<string, SummaryRecord[]>();
  const attemptsByConnector: Record<string, number> = {};
  for (const r of records) {
    if (!routed.has(r.type ?? '')) continue;
    const id = r.broker_id ?? r.uuid;
    payments.set(id, [...(payments.get(id) ?? []), r]);
    if (r.connector_guid) attemptsByConnector[r.connector_guid] = (attemptsByConnector[r.connector_guid] ?? 0) + 1;
  }
  const tally: PaymentTally = { payments: 0, volume: 0, succeeded: 0, failedOver: 0, rescued: 0, attemptsByConnector };
  for (const attempts of payments.values()) {
    const first = attempts.find((a) => (a.attempt ?? 1) === 1);
    const success = attempts.some((a) => a.status === SUCCESS_STATUS);
    const failedOver = attempts.length > 1;
    tally.payments += 1;
    tally.volume += first?.base_amount ?? 0;
    if (success) tally.succeeded += 1;
    if (failedOver) tally.failedOver += 1;
    if (failedOver && success) tally.rescued += 1;
  }
  tally.volume = Math.round(tally.volume * 1000) / 1000;
  return tally;
};
