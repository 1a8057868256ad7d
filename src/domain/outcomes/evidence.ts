import { learnApprovalModel, type LeafCounts } from './approval-model';
import { cellKey, evidenceCellKey, type ConnectorEvidence, type Evidence, type LearnedAttempt } from './evidence-types';
import { failoverShifts } from './failover-shift';
import { feeLinesOf } from './fee-lines';
import { paymentIdOf } from '../insights/payment-record';
import { answerOf, feesOf, isRoutedAttempt, type AttemptAnswer, type OutcomeRecord } from './outcome-record';
import type { CellCounts } from './pooling';
import { segmentOf } from './segment';

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
 * Learns from attempt records (any look-back the caller chooses). First attempts fit the approval
 * model (approval-model.ts) and count the evidence per segment; failover attempts after an issuer's decline measure how much less such a payment
 * is approved (issuer refusals correlate); declines give the answer shares and the authorisation
 * fee; approvals the sale fees.
 */
export const learnEvidence = (records: readonly OutcomeRecord[]): Evidence => {
  const { used, ignored } = attemptsOf(records);
  const leaves = new Map<string, LeafCounts>();
  const evidenceCells = new Map<string, number>();
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
    const ek = evidenceCellKey(a.connector, a.segment);
    evidenceCells.set(ek, (evidenceCells.get(ek) ?? 0) + 1);
    const key = cellKey(a.connector, a.segment);
    let leaf = leaves.get(key);
    if (!leaf) leaves.set(key, (leaf = { connector: a.connector, segment: a.segment, n: 0, approved: 0 }));
    leaf.n++;
    if (a.answer === 'approve') leaf.approved++;
  }
  const approval = learnApprovalModel([...leaves.values()]);
  for (const c of connectors.values()) c.authorisationFee = ((d) => (d && d.n > 0 ? d.sum / d.n : 0))(declinedFees.get(c.connector));
  for (const c of connectors.values()) c.fees = feeLinesOf(used.filter((a) => a.connector === c.connector && a.answer === 'approve'), c.authorisationFee);
  const learned = { cells: leaves as ReadonlyMap<string, CellCounts>, evidenceCells, approval, connectors, attemptsUsed: used.length, attemptsIgnored: ignored };
  return { ...learned, ...failoverShifts(learned, used.filter((a) => a.declinedAt !== null)) };
};
