import type * as AjvModule from 'ajv';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publishedCatalogue } from '@domain/routing/conditions/catalogue';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';

// Counts the AJV instances made: making one (its vocabularies) cost ~15 ms of the routing page's
// load, so neither module may make one before a schema is to be checked.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('ajv', async (importOriginal) => {
  const { default: Ajv } = await importOriginal<typeof AjvModule>();
  class CountedAjv extends Ajv {
    constructor(...args: ConstructorParameters<typeof Ajv>) {
      super(...args);
      made.count += 1;
    }
  }
  return { default: CountedAjv };
});

beforeEach(() => {
  vi.resetModules();
  made.count = 0;
});

const walletType = { identifier: 'CreditcardWalletType', name: 'Wallet type', paramsSchema: { type: 'object', required: ['wallets'], properties: { wallets: { type: 'array' } } } };

describe('the params checks from the gateway’s JSON Schemas', () => {
  it('make no AJV when the code loads, nor for a catalogue whose every condition the studio knows', async () => {
    const { buildValidationContext } = await import('./validation-context');
    await import('../inspector/ajv-check');
    expect(made.count).toBe(0);
    const context = buildValidationContext(ALL_CONNECTORS, publishedCatalogue(), CONNECTORS.cardRouter.guid, new Set());
    expect(context.extraConstraints?.size).toBe(0);
    expect(made.count).toBe(0);
  });

  it('make one for a condition newer than the catalogue, and check its params with it', async () => {
    const { buildValidationContext } = await import('./validation-context');
    const context = buildValidationContext(ALL_CONNECTORS, [...publishedCatalogue(), walletType], CONNECTORS.cardRouter.guid, new Set());
    const check = context.extraConstraints!.get('CreditcardWalletType')!;
    expect(check({ wallets: [] })).toBeUndefined();
    expect(check({})).toContain("params must have required property 'wallets'");
    expect(made.count).toBe(1);

    const { ajvErrors } = await import('../inspector/ajv-check');
    expect(ajvErrors(walletType.paramsSchema, {})).toEqual(["params must have required property 'wallets'"]);
    expect(ajvErrors(walletType.paramsSchema, { wallets: [] })).toEqual([]);
    expect(made.count).toBe(2);
  });
});
