import { describe, expect, it } from 'vitest';
import { openingViewport, READABLE_ZOOM, type OpeningInput } from './opening-view';

const base: Omit<OpeningInput, 'bounds' | 'root' | 'direction'> = { width: 600, height: 500, minZoom: 0.05, maxZoom: 1 };
const root = { x: 0, y: 900, width: 210, height: 70 };

describe('openingViewport', () => {
  it('fits a tree that can be read fitted', () => {
    const { viewport, fitted } = openingViewport({ ...base, direction: 'down', bounds: { x: 0, y: 0, width: 500, height: 300 }, root: { x: 145, y: 0, width: 210, height: 70 } });
    expect(fitted).toBe(true);
    expect(viewport.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    expect(viewport.zoom).toBeLessThanOrEqual(1);
  });

  it('never opens a large tree below the readable zoom: left to right, the root sits at the left edge, mid-height', () => {
    const bounds = { x: 0, y: 0, width: 2000, height: 1900 };
    const { viewport, fitted } = openingViewport({ ...base, direction: 'right', bounds, root });
    expect(fitted).toBe(false);
    expect(viewport.zoom).toBe(READABLE_ZOOM);
    expect(root.x * viewport.zoom + viewport.x).toBe(24);
    expect((root.y + root.height / 2) * viewport.zoom + viewport.y).toBeCloseTo(250);
  });

  it('top down, the root sits at the top, centred; the drawing is held against the edges instead of leaving a margin', () => {
    const bounds = { x: 0, y: 0, width: 3000, height: 900 };
    const nearLeft = { x: 40, y: 0, width: 210, height: 70 };
    const { viewport } = openingViewport({ ...base, direction: 'down', bounds, root: nearLeft });
    expect(viewport.zoom).toBe(READABLE_ZOOM);
    expect(nearLeft.y * viewport.zoom + viewport.y).toBe(24);
    // Centring that root would leave 200px of nothing on the left: the tree's left edge is held at 24px.
    expect(bounds.x * viewport.zoom + viewport.x).toBe(24);
  });

  it('centres the axis along which the tree fits at the readable zoom', () => {
    const bounds = { x: 0, y: 0, width: 2400, height: 300 };
    const { viewport } = openingViewport({ ...base, direction: 'right', bounds, root: { x: 0, y: 100, width: 210, height: 70 } });
    expect(viewport.y).toBeCloseTo((500 - 300 * READABLE_ZOOM) / 2);
  });
});
