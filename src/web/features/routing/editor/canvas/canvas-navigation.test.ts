import { describe, expect, it } from 'vitest';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { neighbour, selectableIds, treeKey } from './canvas-navigation';

const graph = singleMethodGraph(cardRouterDocument);
const ids = selectableIds(graph);
const move = (from: string, key: string, direction?: string) => neighbour(graph, ids, from, treeKey(key, direction));

describe('canvas arrows', () => {
  it('top down: down = first child, up = parent, left/right = then/else', () => {
    expect(move('tree', 'ArrowDown')).toBe('tree/then');
    expect(move('tree/then', 'ArrowRight')).toBe('tree/else');
    expect(move('tree/else', 'ArrowUp')).toBe('tree');
  });

  it('left to right the arrows turn with the drawing: right = first child, left = parent, down/up = else/then', () => {
    expect(move('tree', 'ArrowRight', 'right')).toBe('tree/then');
    expect(move('tree/then', 'ArrowDown', 'right')).toBe('tree/else');
    expect(move('tree/else', 'ArrowUp', 'right')).toBe('tree/then');
    expect(move('tree/else', 'ArrowLeft', 'right')).toBe('tree');
    expect(treeKey('Enter', 'right')).toBe('Enter');
  });
});
