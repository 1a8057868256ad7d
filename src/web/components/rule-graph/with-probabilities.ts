import type { FlowEdge } from './flow-types';

const percent = (p: number) => `${Math.round(p * 1000) / 10} %`;

/** Traffic on the canvas: each edge as wide as the share of the window's payments along it; an edge nobody took is dashed. */
export const withTraffic = (edges: FlowEdge[], traffic: ReadonlyMap<string, number> | null | undefined): FlowEdge[] => {
  if (!traffic) return edges;
  return edges.map((e) => {
    const branch = (e.data as { branch?: string } | undefined)?.branch ?? String(e.label);
    const p = traffic.get(`${e.source}/${branch}`);
    // No share for this branch: its node changed since the traffic was read (no number rather than the replaced rule's).
    if (p === undefined) return e;
    return { ...e, className: `${e.className ?? ''} ${p > 0 ? 'edge-traffic' : 'edge-dead'}`, style: { ...e.style, strokeWidth: p > 0 ? 1.5 + 8 * p : 1 }, label: `${branch} · ${percent(p)}` };
  });
};

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
