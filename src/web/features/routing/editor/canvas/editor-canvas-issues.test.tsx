// @vitest-environment happy-dom
import { act, cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAt } from '@domain/routing/commands';
import type { SingleMethodDocument } from '@domain/routing/document';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { polyfillLayoutApis } from '@web/test/render-app';
import { renderLiveEditor } from '../inspector/live-editor-harness';
import { EditorCanvas } from './editor-canvas';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ruleNode = (path: string) => document.querySelector<HTMLElement>(`[data-testid="rule-node"][data-path="${path}"]`)!;

describe('EditorCanvas with validation problems', () => {
  it('writes the first problem on its node and takes it away with the rule and back with undo', () => {
    const broken = setAt(cardRouterDocument, 'tree/then/then/then', { id: null, route: { connector: 'CO-nope', onFail: [{ connector: 'CO-nope2' }] } }) as SingleMethodDocument;
    const { store } = renderLiveEditor((env) => <EditorCanvas env={env} />, { document: broken });
    const node = ruleNode('tree/then/then/then');
    expect(within(node).getByTestId('node-message')).toHaveTextContent("Connector 'CO-nope' does not exist");
    expect(within(node).getByTestId('node-message')).toBeVisible();
    expect(within(node).getByTestId('issue-badge')).toHaveTextContent('2');
    const wrapper = node.closest('.react-flow__node')!;
    const ids = wrapper.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent).join('')).toContain("Connector 'CO-nope2' does not exist");

    // Deleting the broken leaf removes its problems; undo brings them back on the node.
    act(() => void store.getState().dispatch({ type: 'deleteSubtree', path: 'tree/then/then/then' }));
    expect(document.querySelectorAll('[data-testid="node-message"]')).toHaveLength(0);
    act(() => store.getState().undo());
    expect(within(ruleNode('tree/then/then/then')).getByTestId('node-message')).toHaveTextContent("Connector 'CO-nope' does not exist");
  });
});
