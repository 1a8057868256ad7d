import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { createGraphNodeCache, treeToGraph } from '@domain/routing/graph/document-to-graph';
import { createLayoutCache } from '@domain/routing/graph/layout-tree';
import { arbSingleSequence, someConditionPaths, withIds } from '@fixtures/command-arbitraries';
import { arrowPan, overviewFrame, overviewPoint, overviewShapes, viewRect, type OverviewDrawing, type Rect } from './overview-shapes';
import { toFlow } from './to-flow';

/** The rectangles a path of `M x,y h w v h h -w z` pieces draws, as `x,y,w,h` strings. */
const rectsOf = (d: string): string[] => {
  const piece = /M(-?\d+),(-?\d+)h(-?\d+)v(-?\d+)h(-?\d+)z/g;
  const rects: string[] = [];
  let consumed = 0;
  for (const m of d.matchAll(piece)) {
    expect(m.index).toBe(consumed); // nothing but rectangles in the path
    expect(Number(m[5])).toBe(-Number(m[3])); // and each one closes where it started
    consumed += m[0].length;
    rects.push(`${m[1]},${m[2]},${m[3]},${m[4]}`);
  }
  expect(consumed).toBe(d.length);
  return rects;
};

const sorted = (list: string[]) => [...list].sort();

const flowNodesOf = fc
  .tuple(arbSingleMethodDocument({ maxDepth: 4 }), fc.boolean())
  .map(([doc, slots]) => toFlow(singleMethodGraph(doc), { slots }).nodes);

