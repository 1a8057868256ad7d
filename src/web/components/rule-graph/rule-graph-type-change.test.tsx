// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SingleMethodDocument } from '@domain/routing/document';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { CONNECTORS as C } from '@fixtures/world';
import { polyfillLayoutApis } from '../../test/render-app';
import { storeDirection } from './layout-direction';
import { RuleGraph, type RuleGraphEditProps } from './rule-graph';

beforeEach(() => {
  polyfillLayoutApis();
  storeDirection('down');
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const withLeaf: SingleMethodDocument = {
  version: '1',
  default: { connector: C.alphaEur.guid },
  tree: {
    if: { constraint: 'Currency', params: { currencies: ['EUR'] } },
    then: { route: { connector: C.alphaEur.guid } },
    else: { route: { connector: C.betaEur.guid } },
  },
};
// The leaf deleted: its branch is drawn as an empty slot under the same id (`tree/then`).
const withoutLeaf: SingleMethodDocument = { ...withLeaf, tree: { ...withLeaf.tree!, then: undefined } };
const editing: RuleGraphEditProps = { selectedId: null, onSelect: () => undefined, moveSubtree: () => undefined };

const draw = (doc: SingleMethodDocument) => <RuleGraph graph={singleMethodGraph(doc)} label="Routing tree" editing={editing} />;

describe('a node that becomes another kind under the same id (a delete, its undo)', () => {
  it('is drawn as its new kind without React Flow measuring it at once (a forced layout before the paint)', async () => {
    const { rerender, container } = render(draw(withLeaf));
    await act(async () => undefined);
    const leaf = () => container.querySelector('.react-flow__node[data-id="tree/then"]');
    expect(leaf()?.querySelector('[data-testid="empty-slot"]')).toBeNull();

    // React Flow measures a node at once by reading the canvas's style (updateNodeInternals).
    const styleReads = vi.spyOn(window, 'getComputedStyle');
    await act(async () => rerender(draw(withoutLeaf)));
    expect(leaf()?.querySelector('[data-testid="empty-slot"]')).not.toBeNull();
    await act(async () => rerender(draw(withLeaf)));
    expect(leaf()?.querySelector('[data-testid="empty-slot"]')).toBeNull();
    expect(leaf()?.textContent).toContain(C.alphaEur.guid);
    expect(styleReads).not.toHaveBeenCalled();
  });
});
