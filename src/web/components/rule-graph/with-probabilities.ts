import type { FlowEdge } from './flow-types';

const percent = (p: number) => `${Math.round(p * 1000) / 10} %`;

/** Edges a simulated transaction travels: highlighted, and labelled with their chance where a split makes it uncertain. */
export const withProbabilities = (edges: FlowEdge[], probabilities: ReadonlyMap<string, number> | null | undefined): FlowEdge[] => {
  if (!probabilities) return edges;
  return edges.map((e) => {
    // The branch, not the label: a load balancer's edges are labelled with their share.
    const branch = (e.data as { branch?: string } | undefined)?.branch ?? String(e.label);
    const p = probabilities.get(`${e.source}/${branch}`);
    if (p === undefined || p === 0) return e;
    return { ...e, animated: true, className: `${e.className ?? ''} edge-on-path`, label: p < 1 ? `${branch} · ${percent(p)}` : e.label };
  });
};
