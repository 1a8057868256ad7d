import { describe, expect, it } from 'vitest';
import type { FlowEdge } from './flow-types';
import { withProbabilities } from './with-probabilities';

const edge = (source: string, label: 'then' | 'else'): FlowEdge => ({ id: `${source}->${label}`, source, target: `${source}/${label}`, label, className: `edge-${label}` });

describe('withProbabilities', () => {
  it('highlights edges a transaction takes and labels uncertain ones with their chance', () => {
    const edges = [edge('tree', 'then'), edge('tree', 'else'), edge('tree/then', 'then'), edge('tree/then', 'else')];
    const shown = withProbabilities(edges, new Map([['tree/then', 1], ['tree/else', 0], ['tree/then/then', 0.3], ['tree/then/else', 0.7]]));
    expect(shown.map((e) => [e.label, e.animated ?? false, e.className])).toEqual([
      ['then', true, 'edge-then edge-on-path'],
      ['else', false, 'edge-else'],
      ['then · 30 %', true, 'edge-then edge-on-path'],
      ['else · 70 %', true, 'edge-else edge-on-path'],
    ]);
    expect(withProbabilities(edges, null)).toBe(edges);
  });

  it('reads the branch, not the label, so a load balancer’s share-labelled edges get their chance too', () => {
    const balancer = [
      { ...edge('tree', 'then'), label: '50 %', data: { branch: 'then' } },
      { ...edge('tree', 'else'), label: '50 %', data: { branch: 'else' } },
    ];
    const shown = withProbabilities(balancer, new Map([['tree/then', 0.5], ['tree/else', 0.5]]));
    expect(shown.map((e) => e.label)).toEqual(['then · 50 %', 'else · 50 %']);
  });
});
