import type { FlowEdge } from './flow-types';

const percent = (p: number) => `${Math.round(p * 1000) / 10} %`;

/** Edges a simulated transaction travels: highlighted, and labelled with their chance where a split makes it uncertain. */
export const withProbabilities = (edges: FlowEdge[], probabilities: ReadonlyMap<string, number> | null | undefined): FlowEdge[] => {
  if (!probabilities) return edges;
  return edges.map((e) => {
    const p = probabilities.get(`${e.source}/${String(e.label)}`);
    if (p === undefined || p === 0) return e;
    return { ...e, animated: true, className: `${e.className ?? ''} edge-on-path`, label: p < 1 ? `${String(e.label)} · ${percent(p)}` : e.label };
  });
};
