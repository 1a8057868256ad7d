// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useMessageIds } from './decorate-nodes';
import { decorationMessages, hasMessages, type NodeDecoration } from './flow-types';

const decoration: fc.Arbitrary<NodeDecoration> = fc.record(
  {
    issues: fc.array(fc.string(), { maxLength: 2 }),
    warnings: fc.array(fc.string(), { maxLength: 2 }),
    serverError: fc.string({ maxLength: 3 }),
    onPath: fc.boolean(),
    traffic: fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), count: fc.nat() }),
  },
  { requiredKeys: [] },
);

describe('which nodes have a message line', () => {
  it('hasMessages says whether decorationMessages writes any line', () => {
    fc.assert(fc.property(fc.option(decoration, { nil: undefined }), (d) => hasMessages(d) === decorationMessages(d).length > 0));
  });

  it('useMessageIds keeps its set while the same nodes have messages, in any order and with new decoration objects', () => {
    const warned = (...ids: string[]) => new Map<string, NodeDecoration>(ids.map((id) => [id, { warnings: [`about ${id}`] }]));
    const { result, rerender } = renderHook<ReadonlySet<string>, { decorations?: ReadonlyMap<string, NodeDecoration> }>(({ decorations }) => useMessageIds(decorations), {
      initialProps: { decorations: warned('tree', 'tree/then') },
    });
    const first = result.current;
    expect([...first].sort()).toEqual(['tree', 'tree/then']);

    // New decorations after an edit or an answer of the analysis: the same nodes, listed the other way round, plus a node on the simulated path.
    rerender({ decorations: new Map([...warned('tree/then', 'tree'), ['tree/else', { onPath: true }]]) });
    expect(result.current).toBe(first);

    // A node gains a line: a new set (the drawing is laid out again).
    rerender({ decorations: new Map([...warned('tree/then', 'tree'), ['tree/else', { issues: ['Unknown connector'] }]]) });
    expect(result.current).not.toBe(first);
    expect([...result.current].sort()).toEqual(['tree', 'tree/else', 'tree/then']);

    rerender({});
    expect(result.current.size).toBe(0);
  });
});
