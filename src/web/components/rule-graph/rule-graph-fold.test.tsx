// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { polyfillLayoutApis } from '../../test/render-app';
import { storeDirection } from './layout-direction';
import { RuleGraph } from './rule-graph';

// happy-dom lays nothing out: React Flow reads its canvas size from offsetWidth/offsetHeight.
const CANVAS = { width: 1600, height: 1000 };

beforeEach(() => {
  polyfillLayoutApis();
  storeDirection('down');
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(CANVAS.width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CANVAS.height);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const doc = largeCardRouterDocument(1000);
const whole = singleMethodGraph(doc);
const folded = singleMethodGraph(doc, undefined, new Set(['tree']));

/** React Flow node elements put into the document while `change` runs. */
const mountedDuring = async (change: () => void): Promise<number> => {
  let mounted = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLElement) mounted += (node.matches('.react-flow__node') ? 1 : 0) + node.querySelectorAll('.react-flow__node').length;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  await act(async () => change());
  await act(async () => undefined);
  observer.takeRecords();
  observer.disconnect();
  return mounted;
};

describe('folding the root of a large tree', () => {
  it('mounts only the drawing it folds to, not the window React Flow held a moment before', async () => {
    const { rerender } = render(<RuleGraph graph={whole} label="Routing tree" />);
    await act(async () => undefined);
    await act(async () => undefined);
    const mounted = await mountedDuring(() => rerender(<RuleGraph graph={folded} label="Routing tree" />));
    expect(document.querySelectorAll('.react-flow__node').length).toBe(folded.nodes.length);
    // At most the folded drawing's own nodes (the root and the fall-through); without windowing kept
    // on until React Flow holds them, the ~70 nodes of the window it held were mounted first.
    expect(mounted).toBeLessThanOrEqual(folded.nodes.length);
  });
});
