import type * as AjvModule from 'ajv';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publishedCatalogue } from '@domain/routing/conditions/catalogue';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';

// Counts AJV's loads and instances: its ~115 kB were half of the routing page's chunk, and making an
// instance (its vocabularies) cost ~15 ms of the page's load, so neither may happen for a catalogue
// whose every condition the studio knows.
const made = vi.hoisted(() => ({ loads: 0, instances: 0 }));
vi.mock('ajv', async (importOriginal) => {
  made.loads += 1;
  const { default: Ajv } = await importOriginal<typeof AjvModule>();
  class CountedAjv extends Ajv {
    constructor(...args: ConstructorParameters<typeof Ajv>) {
      super(...args);
      made.instances += 1;
    }
  }
  return { default: CountedAjv };
});

beforeEach(() => {
  vi.resetModules();
  made.loads = 0;
  made.instances = 0;
});

const walletType = { identifier: 'CreditcardWalletType', name: 'Wallet type', paramsSchema: { type: 'object', required: ['wallets'], properties: { wallets: { type: 'array' } } } };

describe('the params checks from the gateway’s JSON Schemas', () => {
  it('load no AJV with the code, nor for a catalogue whose every condition the studio knows', async () => {
    const { buildValidationContext } = await import('./validation-context');
    const { loadJsonSchemaChecks } = await import('./json-schema-checks');
    await import('../inspector/ajv-check');
    await loadJsonSchemaChecks(publishedCatalogue());
    const context = buildValidationContext(ALL_CONNECTORS, publishedCatalogue(), CONNECTORS.cardRouter.guid, new Set());
    expect(context.extraConstraints?.size).toBe(0);
    expect(made).toEqual({ loads: 0, instances: 0 });
  });

  it('load AJV for a catalogue with a condition newer than the studio’s, and check its params with one instance', async () => {
    const { buildValidationContext } = await import('./validation-context');
    const { loadJsonSchemaChecks } = await import('./json-schema-checks');
    const catalogue = [...publishedCatalogue(), walletType];
    await loadJsonSchemaChecks(catalogue);
    expect(made.loads).toBe(1);
    const context = buildValidationContext(ALL_CONNECTORS, catalogue, CONNECTORS.cardRouter.guid, new Set());
    const check = context.extraConstraints!.get('CreditcardWalletType')!;
    expect(check({ wallets: [] })).toBeUndefined();
    expect(check({})).toContain("params must have required property 'wallets'");

    const { ajvErrors } = await import('../inspector/ajv-check');
    expect(ajvErrors(walletType.paramsSchema, {})).toEqual(["params must have required property 'wallets'"]);
    expect(ajvErrors(walletType.paramsSchema, { wallets: [] })).toEqual([]);
    expect(made).toEqual({ loads: 1, instances: 1 });
  });

  it('say so when a check is asked for before its catalogue loaded AJV', async () => {
    const { buildValidationContext } = await import('./validation-context');
    expect(() => buildValidationContext(ALL_CONNECTORS, [...publishedCatalogue(), walletType], CONNECTORS.cardRouter.guid, new Set())).toThrow(/before loadJsonSchemaChecks/);
  });
});
