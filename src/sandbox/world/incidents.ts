import { NO_DEGRADATION, type Degradation } from './attempt-odds';
import type { WorldConnector } from './world-view';

/**
 * An acquirer (every connector of an adapter) or one connector answering worse for a while: fewer
 * approvals, more timeouts, slower answers. Declared through the sandbox control or by the
 * generated history's seeded incidents (docs/sandbox-world.md "Incidents").
 */
export interface Incident {
  id: string;
  /** The adapter whose every connector is degraded; or null with `connectorGuid` set. */
  acquirer: string | null;
  connectorGuid: string | null;
  approvalDropPp: number;
  addedTimeoutPercent: number;
  addedLatencyMs: number;
  startsAt: Date;
  /** Null: until removed. */
  endsAt: Date | null;
  description: string;
  source: 'control' | 'history';
}

const hits = (i: Incident, c: WorldConnector, at: Date) =>
  (i.acquirer === c.adapter || i.connectorGuid === c.guid) && at >= i.startsAt && (i.endsAt === null || at < i.endsAt);

/**
 * What every incident active at `at` does to `connector`, together: approval drops add up (capped at
 * 100 points), timeouts combine as independent chances, latencies add.
 */
export const degradationAt = (incidents: readonly Incident[], connector: WorldConnector, at: Date): Degradation => {
  let result = NO_DEGRADATION;
  for (const i of incidents) {
    if (!hits(i, connector, at)) continue;
    result = {
      approvalDropPp: Math.min(100, result.approvalDropPp + i.approvalDropPp),
      addedTimeoutRate: 1 - (1 - result.addedTimeoutRate) * (1 - i.addedTimeoutPercent / 100),
      addedLatencyMs: result.addedLatencyMs + i.addedLatencyMs,
    };
  }
  return result;
};
