import type { FeeLine } from './fee-lines';
import type { ParameterSpace, ParameterValues } from './parameter-space';
import { logistic, logit } from './sampling';
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

/** A chain resolved to parameter indexes once, before any draw. */
export interface CompiledChain {
  leaves: number[];
  connectors: number[];
  /** Per attempt after the first: the failover shift of its pair (the attempt before, this one); −1 for the first. */
  shifts: number[];
  fees: FeeLine[];
  /** Whether an approval is charged a sale (not a register, not a zero amount). */
  sale: boolean;
}

export const compileChain = (space: ParameterSpace, chain: readonly string[], segment: Segment, sale: boolean): CompiledChain => ({
  leaves: chain.map((c) => space.leaf(c, segment)),
  connectors: chain.map((c) => space.connector(c)),
  shifts: chain.map((c, k) => (k === 0 ? -1 : space.shift(chain[k - 1]!, c))),
  fees: chain.map((c) => space.feeLine(c, segment)),
  sale,
});

const clip = (p: number) => Math.min(1 - 1e-9, Math.max(1e-9, p));

/**
 * Attempts in order, as routing's failover runs them: an approval or a hard decline ends the chain,
 * a soft decline or a timeout goes on. A timeout reaches no acquirer, so it pays no authorisation
 * and tells the next attempt nothing: the mass that has only timed out so far is approved at the
 * first-attempt rate; the mass an issuer has declined softly at the rate shifted by the pair's
 * failover shift (the connector tried before, this one: the last decline is taken to be there).
 */
export const chainValue = (space: ParameterSpace, v: ParameterValues, chain: CompiledChain): ChainValue => {
  let clean = 1;
  let declined = 0;
  let approval = 0;
  let first = 0;
  let fixedFees = 0;
  let feesPerUnit = 0;
  for (let k = 0; k < chain.leaves.length && clean + declined > 0; k++) {
    const c = chain.connectors[k]!;
    const p = v.approval[chain.leaves[k]!]!;
    const q = k === 0 ? p : logistic(logit(clip(p)) + v.shift[chain.shifts[k]!]!);
    const base = 6 * c + (k === 0 ? 0 : 3);
    const soft = v.shares[base]!;
    const timeout = v.shares[base + 2]!;
    const approved = clean * p + declined * q;
    fixedFees += (clean * (1 - (1 - p) * timeout) + declined * (1 - (1 - q) * timeout)) * space.authorisationFee(c);
    if (chain.sale) {
      fixedFees += approved * chain.fees[k]!.fixed;
      feesPerUnit += approved * chain.fees[k]!.perUnit;
    }
    approval += approved;
    if (k === 0) first = p;
    [clean, declined] = [clean * (1 - p) * timeout, clean * (1 - p) * soft + declined * (1 - q) * (soft + timeout)];
  }
  return { approval, first, fixedFees, feesPerUnit };
};
