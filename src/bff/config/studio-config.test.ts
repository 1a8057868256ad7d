import { describe, expect, it } from 'vitest';
import { fieldPath, parseStudioConfig } from './studio-config';

const staging = {
  id: 'staging',
  name: 'Staging EU',
  baseUrl: 'https://staging.gateway.example/',
  provisioning: { username: 'prov', password: 'staging-Secret-1' },
  connectors: [{ guid: 'CO-1111', name: 'Card Router', isMetaConnector: true, apiKey: 'key-1' }],
};
const live = {
  id: 'live-eu',
  name: 'Live EU',
  production: true,
  baseUrl: 'https://gateway.example/',
  biUrl: 'https://bi.gateway.example/',
  provisioning: { username: 'prov', password: 'live-Secret-1' },
  bi: { username: 'bi', password: 'bi-Secret-1' },
  evaluation: { baseCurrency: 'EUR', rates: { EUR: 1, USD: 0.92 } },
};

/** The message of the error a config throws. */
const problemOf = (input: unknown) => {
  try {
    parseStudioConfig(input, 'studio.json');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the config was accepted');
};

describe('studio configuration', () => {
  it('accepts several environments and fills in the defaults', () => {
    const config = parseStudioConfig({ environments: [staging, live] }, 'studio.json');
    expect(config.environments.map((e) => [e.id, e.production, e.sandbox])).toEqual([
      ['staging', false, false],
      ['live-eu', true, false],
    ]);
    expect(config.environments[0]!.connectors[0]).toMatchObject({ guid: 'CO-1111', isMetaConnector: true, multiMethod: false, disabled: false, customerProfileContainer: null, apiKey: 'key-1' });
    expect(config.environments[1]).toMatchObject({ connectors: [], bi: { username: 'bi' }, evaluation: { baseCurrency: 'EUR', rates: { USD: 0.92 } } });
  });

  it('names the source and the field of each problem, as written in the file', () => {
    const message = problemOf({ environments: [staging, { ...live, baseUrl: 'gateway.example', provisioning: { username: 'prov' } }] });
    expect(message).toMatch(/^Invalid studio configuration in studio\.json:\n/);
    expect(message).toContain('  - environments[1].baseUrl: ');
    expect(message).toContain('  - environments[1].provisioning.password: ');
    expect(message).not.toContain('environments[0]');
  });

  it('names fields deep in a connector, and bad ids', () => {
    expect(problemOf({ environments: [{ ...staging, id: 'Staging EU' }] })).toMatch(/environments\[0\]\.id: lower-case letters, digits and hyphens/);
    expect(problemOf({ environments: [{ ...staging, connectors: [{ guid: 'X-1', name: 'Bad' }] }] })).toMatch(/environments\[0\]\.connectors\[0\]\.guid: a connector GUID starts with CO-/);
    expect(problemOf({ environments: [{ ...live, evaluation: { baseCurrency: 'EUR', rates: { USD: -1 } } }] })).toMatch(/environments\[0\]\.evaluation\.rates\.USD: /);
  });

  it('a connector may declare its capabilities for the routing analysis; a bad one names the field; none is unknown', () => {
    const declared = { currencies: ['EUR', 'GBP'], cardTypes: ['visa'], countries: ['DE'] };
    const config = parseStudioConfig({ environments: [{ ...staging, connectors: [{ ...staging.connectors[0], capabilities: declared }, { guid: 'CO-2222', name: 'Plain' }] }] }, 'studio.json');
    expect(config.environments[0]!.connectors.map((c) => c.capabilities)).toEqual([declared, undefined]);
    expect(problemOf({ environments: [{ ...staging, connectors: [{ guid: 'CO-1', name: 'X', capabilities: { currencies: ['eur'] } }] }] })).toMatch(
      /environments\[0\]\.connectors\[0\]\.capabilities\.currencies\[0\]: an ISO 4217 currency code/,
    );
  });

  it('refuses no environments, duplicate ids and a file that is not an object', () => {
    expect(problemOf({ environments: [] })).toMatch(/environments: declare at least one environment/);
    expect(problemOf({ environments: [staging, { ...live, id: 'staging' }] })).toMatch(/environments: environment ids must be unique/);
    expect(problemOf({})).toMatch(/ - environments: /);
    expect(problemOf([])).toMatch(/ - \(root\): /);
  });

  it('writes paths as JavaScript would', () => {
    expect(fieldPath(['environments', 0, 'connectors', 12, 'guid'])).toBe('environments[0].connectors[12].guid');
    expect(fieldPath([])).toBe('');
  });
});