describe('overviewShapes', () => {
  it('draws every node exactly once, in the path of its kind, at its laid-out place and size', () => {
    fc.assert(
      fc.property(flowNodesOf, (nodes) => {
        const { shapes } = overviewShapes(nodes);
        const kinds = new Set(nodes.map((n) => n.type));
        expect(sorted(shapes.map((s) => s.kind))).toEqual(sorted([...kinds] as string[]));
        for (const shape of shapes) {
          const expected = nodes
            .filter((n) => n.type === shape.kind)
            .map((n) => [n.position.x, n.position.y, n.width ?? 0, n.initialHeight ?? 60].map(Math.round).join(','));
          expect(sorted(rectsOf(shape.d))).toEqual(sorted(expected));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('bounds are the smallest rectangle around all nodes', () => {
    fc.assert(
      fc.property(flowNodesOf, (nodes) => {
        const { bounds } = overviewShapes(nodes);
        const b = bounds!;
        const right = (n: (typeof nodes)[number]) => n.position.x + (n.width ?? 0);
        const bottom = (n: (typeof nodes)[number]) => n.position.y + (n.initialHeight ?? 60);
        expect(b.x).toBe(Math.min(...nodes.map((n) => n.position.x)));
        expect(b.y).toBe(Math.min(...nodes.map((n) => n.position.y)));
        expect(b.x + b.width).toBe(Math.max(...nodes.map(right)));
        expect(b.y + b.height).toBe(Math.max(...nodes.map(bottom)));
      }),
      { numRuns: 60 },
    );
  });

  it('draws conditions under routes and actions, whatever order the nodes come in', () => {
    const nodes = toFlow(singleMethodGraph(cardRouterDocument), { slots: true }).nodes;
    const kinds = overviewShapes([...nodes].reverse()).shapes.map((s) => s.kind);
    expect(kinds.indexOf('condition')).toBeLessThan(kinds.indexOf('route'));
    expect(kinds.indexOf('slot')).toBeLessThan(kinds.indexOf('condition'));
  });

  it('has no bounds and no paths without nodes', () => {
    expect(overviewShapes([])).toMatchObject({ shapes: [], bounds: null });
  });

  // The overview draws each drawing from the one before (an edit apart), keeping the path text of
  // the nodes that are the same objects: it must be the drawing made from scratch.
  it('draws from the drawing before as it draws from scratch, after any sequence of edits and folds (property)', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4, unknownConditions: true }).chain((doc) => arbSingleSequence(withIds(doc), 6)),
        fc.array(fc.nat({ max: 0xffff }), { minLength: 7, maxLength: 7 }),
        fc.boolean(),
        (docs, picks, slots) => {
          const cache = createGraphNodeCache(1);
          const layoutCache = createLayoutCache();
          let before: OverviewDrawing | undefined;
          docs.forEach((doc, step) => {
            const collapsed = someConditionPaths(doc, picks[step]!);
            const graph = treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, collapsed, cache });
            const { nodes } = toFlow(graph, { slots, layoutCache, withMessage: someConditionPaths(doc, picks[step]! >> 3) });
            const drawn = overviewShapes(nodes, before);
            const scratch = overviewShapes(nodes);
            expect({ shapes: drawn.shapes, bounds: drawn.bounds }).toEqual({ shapes: scratch.shapes, bounds: scratch.bounds });
            before = drawn;
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('viewRect', () => {
  it('is the flow rectangle on screen for a transform', () => {
    // Panned 100 px right and 50 px up at zoom 2: the screen's top-left shows flow (-50, 25).
    expect(viewRect([100, -50, 2], 800, 600)).toEqual({ x: -50, y: 25, width: 400, height: 300 });
    expect(viewRect([-300, 40, 0.5], 1000, 500)).toEqual({ x: 600, y: -80, width: 2000, height: 1000 });
  });

  it('its corners are the screen corners (screen = flow × zoom + translation)', () => {
    const finite = fc.double({ min: -1e5, max: 1e5, noNaN: true });
    fc.assert(
      fc.property(finite, finite, fc.double({ min: 0.05, max: 2, noNaN: true }), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), (tx, ty, zoom, w, h) => {
        const r = viewRect([tx, ty, zoom], w, h);
        expect(r.x * zoom + tx).toBeCloseTo(0, 6);
        expect(r.y * zoom + ty).toBeCloseTo(0, 6);
        expect((r.x + r.width) * zoom + tx).toBeCloseTo(w, 6);
        expect((r.y + r.height) * zoom + ty).toBeCloseTo(h, 6);
      }),
    );
  });
});

const arbRect: fc.Arbitrary<Rect> = fc.record({
  x: fc.integer({ min: -50_000, max: 50_000 }),
  y: fc.integer({ min: -50_000, max: 50_000 }),
  width: fc.integer({ min: 1, max: 100_000 }),
  height: fc.integer({ min: 1, max: 100_000 }),
});
const SIZE = { width: 200, height: 150 };
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1e-6 && inner.y >= outer.y - 1e-6 && inner.x + inner.width <= outer.x + outer.width + 1e-6 && inner.y + inner.height <= outer.y + outer.height + 1e-6;

describe('overviewFrame', () => {
  it('holds the nodes and the view, with the padding around them, centred, in the overview’s proportions', () => {
    fc.assert(
      fc.property(arbRect, arbRect, (bounds, view) => {
        const frame = overviewFrame(bounds, view, SIZE, 5);
        // The svg's own proportions: it must not letterbox the frame, or pointers would map wrongly.
        expect(frame.width / frame.height).toBeCloseTo(SIZE.width / SIZE.height, 9);
        const scale = frame.width / SIZE.width;
        expect(frame.offset).toBeCloseTo(5 * scale, 6);
        const padded = { x: frame.x + frame.offset, y: frame.y + frame.offset, width: frame.width - 2 * frame.offset, height: frame.height - 2 * frame.offset };
        expect(inside(bounds, padded)).toBe(true);
        expect(inside(view, padded)).toBe(true);
        // Scaled to fit: one side of what it holds fills the padded overview.
        const x0 = Math.min(bounds.x, view.x);
        const x1 = Math.max(bounds.x + bounds.width, view.x + view.width);
        const y0 = Math.min(bounds.y, view.y);
        const y1 = Math.max(bounds.y + bounds.height, view.y + view.height);
        expect(Math.max((x1 - x0) / padded.width, (y1 - y0) / padded.height)).toBeCloseTo(1, 9);
        // Centred.
        expect(frame.x + frame.width / 2).toBeCloseTo((x0 + x1) / 2, 6);
        expect(frame.y + frame.height / 2).toBeCloseTo((y0 + y1) / 2, 6);
      }),
    );
  });

  it('without nodes frames the view alone', () => {
    expect(overviewFrame(null, { x: 0, y: 0, width: 380, height: 280 }, SIZE, 5)).toEqual({ x: -10, y: -10, width: 400, height: 300, offset: 10 });
  });
});

describe('overviewPoint', () => {
  it('maps a pointer on the overview back to the flow point drawn there', () => {
    fc.assert(
      fc.property(arbRect, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (frame, u, v) => {
        const box = { left: 30, top: 700, width: 200, height: 150 };
        const at = overviewPoint(frame, box, { x: box.left + u * box.width, y: box.top + v * box.height })!;
        expect(at.x).toBeCloseTo(frame.x + u * frame.width, 4);
        expect(at.y).toBeCloseTo(frame.y + v * frame.height, 4);
      }),
    );
  });

  it('is null while the overview has no size (not laid out yet)', () => {
    expect(overviewPoint({ x: 0, y: 0, width: 10, height: 10 }, { left: 0, top: 0, width: 0, height: 0 }, { x: 0, y: 0 })).toBeNull();
  });
});

describe('arrowPan', () => {
  it('moves a quarter of the canvas the way the arrow points, and ignores other keys', () => {
    expect(arrowPan('ArrowRight', 800, 600)).toEqual({ dx: 200, dy: 0 });
    expect(arrowPan('ArrowLeft', 800, 600)).toEqual({ dx: -200, dy: 0 });
    expect(arrowPan('ArrowDown', 800, 600)).toEqual({ dx: 0, dy: 150 });
    expect(arrowPan('ArrowUp', 800, 600)).toEqual({ dx: 0, dy: -150 });
    for (const key of ['Enter', ' ', 'a', 'toString', 'constructor']) expect(arrowPan(key, 800, 600)).toBeNull();
  });
});
