import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONNECTORS } from '@fixtures/world';
import { routingUrl } from './editor-page';
import { receivedRequests } from './sandbox';

/** Helpers for the multi-method editor specs (the seeded Checkout meta-connector). */

export const CHECKOUT = CONNECTORS.checkout.guid;
export const checkoutApi = `/api/env/sandbox/connectors/${CHECKOUT}/routing`;

export const openCheckout = async (page: Page) => {
  await page.goto(routingUrl(CHECKOUT));
  await expect(page.getByRole('tablist', { name: 'Payment methods' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Creditcard routing tree' })).toBeVisible();
};

export const chooseMethod = (page: Page, method: string) => page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: method }).click();

export const chooseTree = (page: Page, kind: 'availability' | 'routing') => page.locator(`.tree-switch [data-tree="${kind}"]`).click();

export const sidePanel = (page: Page, name: 'Inspector' | 'Method' | 'Document' | 'JSON' | 'Simulate') =>
  page.getByRole('tablist', { name: 'Side panel' }).getByRole('tab', { name }).click();

export const methodState = (page: Page, method: string) => page.locator(`[data-method="${method}"] [data-testid="method-state"]`);

export type Block = { method: string } & Record<string, unknown>;
export type MultiDoc = { methods: Block[] } & Record<string, unknown>;

/** The live document as the BFF serves it (what the editor loads). */
export const liveDocument = async (page: Page): Promise<MultiDoc> => (await (await page.request.get(checkoutApi)).json()).document as MultiDoc;

/** A copy of one method's block; `T` names the members a test is about to edit. */
export const blockOf = <T extends object = object>(doc: MultiDoc, method: string) => structuredClone(doc.methods.find((m) => m.method === method)!) as Block & T;

/**
 * The multi-method set requests the gateway received for Checkout, oldest first, as status and
 * parsed body, leaving out the first `skip` (sets the test itself made at the gateway).
 */
export const sentToGateway = async (request: APIRequestContext, skip = 0) =>
  (await receivedRequests(request, CHECKOUT, 50))
    .filter((r) => r.endpoint === 'setConnectorMultiMethodRouting')
    .reverse()
    .slice(skip)
    .map((r) => ({ status: r.status, json: r.json }));
