import { describe, expect, it } from 'vitest';
import { CONNECTORS } from '@fixtures/world';
import { WORLD_CONNECTORS } from '@fixtures/arbitraries';
import { connectorKind, routeTargetProblem, type ConnectorInfo } from './connector';

const info = (guid: string): ConnectorInfo => WORLD_CONNECTORS.find((c) => c.guid === guid)!;

describe('connectors as routing sees them', () => {
  it('names the kind of connector', () => {
    expect(connectorKind(info(CONNECTORS.alphaEur.guid))).toBe('connector');
    expect(connectorKind(info(CONNECTORS.cardRouter.guid))).toBe('single-method meta');
    expect(connectorKind(info(CONNECTORS.checkout.guid))).toBe('multi-method meta');
  });

  it('explains why a connector may not be a route target', () => {
    const meta = { merchantGuid: info(CONNECTORS.cardRouter.guid).merchantGuid };
    expect(routeTargetProblem(info(CONNECTORS.alphaEur.guid), CONNECTORS.alphaEur.guid, meta)).toBeUndefined();
    expect(routeTargetProblem(undefined, 'CO-nope')).toBe("Connector 'CO-nope' does not exist");
    expect(routeTargetProblem(info(CONNECTORS.legacyEur.guid), CONNECTORS.legacyEur.guid)).toBe(`Connector '${CONNECTORS.legacyEur.guid}' is disabled`);
    expect(routeTargetProblem(info(CONNECTORS.oldUsd.guid), CONNECTORS.oldUsd.guid)).toBe(`Connector '${CONNECTORS.oldUsd.guid}' is archived`);
    expect(routeTargetProblem(info(CONNECTORS.cardRouter.guid), CONNECTORS.cardRouter.guid)).toBe(`Connector '${CONNECTORS.cardRouter.guid}' is a meta-connector`);
    const foreign = { ...info(CONNECTORS.betaEur.guid), merchantGuid: 'ME-other' };
    expect(routeTargetProblem(foreign, foreign.guid, meta)).toBe(`Connector '${foreign.guid}' belongs to another merchant`);
  });

  it('compares merchants only when both sides know theirs', () => {
    const noMerchant = { ...info(CONNECTORS.betaEur.guid), merchantGuid: undefined };
    expect(routeTargetProblem(noMerchant, noMerchant.guid, { merchantGuid: 'ME-other' })).toBeUndefined();
    expect(routeTargetProblem(info(CONNECTORS.betaEur.guid), CONNECTORS.betaEur.guid, {})).toBeUndefined();
  });
});
