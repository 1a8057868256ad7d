import { marketEvidence, segmentEvidence } from './cell-lookup';
import type { Evidence } from './evidence-types';
import type { OutcomeAssumption } from './outcome-estimate';
import type { Segment } from './segment';

/** Whether a chain's outcome rests on evidence, on the stated assumption, or on nothing (unknown); with the connector that lacks it. */
export type ChainStanding = { kind: 'known' } | { kind: 'assumed' | 'unknown'; connector: string };

/**
 * The first connector needs first attempts of the segment (method, brand, country, currency) to be
 * known; a failover connector needs first attempts of the method, country and currency (its outcome is a
 * small share, and the failover shift is learned across segments). Under 'connector-average' a
 * connector without them is valued by its pooled average (its cells' empty levels take their
 * parents'), labelled as assumed; a connector with no attempt at all stays unknown.
 */
export const chainStanding = (evidence: Evidence, chain: readonly string[], segment: Segment, assumption: OutcomeAssumption, minEvidence: number): ChainStanding => {
  let assumed: string | undefined;
  for (let i = 0; i < chain.length; i++) {
    const connector = chain[i]!;
    const n = i === 0 ? segmentEvidence(evidence, connector, segment) : marketEvidence(evidence, connector, segment);
    if (n >= (i === 0 ? minEvidence : 1)) continue;
    if (assumption === 'connector-average' && (evidence.connectors.get(connector)?.firstAttempts ?? 0) > 0) assumed ??= connector;
    else return { kind: 'unknown', connector };
  }
  return assumed === undefined ? { kind: 'known' } : { kind: 'assumed', connector: assumed };
};
