// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillLayoutApis } from '@web/test/render-app';
import { renderLiveEditor } from '../inspector/live-editor-harness';
import { EditorCanvas } from './editor-canvas';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EditorCanvas with a simulation', () => {
  it('marks the nodes on the path (edge labels: with-probabilities.test.ts)', () => {
    const { store } = renderLiveEditor((env) => <EditorCanvas env={env} />);
    act(() =>
      store.getState().setHighlight({
        visited: new Set(['tree', 'tree/then', 'tree/then/else']),
        end: 'tree/then/else/then',
        edgeProbabilities: new Map([
          ['tree/then', 1],
          ['tree/then/else', 1],
          ['tree/then/else/then', 0.5],
          ['tree/then/else/else', 0.5],
        ]),
      }),
    );
    const onPath = screen.getAllByTestId('rule-node').filter((n) => n.dataset.onPath === 'true').map((n) => n.dataset.path);
    expect(onPath).toEqual(['tree', 'tree/then', 'tree/then/else']);
    act(() => store.getState().setHighlight(null));
    expect(screen.getAllByTestId('rule-node').filter((n) => n.dataset.onPath === 'true')).toHaveLength(0);
  });
});
