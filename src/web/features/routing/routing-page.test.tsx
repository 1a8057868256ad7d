// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type RoutingEnvelope } from '@contracts/bff-api';
import { CARD_ROUTER_RULE_NODES, cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, polyfillLayoutApis, renderApp } from '../../test/render-app';
import { routingPageResponses } from '../../test/world-responses';

const ROUTER = CONNECTORS.cardRouter.guid;
const CHECKOUT = CONNECTORS.checkout.guid;
const ok = (body: unknown) => () => ({ status: 200, body });
const common = routingPageResponses();

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RoutingPage', () => {
  it.each([
    [422, { error: { code: 'gateway_rejected', message: 'Connector is a multi-method meta-connector', gateway: { success: false, errorCode: 1017, errorMessage: 'Connector is a multi-method meta-connector' } } }],
    [500, { error: { code: 'internal', message: 'Internal error, request req-7', requestId: 'req-7' } }],
  ])('shows loading, then the ApiError of a %i with a Retry button', async (status, body) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch({ ...common, [apiPaths.routing('sandbox', ROUTER)]: async () => (await gate, { status, body }) });
    renderApp(`/env/sandbox/connectors/${ROUTER}`);

    expect(await screen.findByText('Loading…', { selector: '.loading-state span' })).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(body.error.message);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws the card router: 18 rule nodes, one default node, names and failover chains', async () => {
    const envelope: RoutingEnvelope = { kind: 'single', connectorGuid: ROUTER, revision: 'rev-1', document: cardRouterDocument };
    mockFetch({ ...common, [apiPaths.routing('sandbox', ROUTER)]: ok(envelope) });
    renderApp(`/env/sandbox/connectors/${ROUTER}`);

    expect(await screen.findAllByTestId('rule-node', {}, { timeout: 5000 })).toHaveLength(CARD_ROUTER_RULE_NODES);
    expect(screen.getAllByTestId('default-node')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Card Router' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Routing tree' })).getByText('Card BIN country in DE, AT, CH')).toBeInTheDocument();
    const leaf = screen.getAllByTestId('rule-node').find((n) => n.dataset.path === 'tree/then/then/else')!;
    expect(leaf).toHaveTextContent('Alpha Acquiring EUR');
    expect(leaf.textContent).toMatch(/then Beta Payments EUR.*then Gamma Cards CHF/);
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Saved version');
  });

  it('opens the multi-method editor: the method list with states, then each tree of the selected method', async () => {
    const envelope: RoutingEnvelope = { kind: 'multi', connectorGuid: CHECKOUT, revision: 'rev-2', document: checkoutDocument };
    mockFetch({ ...common, [apiPaths.routing('sandbox', CHECKOUT)]: ok(envelope) });
    renderApp(`/env/sandbox/connectors/${CHECKOUT}`);

    const list = await screen.findByRole('tablist', { name: 'Payment methods' }, { timeout: 5000 });
    const tabs = within(list).getAllByRole('tab');
    // Named by the method they show; the state below it is their description.
    expect(tabs.map((t) => t.textContent?.startsWith(t.dataset.method ?? '?') && t.dataset.method)).toEqual(['Creditcard', 'Paypal', 'DirectDebit']);
    expect(within(list).getByRole('tab', { name: 'Paypal' })).toHaveAccessibleDescription(/^Available by rules/);
    expect(within(list).getByRole('tab', { name: 'Creditcard' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('group', { name: 'Creditcard routing tree' })).toBeInTheDocument();
    expect(screen.getAllByTestId('rule-node')).toHaveLength(4);

    await userEvent.click(within(list).getByRole('tab', { name: 'Paypal' }));
    expect(within(list).getByRole('tab', { name: 'Paypal' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('group', { name: 'Paypal routing tree' })).getByTestId('default-node')).toHaveTextContent('Default: PayPal Wallet');
    await userEvent.click(screen.getByRole('tab', { name: /^Availability tree/ }));
    const availability = screen.getByRole('group', { name: 'Paypal availability tree' });
    expect(within(availability).getAllByTestId('rule-node')).toHaveLength(3);
    expect(within(availability).getByText('Customer country in DE, AT, FR, NL')).toBeInTheDocument();
  });
});
