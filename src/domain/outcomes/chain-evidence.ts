import { segmentEvidence } from './cell-lookup';
import type { Evidence } from './evidence-types';
import type { OutcomeAssumption } from './outcome-estimate';
import type { Segment } from './segment';

/** Whether a chain's outcome rests on evidence, on the stated assumption, or on nothing (unknown); with the connector that lacks it. */
export type ChainStanding = { kind: 'known' } | { kind: 'assumed' | 'unknown'; connector: string };

/**
 * The first connector needs first attempts of the segment (method, brand, country, currency): that
 * is where a draft's move lands, and the figure rests on it. A failover connector needs first
 * attempts of its own at all: a failover carries the small share its predecessors softly declined
 * or timed out, valued by the pooled cells (the connector's rate moved by what the segment does at
 * the other connectors) and the failover shift; docs/outcome-estimates.md states this assumption.
 * Under 'connector-average' a first connector without segment evidence is valued by its pooled
 * cells too, labelled as assumed; a connector with no attempt at all stays unknown.
 */
export const chainStanding = (evidence: Evidence, chain: readonly string[], segment: Segment, assumption: OutcomeAssumption, minEvidence: number): ChainStanding => {
  let assumed: string | undefined;
  for (let i = 0; i < chain.length; i++) {
    const connector = chain[i]!;
    const n = i === 0 ? segmentEvidence(evidence, connector, segment) : (evidence.connectors.get(connector)?.firstAttempts ?? 0);
    if (n >= (i === 0 ? minEvidence : 1)) continue;
    if (assumption === 'connector-average' && (evidence.connectors.get(connector)?.firstAttempts ?? 0) > 0) assumed ??= connector;
    else return { kind: 'unknown', connector };
  }
  return assumed === undefined ? { kind: 'known' } : { kind: 'assumed', connector: assumed };
};
