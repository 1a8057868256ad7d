// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { stubIdleCallbacks } from '../../test/idle-callbacks';
import { polyfillLayoutApis } from '../../test/render-app';
import { storeDirection } from './layout-direction';
import { overviewFrame, overviewShapes, viewRect } from './overview-shapes';
import type * as OverviewShapes from './overview-shapes';
import { RuleGraph } from './rule-graph';
import { toFlow } from './to-flow';

// Which node lists the overview drew shapes for, in order (the real overviewShapes draws them).
const drawnFor = vi.hoisted(() => [] as number[]);
// And how many nodes the drawing it started from had (0: none).
const drawnFrom = vi.hoisted(() => [] as number[]);
vi.mock('./overview-shapes', async (importOriginal) => {
  const actual = await importOriginal<typeof OverviewShapes>();
  return {
    ...actual,
    overviewShapes: (...args: Parameters<typeof actual.overviewShapes>) => (drawnFor.push(args[0].length), drawnFrom.push(args[1]?.nodes.length ?? 0), actual.overviewShapes(...args)),
  };
});

// happy-dom lays nothing out: React Flow reads its canvas size from offsetWidth/offsetHeight.
const CANVAS = { width: 1000, height: 600 };
const CANVAS_OVERVIEW = { width: 200, height: 150 };
// Where the overview's svg is on screen (200 × 150, as drawn).
const BOX = { left: 700, top: 400, width: 200, height: 150, right: 900, bottom: 550, x: 700, y: 400, toJSON: () => ({}) };

