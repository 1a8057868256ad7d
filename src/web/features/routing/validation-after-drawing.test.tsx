// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type RoutingEnvelope } from '@contracts/bff-api';
import { setAt } from '@domain/routing/commands';
import type { SingleMethodDocument } from '@domain/routing/document';
import type * as Validation from '@domain/routing/validation';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, polyfillLayoutApis, renderApp } from '../../test/render-app';
import { routingPageResponses } from '../../test/world-responses';
import { stubAnimationFrames } from '../../test/animation-frames';

// What the page showed when the document was first validated: how many rule nodes, and the problems panel's words.
const drawnAtFirstValidation = vi.hoisted(() => ({ ruleNodes: null as number | null, problems: null as string | null, validated: [] as unknown[] }));
vi.mock('@domain/routing/validation', async (importOriginal) => {
  const actual = await importOriginal<typeof Validation>();
  return {
    ...actual,
    validateSingleMethod: (...args: Parameters<typeof actual.validateSingleMethod>) => {
      drawnAtFirstValidation.ruleNodes ??= document.querySelectorAll('[data-testid="rule-node"]').length;
      drawnAtFirstValidation.problems ??= document.querySelector('section[aria-label="Problems"]')?.textContent ?? '';
      drawnAtFirstValidation.validated.push(args[0]);
      return actual.validateSingleMethod(...args);
    },
  };
});

const ROUTER = CONNECTORS.cardRouter.guid;
const ok = (body: unknown) => () => ({ status: 200, body });

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Issue 16: validating a 5,000-rule document took 30–60 ms of the load's main thread before anything
// was drawn. The document is drawn first; its problems follow on their nodes in the next frames.
describe('a routing page at load', () => {
  it('draws the document before validating it, then writes its problems on their nodes', async () => {
    const broken = setAt(cardRouterDocument, 'tree/then/then/then', { id: null, route: { connector: 'CO-nope' } }) as SingleMethodDocument;
    const envelope: RoutingEnvelope = { kind: 'single', connectorGuid: ROUTER, revision: 'rev-1', document: broken };
    mockFetch({ ...routingPageResponses(), [apiPaths.routing('sandbox', ROUTER)]: ok(envelope) });
    renderApp(`/env/sandbox/connectors/${ROUTER}`);

    await screen.findAllByTestId('rule-node', {}, { timeout: 5000 });
    const node = document.querySelector<HTMLElement>('[data-testid="rule-node"][data-path="tree/then/then/then"]')!;
    expect(await within(node).findByTestId('node-message')).toHaveTextContent("Connector 'CO-nope' does not exist");
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Saved version · 1 problem');
    expect(drawnAtFirstValidation.ruleNodes).toBeGreaterThan(0);
    // Until then the panel does not claim "No problems" of a document it has not checked.
    expect(drawnAtFirstValidation.problems).toContain('Checking…');
    expect(drawnAtFirstValidation.problems).not.toContain('No problems');
    expect(screen.getByRole('region', { name: 'Problems' })).not.toHaveTextContent('Checking…');
  });
});

// An edit is drawn in the event's own render; its draft is validated from a task queued by the frame
// that shows it (after-paint.ts), so the validation never sits between that frame's paint and what
// was queued before it (the next key).
describe('an edit', () => {
  it('is validated once the frame showing it has been painted', async () => {
    const envelope: RoutingEnvelope = { kind: 'single', connectorGuid: ROUTER, revision: 'rev-1', document: cardRouterDocument };
    mockFetch({ ...routingPageResponses(), [apiPaths.routing('sandbox', ROUTER)]: ok(envelope) });
    renderApp(`/env/sandbox/connectors/${ROUTER}`);
    await screen.findAllByTestId('rule-node', {}, { timeout: 5000 });
    await within(screen.getByRole('region', { name: 'Problems' })).findByText('No problems', {}, { timeout: 5000 });
    const { frame } = stubAnimationFrames();
    const validatedBefore = drawnAtFirstValidation.validated.length;

    const leaf = () => document.querySelector<HTMLElement>('[data-testid="rule-node"][data-path="tree/then/then/then"]');
    fireEvent.click(leaf()!);
    await act(async () => {
      fireEvent.keyDown(leaf()!, { key: 'Delete' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(leaf()).toBeNull();
    expect(drawnAtFirstValidation.validated).toHaveLength(validatedBefore);
    await frame();
    expect(drawnAtFirstValidation.validated.length).toBeGreaterThan(validatedBefore);
    expect(drawnAtFirstValidation.validated.at(-1)).not.toBe(cardRouterDocument);
  });
});

