import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '@domain/routing/document';
import {
  evaluate, evaluationContext, probabilities, seededRandom, shareByTarget,
  type CounterValue, type Decision, type EdgeProbability, type EvaluationContext, type EvaluationSettings, type TraceStep,
} from '@domain/routing/evaluation';
import type { SimulationHighlight } from '../../editor/state/editor-store';
import type { SimInput } from './sim-form';

/**
 * Every simulation (single, multi-method, batch, golden) evaluates through the domain's one context
 * builder with the environment's settings, as the BFF's save-time golden check does; a seed only
 * when load balancers are to draw.
 */
export const simulationContext = (settings: EvaluationSettings, options: { seed?: number; counters?: readonly CounterValue[] } = {}): EvaluationContext =>
  evaluationContext({ ...settings, counters: options.counters, random: options.seed === undefined ? undefined : seededRandom(options.seed) });

export interface ConnectorShare {
  connector: string | null;
  probability: number;
}

export interface Simulation {
  decision: Decision;
  /** The connector the seeded draw reached (route or default), null when there is none. */
  connector: string | null;
  onFail: readonly string[];
  trace: TraceStep[];
  /** Exact chances per connector; more than one entry only when a load balancer splits. */
  shares: ConnectorShare[];
  edges: EdgeProbability[];
}

export const simulate = (doc: SingleMethodDocument, { tx, counters }: SimInput, seed: number, settings: EvaluationSettings, names: ConnectorNameLookup): Simulation => {
  const defaultConnector = doc.default?.connector ?? null;
  const context = () => simulationContext(settings, { seed, counters });
  const { decision, trace } = evaluate(doc.tree, defaultConnector, tx, context(), { names });
  const chances = probabilities(doc.tree, defaultConnector, tx, context());
  const shares = [...shareByTarget(chances)].map(([connector, probability]) => ({ connector, probability })).sort((a, b) => b.probability - a.probability);
  const connector = decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null;
  return { decision, connector, onFail: decision.kind === 'route' ? decision.onFail : [], trace, shares, edges: chances.edges };
};

/** Draft and live agree when the same draw ends at the same connector with the same chances and failover. */
export const sameOutcome = (a: Simulation, b: Simulation): boolean =>
  a.connector === b.connector &&
  a.onFail.join() === b.onFail.join() &&
  a.shares.length === b.shares.length &&
  a.shares.every((s, i) => s.connector === b.shares[i]?.connector && Math.abs(s.probability - b.shares[i]!.probability) < 1e-9);

/** What the canvas draws: the visited nodes, where the walk ended, and each reachable edge's chance. */
export const highlightOf = (sim: Simulation, treePath = 'tree'): SimulationHighlight => {
  const { decision } = sim;
  const end = decision.kind === 'route' || decision.kind === 'action' ? decision.leafPath : `${treePath}#default`;
  return {
    visited: new Set(sim.trace.map((s) => s.path)),
    end,
    edgeProbabilities: new Map(sim.edges.map((e) => [e.id, e.probability])),
  };
};
