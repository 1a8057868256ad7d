// @vitest-environment happy-dom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { polyfillLayoutApis } from '../../test/render-app';
import type { NodeDecoration } from './flow-types';
import { RuleGraph } from './rule-graph';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const graph = singleMethodGraph(cardRouterDocument);
const renderWith = (decorations: ReadonlyMap<string, NodeDecoration>) =>
  render(<RuleGraph graph={graph} label="Routing tree" editing={{ selectedId: null, onSelect: () => undefined, moveSubtree: () => undefined, decorations }} />);
const ruleNode = (path: string) => document.querySelector<HTMLElement>(`[data-testid="rule-node"][data-path="${path}"]`)!;
const describedText = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('problems on their nodes', () => {
  const first = 'Connector CO-1 is not a target of this meta-connector';
  const second = 'Rule id MPR-9 is unknown here';

  it('writes the first message on the node, with a badge counting all of them', () => {
    renderWith(new Map([['tree/then/else', { issues: [first, second] }]]));
    const node = ruleNode('tree/then/else');
    const message = within(node).getByTestId('node-message');
    expect(message).toHaveTextContent(first);
    expect(message).not.toHaveTextContent(second);
    expect(message).toHaveAttribute('title', `${first}\n${second}`);
    expect(within(node).getByTestId('issue-badge')).toHaveTextContent('2');
    // Undecorated nodes carry no message.
    expect(within(ruleNode('tree/then')).queryByTestId('node-message')).toBeNull();
  });

  it('describes the focusable node wrapper with every message, the gateway rejection first', () => {
    renderWith(new Map([['tree/then/else', { issues: [first, second], serverError: 'Unknown connector' }]]));
    const wrapper = ruleNode('tree/then/else').closest('.react-flow__node')!;
    expect(within(ruleNode('tree/then/else')).getByTestId('node-message')).toHaveTextContent('Refused by the gateway: Unknown connector');
    const described = describedText(wrapper);
    expect(described).toContain(`Refused by the gateway: Unknown connector${first}${second}`);
    // React Flow's own keyboard hint stays in the description.
    expect(described.split(' | ')[0]).not.toBe('');
  });

  it('a node with only a simulation mark gets no message line', () => {
    renderWith(new Map([['tree/then/else', { onPath: true }]]));
    expect(within(ruleNode('tree/then/else')).queryByTestId('node-message')).toBeNull();
    expect(ruleNode('tree/then/else')).toHaveAttribute('data-on-path', 'true');
  });
});
