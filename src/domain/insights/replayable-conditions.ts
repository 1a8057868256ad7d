import type { ConstraintId } from '../routing/condition-params';
import type { RuleNode } from '../routing/document';
import type { TraceStep } from '../routing/evaluation/outcome';
import type { RecordFacts } from './payment-record';

/**
 * Which conditions a BI record can answer. A replay evaluates the record's facts; a condition whose
 * facts the record never holds (or did not hold for this record) cannot be decided from history, so
 * a record whose path meets one is counted apart, never guessed.
 */
export type Replayability =
  /** Decidable from these record fields; a record without them is counted apart. */
  | { replayable: true; fields: readonly string[] }
  | { replayable: false; why: string };

const from = (...fields: string[]): Replayability => ({ replayable: true, fields });
const never = (why: string): Replayability => ({ replayable: false, why });

export const REPLAYABILITY: Readonly<Record<ConstraintId, Replayability>> = {
  CustomerCountry: from('customer.billing_country'),
  CustomerIpCountry: from('customer.ip_address'),
  Currency: from(),
  AmountCurrency: from(),
  // The gateway's risk score of the time is in the record when a risk check ran; none means 0, as at the gateway.
  RiskScore: from(),
  // Decided per key by replayBlocker.
  ExtraData: from(),
  // A replay draws again, with the configured share: it is decided, not read.
  RandomLoadBalancer: from(),
  CreditcardType: from('creditcard.type'),
  CreditcardCardNetwork: from('creditcard.type'),
  CreditcardBinCountry: from('creditcard.bin_country'),
  CreditcardBinType: from('creditcard.bin_type'),
  BinRangeRegexp: from('creditcard.bin_digits'),
  TransactionType: from(),
  IsRecurring: from('transaction_indicator'),
  IbanRegexp: from('customer.iban'),
  IbanRoutingRule: from('customer.iban'),
  CreditcardBinLevel: never('the BIN level is not in the BI record'),
  CreditcardBinSegment: never('the BIN segment is not in the BI record'),
  CreditcardBinPrepaid: never('whether a card is prepaid is not in the BI record'),
  CreditcardBinReloadable: never('whether a card is reloadable is not in the BI record'),
  CreditcardBinLookupStatus: never("the BIN lookup's status is not in the BI record"),
  HasReferenceSchemeTransactionId: never('the scheme reference id is not in the BI record'),
  InitialConnector: never("the initial transaction's connector needs the series' first record, which a replay does not look up"),
  InitialAdapter: never("the initial transaction's adapter needs the series' first record, which a replay does not look up"),
  ChargebackCountOrVolumePerConnector: never('counters held at the time of the payment are not in the BI record'),
  DebitPreauthCountOrVolumePerConnector: never('counters held at the time of the payment are not in the BI record'),
};

/**
 * Why a record cannot be replayed through a condition: null when it can. An `ExtraData` condition
 * needs its key in the record: only keys on the connector's BI whitelist are indexed, so a missing
 * key may still have been sent.
 */
export const replayBlocker = (condition: { constraint: string; params?: Record<string, unknown> | undefined }, facts: RecordFacts): string | null => {
  const rule = REPLAYABILITY[condition.constraint as ConstraintId] as Replayability | undefined;
  if (!rule) return `'${condition.constraint}' is not a condition the studio knows`;
  if (!rule.replayable) return rule.why;
  if (condition.constraint === 'ExtraData') {
    const key = String(condition.params?.key ?? '');
    return facts.tx.extraData && key in facts.tx.extraData ? null : `extra data '${key}' is not in the record (not sent, or not indexed for BI)`;
  }
  const missing = rule.fields.find((f) => facts.absent.has(f));
  return missing ? `the record has no ${missing}` : null;
};

/**
 * The first condition on an evaluated path that the record cannot answer, with why; null when the
 * whole path can be replayed. `nodes`: the document's rule nodes by path (their params).
 */
export const blockerOnPath = (trace: readonly TraceStep[], nodes: ReadonlyMap<string, RuleNode>, facts: RecordFacts): { path: string; why: string } | null => {
  for (const step of trace) {
    if (!step.constraint) continue;
    const why = replayBlocker({ constraint: step.constraint, params: nodes.get(step.path)?.if?.params as Record<string, unknown> | undefined }, facts);
    if (why) return { path: step.path, why };
  }
  return null;
};
