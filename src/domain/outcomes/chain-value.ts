import type { ParameterDraw } from './parameter-draw';
import type { Segment } from './segment';

/**
 * The expected outcome of one payment of a segment tried along a failover chain, under one set of
 * parameters. Fees are linear in the amount (fixed + perUnit·amount), so a group of payments needs
 * only its count and summed amount.
 */
export interface ChainValue {
  /** P(approved after failover). */
  approval: number;
  /** P(the first attempt is approved). */
  first: number;
  /** E[fees] not proportional to the amount: authorisation fees and the fixed part of the sale fee. */
  fixedFees: number;
  /** E[fees] per unit of the amount (base currency). */
  feesPerUnit: number;
}

export const NO_VALUE: ChainValue = { approval: 0, first: 0, fixedFees: 0, feesPerUnit: 0 };

/**
 * Attempts in order, as routing's failover runs them: an approval or a hard decline ends the chain,
 * a soft decline or a timeout goes on. A timeout reaches no acquirer, so it pays no authorisation.
 * `sale`: whether an approval is charged a sale (not a register, not a zero amount).
 */
export const chainValue = (draw: ParameterDraw, chain: readonly string[], segment: Segment, sale: boolean): ChainValue => {
  let reach = 1;
  let approval = 0;
  let first = 0;
  let fixedFees = 0;
  let feesPerUnit = 0;
  chain.forEach((connector, i) => {
    if (reach === 0) return;
    const failover = i > 0;
    const p = draw.approve(connector, segment, failover);
    const [soft, , timeout] = draw.nonApproval(connector, failover);
    fixedFees += reach * (1 - (1 - p) * timeout) * draw.authorisationFee(connector);
    if (sale) {
      const line = draw.saleFee(connector, segment);
      fixedFees += reach * p * line.fixed;
      feesPerUnit += reach * p * line.perUnit;
    }
    approval += reach * p;
    if (!failover) first = p;
    reach *= (1 - p) * (soft + timeout);
  });
  return { approval, first, fixedFees, feesPerUnit };
};
