import { cellKey, type ConnectorEvidence, type Evidence, type LearnedAttempt } from './evidence-types';
import { failoverShifts } from './failover-shift';
import { feeLinesOf } from './fee-lines';
import { paymentIdOf } from '../insights/payment-record';
import { answerOf, feesOf, isRoutedAttempt, type AttemptAnswer, type OutcomeRecord } from './outcome-record';
import { poolLevels, type ApprovalCell } from './pooling';
import { LEVELS, segmentOf } from './segment';

const NON_APPROVAL_INDEX: Readonly<Record<Exclude<AttemptAnswer, 'approve'>, number>> = { soft: 0, hard: 1, timeout: 2 };

/**
 * The attempts the records hold, each with its segment, whether it was a failover (a later attempt
 * of its payment) and whether an issuer had declined the payment before it (a soft decline earlier
 * in the chain; a timeout reaches no issuer, so it tells nothing about the payment).
 */
const attemptsOf = (records: readonly OutcomeRecord[]) => {
  const used: LearnedAttempt[] = [];
  const byPayment = new Map<string, OutcomeRecord[]>();
  let ignored = 0;
  for (const r of records) {
    if (!isRoutedAttempt(r)) continue;
    const id = paymentIdOf(r);
    const attempts = byPayment.get(id);
    if (attempts) attempts.push(r);
    else byPayment.set(id, [r]);
  }
  for (const attempts of byPayment.values()) {
    attempts.sort((a, b) => (a.attempt ?? 1) - (b.attempt ?? 1));
    let declinedAt: string | null = null;
    for (const r of attempts) {
      const answer = answerOf(r);
      if (!r.connector_guid || !answer) {
        ignored++;
        continue;
      }
      const failover = (r.attempt ?? 1) > 1;
      used.push({ connector: r.connector_guid, segment: segmentOf(r), answer, failover, declinedAt: failover ? declinedAt : null, baseAmount: r.base_amount ?? 0, fees: feesOf(r) });
      if (answer === 'soft') declinedAt = r.connector_guid;
    }
  }
  return { used, ignored };
};

/**
 * Learns from attempt records (any look-back the caller chooses). First attempts build the pooled
 * approval cells; failover attempts after an issuer's decline measure how much less such a payment
 * is approved (issuer refusals correlate); declines give the answer shares and the authorisation
 * fee; approvals the sale fees.
 */
export const learnEvidence = (records: readonly OutcomeRecord[]): Evidence => {
  const { used, ignored } = attemptsOf(records);
  const cells = new Map<string, ApprovalCell>();
  const byLevel: ApprovalCell[][] = LEVELS.map(() => []);
  const connectors = new Map<string, ConnectorEvidence>();
  const connectorOf = (guid: string) => {
    let c = connectors.get(guid);
    if (!c) {
      c = { connector: guid, firstAttempts: 0, failoverAttempts: 0, nonApproval: { first: [0, 0, 0], failover: [0, 0, 0] }, authorisationFee: 0, fees: new Map() };
      connectors.set(guid, c);
    }
    return c;
  };
  const declinedFees = new Map<string, { n: number; sum: number }>();
  for (const a of used) {
    const c = connectorOf(a.connector);
    if (a.failover) c.failoverAttempts++;
    else c.firstAttempts++;
    if (a.answer !== 'approve') (a.failover ? c.nonApproval.failover : c.nonApproval.first)[NON_APPROVAL_INDEX[a.answer]]! += 1;
    if (a.answer === 'soft' || a.answer === 'hard') {
      const d = declinedFees.get(a.connector) ?? { n: 0, sum: 0 };
      declinedFees.set(a.connector, { n: d.n + 1, sum: d.sum + a.fees });
    }
    if (a.failover) continue;
    let parent: ApprovalCell | null = null;
    for (let level = 0; level < LEVELS.length; level++) {
      const key = cellKey(a.connector, level, a.segment);
      let cell = cells.get(key);
      if (!cell) {
        cell = { key, segment: LEVELS[level]!(a.segment), level, n: 0, approved: 0, parent, offset: 0, centre: 0, kappa: 0, mean: 0 };
        cells.set(key, cell);
        byLevel[level]!.push(cell);
      }
      cell.n++;
      if (a.answer === 'approve') cell.approved++;
      parent = cell;
    }
  }
  const { kappas, offsets } = poolLevels(byLevel);
  for (const c of connectors.values()) c.authorisationFee = ((d) => (d && d.n > 0 ? d.sum / d.n : 0))(declinedFees.get(c.connector));
  for (const c of connectors.values()) c.fees = feeLinesOf(used.filter((a) => a.connector === c.connector && a.answer === 'approve'), c.authorisationFee);
  const learned = { cells, kappas, offsets, connectors, attemptsUsed: used.length, attemptsIgnored: ignored };
  return { ...learned, ...failoverShifts(learned, used.filter((a) => a.declinedAt !== null)) };
};