beforeEach(() => {
  polyfillLayoutApis();
  ({ idle } = stubIdleCallbacks());
  // The expected drawing below is laid out top down: the canvas must not choose left to right.
  storeDirection('down');
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(CANVAS.width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CANVAS.height);
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX as DOMRect);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const graph = singleMethodGraph(largeCardRouterDocument(300));
const flowNodes = toFlow(graph).nodes;

/** React Flow's transform [x, y, zoom], as the viewport element is styled with it. */
const transform = (): [number, number, number] => {
  const style = document.querySelector<HTMLElement>('.react-flow__viewport')!.style.transform;
  const m = /translate\((-?[\d.e+-]+)px, ?(-?[\d.e+-]+)px\) scale\(([\d.e+-]+)\)/.exec(style);
  if (!m) throw new Error(`unexpected viewport transform: ${style}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};
/** The flow point at the centre of the canvas. */
const centre = () => {
  const [x, y, zoom] = transform();
  return { x: (CANVAS.width / 2 - x) / zoom, y: (CANVAS.height / 2 - y) / zoom };
};
/** The flow point drawn at (u, v) of the overview (fractions of its width and height), for the view now. */
const flowPointAt = (u: number, v: number) => {
  const frame = overviewFrame(overviewShapes(flowNodes).bounds, viewRect(transform(), CANVAS.width, CANVAS.height), CANVAS_OVERVIEW, 5);
  return { x: frame.x + u * frame.width, y: frame.y + v * frame.height };
};
// The browser's idle moments, when the overview takes its nodes (useIdleValue): set up for each test.
let idle: () => Promise<void>;
const renderGraph = async () => {
  render(<RuleGraph graph={graph} label="Routing tree" />);
  // The opening view is fitted in an effect once React Flow knows its size.
  await act(async () => undefined);
  await idle();
  return screen.getByRole('application', { name: 'Routing tree overview' });
};

describe('the overview of a large tree', () => {
  it('draws its shapes when the browser is next idle after the canvas is committed, in a render of its own', async () => {
    drawnFor.length = 0;
    render(<RuleGraph graph={graph} label="Routing tree" />);
    await act(async () => undefined);
    const overview = screen.getByRole('application', { name: 'Routing tree overview' });
    // The canvas is on screen, its overview framed but not drawn: no node was put into path text.
    expect(drawnFor.length).toBeGreaterThan(0);
    expect(drawnFor.every((n) => n === 0)).toBe(true);
    expect(overview.querySelectorAll('path.overview-node')).toHaveLength(0);
    await idle();
    expect(drawnFor.at(-1)).toBe(flowNodes.length);
    expect(overview.querySelectorAll('path.overview-node').length).toBeGreaterThan(0);
  });

  it('starts a drawing from the last one of about as many nodes, not from a folded tree drawn in between', async () => {
    const doc = largeCardRouterDocument(600);
    const { rerender } = render(<RuleGraph graph={singleMethodGraph(doc)} label="Routing tree" />);
    await act(async () => undefined);
    await idle();
    rerender(<RuleGraph graph={singleMethodGraph(doc, undefined, new Set(['tree']))} label="Routing tree" />);
    await act(async () => undefined);
    await idle();
    drawnFor.length = 0;
    drawnFrom.length = 0;
    // Unfolded again, as a new graph (an edit made while folded): started from the whole tree's drawing.
    rerender(<RuleGraph graph={singleMethodGraph(doc)} label="Routing tree" />);
    await act(async () => undefined);
    await idle();
    expect(drawnFor).toEqual([toFlow(singleMethodGraph(doc), { direction: 'down' }).nodes.length]);
    expect(drawnFrom).toEqual(drawnFor);
  });

  it('draws a changed tree only when the browser is next idle, never in the render that shows the change', async () => {
    const other = singleMethodGraph(largeCardRouterDocument(120));
    const { rerender } = render(<RuleGraph graph={graph} label="Routing tree" />);
    await act(async () => undefined);
    await idle();
    drawnFor.length = 0;
    rerender(<RuleGraph graph={other} label="Routing tree" />);
    await act(async () => undefined);
    expect(drawnFor).toEqual([]);
    await idle();
    expect(drawnFor).toEqual([toFlow(other, { direction: 'down' }).nodes.length]);
  });

  it('finds the drawing of a tree it drew a moment before again (undo, unfold) instead of drawing it anew', async () => {
    const other = singleMethodGraph(largeCardRouterDocument(120));
    const { rerender } = render(<RuleGraph graph={graph} label="Routing tree" />);
    await act(async () => undefined);
    await idle();
    rerender(<RuleGraph graph={other} label="Routing tree" />);
    await act(async () => undefined);
    await idle();
    drawnFor.length = 0;
    rerender(<RuleGraph graph={graph} label="Routing tree" />);
    await act(async () => undefined);
    await idle();
    // Back to the first tree: the canvas hands over its drawing of a moment before, and so does the overview.
    expect(drawnFor).toEqual([]);
    const overview = screen.getByRole('application', { name: 'Routing tree overview' });
    const drawn = [...overview.querySelectorAll('path.overview-node')].map((p) => p.getAttribute('d'));
    expect(drawn).toEqual(overviewShapes(flowNodes).shapes.map((s) => s.d));
  });

  it('draws the nodes by kind, in one path each', async () => {
    const overview = await renderGraph();
    const kinds = [...overview.querySelectorAll('path.overview-node')].map((p) => p.getAttribute('class'));
    expect(kinds).toEqual(expect.arrayContaining(['overview-node overview-condition', 'overview-node overview-route']));
    expect(overview.querySelectorAll('path.overview-node')).toHaveLength(new Set(flowNodes.map((n) => n.type)).size);
  });

  it('a click centres the canvas on the flow point drawn there, at the same zoom', async () => {
    const overview = await renderGraph();
    const zoom = transform()[2];
    const target = flowPointAt(0.8, 0.7);
    await act(async () => {
      fireEvent.pointerDown(overview, { clientX: BOX.left + 0.8 * BOX.width, clientY: BOX.top + 0.7 * BOX.height, pointerId: 1 });
    });
    expect(centre().x).toBeCloseTo(target.x, 3);
    expect(centre().y).toBeCloseTo(target.y, 3);
    expect(transform()[2]).toBe(zoom);
  });

  it('a drag keeps the view under the pointer until it is released', async () => {
    const overview = await renderGraph();
    await act(async () => {
      fireEvent.pointerDown(overview, { clientX: BOX.left + 20, clientY: BOX.top + 20, pointerId: 1 });
    });
    const target = flowPointAt(0.5, 0.5);
    await act(async () => {
      fireEvent.pointerMove(overview, { clientX: BOX.left + 100, clientY: BOX.top + 75, pointerId: 1 });
    });
    expect(centre().x).toBeCloseTo(target.x, 3);
    expect(centre().y).toBeCloseTo(target.y, 3);
    const released = transform();
    await act(async () => {
      fireEvent.pointerUp(overview, { pointerId: 1 });
      fireEvent.pointerMove(overview, { clientX: BOX.left + 10, clientY: BOX.top + 10, pointerId: 1 });
    });
    expect(transform()).toEqual(released);
  });

  it('is a tab stop: arrow keys pan a quarter of the canvas, + and - zoom, other keys are left alone', async () => {
    const overview = await renderGraph();
    expect(overview).toHaveAttribute('tabindex', '0');
    expect(document.getElementById(overview.getAttribute('aria-describedby')!)).toHaveTextContent(/arrow keys move the view/i);
    const [x0, y0, zoom] = transform();
    await act(async () => {
      fireEvent.keyDown(overview, { key: 'ArrowRight' });
    });
    expect(transform()).toEqual([x0 - CANVAS.width / 4, y0, zoom]);
    await act(async () => {
      fireEvent.keyDown(overview, { key: 'ArrowUp' });
    });
    expect(transform()).toEqual([x0 - CANVAS.width / 4, y0 + CANVAS.height / 4, zoom]);
    await act(async () => {
      fireEvent.keyDown(overview, { key: '+' });
    });
    expect(transform()[2]).toBeCloseTo(zoom * 1.25, 6);
    await act(async () => {
      fireEvent.keyDown(overview, { key: '-' });
    });
    expect(transform()[2]).toBeCloseTo(zoom, 6);
    const before = transform();
    const enter = fireEvent.keyDown(overview, { key: 'Enter' });
    expect(enter).toBe(true); // not prevented
    expect(transform()).toEqual(before);
  });

  it('keeps arrow keys from the canvas around it (which walks the tree with them)', async () => {
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    const overview = await renderGraph();
    await act(async () => {
      fireEvent.keyDown(overview, { key: 'ArrowDown' });
    });
    document.removeEventListener('keydown', outer);
    expect(outer).not.toHaveBeenCalled();
  });
});
