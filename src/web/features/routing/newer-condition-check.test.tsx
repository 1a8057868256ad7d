// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type RoutingEnvelope } from '@contracts/bff-api';
import type { SingleMethodDocument } from '@domain/routing/document';
import { unknownConstraintDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, polyfillLayoutApis, renderApp } from '../../test/render-app';
import { constraintsBody, routingPageResponses } from '../../test/world-responses';

const ROUTER = CONNECTORS.cardRouter.guid;
const ok = (body: unknown) => () => ({ status: 200, body });
const walletType = {
  identifier: 'CreditcardWalletType',
  name: 'Wallet type',
  paramsSchema: { type: 'object', required: ['comparator', 'wallets'], properties: { comparator: { enum: ['in', 'notin'] }, wallets: { type: 'array', minItems: 1 } } },
};

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// AJV is a chunk of its own, loaded by the catalogue's query when the gateway names a condition the
// studio does not know (json-schema-checks.ts): the page must still check such a condition's params.
describe('a routing page whose gateway knows a newer condition', () => {
  it('checks the condition’s params against the schema the gateway publishes for it', async () => {
    const routing: SingleMethodDocument = { ...unknownConstraintDocument, tree: { ...unknownConstraintDocument.tree!, if: { constraint: 'CreditcardWalletType', params: { comparator: 'in', wallets: [] } } } };
    const envelope: RoutingEnvelope = { kind: 'single', connectorGuid: ROUTER, revision: 'rev-1', document: routing };
    mockFetch({
      ...routingPageResponses(),
      [apiPaths.constraints('sandbox')]: ok({ ...constraintsBody, constraints: [...constraintsBody.constraints, walletType] }),
      [apiPaths.routing('sandbox', ROUTER)]: ok(envelope),
    });
    renderApp(`/env/sandbox/connectors/${ROUTER}`);

    await screen.findAllByTestId('rule-node', {}, { timeout: 5000 });
    const node = document.querySelector<HTMLElement>('[data-testid="rule-node"][data-path="tree"]')!;
    expect(await within(node).findByTestId('node-message')).toHaveTextContent('params/wallets must NOT have fewer than 1 items');
    expect(screen.getByTestId('editor-status')).toHaveTextContent('Saved version · 1 problem');
  });
});
