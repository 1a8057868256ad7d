import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getViewportForBounds } from '@xyflow/react';
import { fitClearOfControls, type FitInput } from './fit-clear-of-controls';
import type { Rect } from './overview-shapes';

// The editor's canvas at 1280×800 with both side panels open: zoom buttons bottom left, overview bottom right.
const width = 630;
const height = 450;
const zoomButtons: Rect = { x: 15, y: 285, width: 28, height: 150 };
const overview: Rect = { x: width - 15 - 144, y: height - 15 - 108, width: 144, height: 108 };
const base: Omit<FitInput, 'bounds'> = { width, height, minZoom: 0.05, maxZoom: 1, controls: [zoomButtons, overview], padding: 0.12 };

const onScreen = (b: Rect, v: { x: number; y: number; zoom: number }): Rect => ({ x: b.x * v.zoom + v.x, y: b.y * v.zoom + v.y, width: b.width * v.zoom, height: b.height * v.zoom });
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('fitClearOfControls', () => {
  it('keeps a wide tree above the controls (a row given up) and a tall one beside them (columns)', () => {
    const wide = { x: 0, y: 0, width: 2000, height: 300 };
    const wideView = fitClearOfControls({ ...base, bounds: wide });
    const wideDrawn = onScreen(wide, wideView);
    expect(wideDrawn.y + wideDrawn.height).toBeLessThanOrEqual(overview.y);
    expect(wideDrawn.x).toBeLessThan(zoomButtons.x + zoomButtons.width);

    const tall = { x: 0, y: 0, width: 300, height: 2000 };
    const tallView = fitClearOfControls({ ...base, bounds: tall });
    const tallDrawn = onScreen(tall, tallView);
    expect(tallDrawn.x).toBeGreaterThanOrEqual(zoomButtons.x + zoomButtons.width);
    expect(tallDrawn.x + tallDrawn.width).toBeLessThanOrEqual(overview.x);
  });

  it('draws a tree no smaller than it must: a plain fit is at most as large, and larger only by the room the controls take', () => {
    const bounds = { x: 0, y: 0, width: 800, height: 500 };
    const clear = fitClearOfControls({ ...base, bounds });
    const plain = getViewportForBounds(bounds, width, height, 0.05, 1, 0.12);
    expect(clear.zoom).toBeLessThanOrEqual(plain.zoom);
    expect(clear.zoom).toBeGreaterThan(plain.zoom * 0.6);
  });

  it('ignores a control that is not drawn (no size) and centres a tree too large for the least zoom as React Flow does', () => {
    const bounds = { x: 0, y: 0, width: 800, height: 500 };
    const alone = fitClearOfControls({ ...base, bounds, controls: [{ x: 0, y: 0, width: 0, height: 0 }] });
    expect(alone).toEqual(getViewportForBounds(bounds, width, height, 0.05, 1, { left: '33px', right: '33px', top: '24px', bottom: '24px' }));
    const huge = { x: 0, y: 0, width: 400_000, height: 90_000 };
    expect(fitClearOfControls({ ...base, bounds: huge })).toEqual(getViewportForBounds(huge, width, height, 0.05, 1, 0.12));
  });

  // Up to 3,000 × 2,000 flow units on a canvas of at least 420 × 320: drawable clear of both controls above the least zoom, whichever clearing.
  it('puts no node under a control whenever the tree can be drawn clear of them (property)', () => {
    const size = fc.integer({ min: 1, max: 2_000 });
    fc.assert(
      fc.property(fc.record({ x: fc.integer({ min: -5000, max: 5000 }), y: fc.integer({ min: -5000, max: 5000 }), width: fc.integer({ min: 1, max: 3_000 }), height: size }), fc.integer({ min: 420, max: 1700 }), fc.integer({ min: 320, max: 1000 }), (bounds, w, h) => {
        const controls = [
          { x: 15, y: h - 165, width: 28, height: 150 },
          { x: w - 159, y: h - 123, width: 144, height: 108 },
        ];
        const view = fitClearOfControls({ ...base, width: w, height: h, bounds, controls });
        const drawn = onScreen(bounds, view);
        for (const c of controls) expect(overlaps(drawn, c), JSON.stringify({ drawn, c })).toBe(false);
        // and the tree is on the canvas
        expect(drawn.x).toBeGreaterThanOrEqual(-1e-6);
        expect(drawn.y + drawn.height).toBeLessThanOrEqual(h + 1e-6);
      }),
      { seed: 43, numRuns: 500 },
    );
  });
});
