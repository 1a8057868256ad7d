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
});
