// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type RoutingEnvelope } from '@contracts/bff-api';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, polyfillLayoutApis, renderApp } from '../../test/render-app';
import { routingPageResponses } from '../../test/world-responses';

// Two tabs' code stands in for the real panels: the test asks when it was fetched and whether a tab opened at once.
const fetched = vi.hoisted(() => ({ history: 0, simulator: 0 }));
vi.mock('./editor/history/history-panel', () => {
  fetched.history += 1;
  return { HistoryPanel: () => <p>the history panel</p> };
});
vi.mock('./simulator/simulator-panel', () => {
  fetched.simulator += 1;
  return { SimulatorPanel: () => <p>the simulator panel</p> };
});

const ROUTER = CONNECTORS.cardRouter.guid;
const envelope: RoutingEnvelope = { kind: 'single', connectorGuid: ROUTER, revision: 'rev-1', document: cardRouterDocument };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the editor's side panel tabs", () => {
  it('fetch a panel when the pointer reaches its tab or the keyboard focuses it, so it opens without "Loading…"', async () => {
    mockFetch({ ...routingPageResponses(), [apiPaths.routing('sandbox', ROUTER)]: () => ({ status: 200, body: envelope }) });
    renderApp(`/env/sandbox/connectors/${ROUTER}`);
    const history = await screen.findByRole('tab', { name: 'History' });
    await settle();
    expect(fetched).toEqual({ history: 0, simulator: 0 });

    fireEvent.pointerEnter(history);
    await settle();
    expect(fetched.history).toBe(1);
    await userEvent.click(history);
    // In the same render as the click: no fallback (nor React's 300 ms hold after one).
    expect(screen.getByText('the history panel')).toBeInTheDocument();
    expect(screen.queryByText('Loading the history…')).toBeNull();

    act(() => screen.getByRole('tab', { name: 'Simulate' }).focus());
    await settle();
    expect(fetched.simulator).toBe(1);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('the simulator panel')).toBeInTheDocument();
    expect(fetched).toEqual({ history: 1, simulator: 1 });
  });
});
