/**
 * The sandbox's seeded customer profiles: three customers of the demo merchant in the seeded
 * container, each instrument backed by a successful register transaction on a plain card connector.
 * The sandbox seed writes exactly these (and `resetSandbox` restores them); BFF tests and Playwright
 * specs read the same values. Timestamps are fixed so two seeded sandboxes are identical.
 */
import { CONNECTORS, PROFILE_CONTAINER, type SeedConnector } from './world';

export interface SeedInstrument {
  /** `pt::` and 20 characters. */
  paymentToken: string;
  /** The register transaction whose card this is. */
  transactionUuid: string;
  merchantTransactionId: string;
  /** The connector that processed the register and that the instrument is tied to. */
  connector: SeedConnector;
  /** The test card (manifest `testCards[].token`) behind the instrument. */
  testCard: string;
  /** When the register ran and the instrument was attached (ISO, UTC). */
  createdAt: string;
  /** Set for an instrument kept only as history: it no longer pays and getProfile does not list it. */
  detachedAt?: string;
}

export interface SeedProfile {
  guid: string;
  customerIdentification: string;
  /** The customer data (updateProfile's `customerData` shape). */
  customer: { firstName: string; lastName?: string; email?: string; billingCity?: string; billingCountry?: string };
  instruments: readonly SeedInstrument[];
  /** The preferred instrument's payment token, if any. */
  preferredToken: string | null;
  createdAt: string;
}

export const SEED_PROFILE_CONTAINER = PROFILE_CONTAINER;

const instrument = (n: number, paymentToken: string, connector: SeedConnector, testCard: string, createdAt: string, detachedAt?: string): SeedInstrument => ({
  paymentToken,
  transactionUuid: `5eed00000000000000${String(n).padStart(2, '0')}`,
  merchantTransactionId: `seed-register-${n}`,
  connector,
  testCard,
  createdAt,
  ...(detachedAt ? { detachedAt } : {}),
});

export const SEED_PROFILES = {
  /** Two live cards, the first preferred. */
  anna: {
    guid: 'CP-2c5d-4e71-8a90-b3f4-0001-0001',
    customerIdentification: 'cust-anna-berg',
    customer: { firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@example.com', billingCity: 'Hamburg', billingCountry: 'DE' },
    instruments: [
      instrument(1, 'pt::seed-anna-visa-de-01', CONNECTORS.alphaEur, 'ix::demo-visa-de', '2026-01-02T09:00:00.000Z'),
      instrument(2, 'pt::seed-anna-mc-us-0002', CONNECTORS.alphaUsd, 'ix::demo-mc-us', '2026-01-03T09:00:00.000Z'),
    ],
    preferredToken: 'pt::seed-anna-visa-de-01',
    createdAt: '2026-01-02T09:00:00.000Z',
  },
  /** One card, none preferred. */
  ben: {
    guid: 'CP-2c5d-4e71-8a90-b3f4-0001-0002',
    customerIdentification: 'cust-ben-okafor',
    customer: { firstName: 'Ben', lastName: 'Okafor', email: 'ben.okafor@example.com', billingCity: 'London', billingCountry: 'GB' },
    instruments: [instrument(3, 'pt::seed-ben-amex-gb-003', CONNECTORS.betaEur, 'ix::demo-amex-gb', '2026-01-04T09:00:00.000Z')],
    preferredToken: null,
    createdAt: '2026-01-04T09:00:00.000Z',
  },
  /** One live card and one detached (kept as history, no longer pays). */
  cleo: {
    guid: 'CP-2c5d-4e71-8a90-b3f4-0001-0003',
    customerIdentification: 'cust-cleo-martin',
    customer: { firstName: 'Cleo', lastName: 'Martin', billingCity: 'Lyon', billingCountry: 'FR' },
    instruments: [
      instrument(4, 'pt::seed-cleo-visa-de-04', CONNECTORS.gammaChf, 'ix::demo-visa-de', '2026-01-05T09:00:00.000Z', '2026-01-06T09:00:00.000Z'),
      instrument(5, 'pt::seed-cleo-mc-us-0005', CONNECTORS.alphaEur, 'ix::demo-mc-us', '2026-01-07T09:00:00.000Z'),
    ],
    preferredToken: 'pt::seed-cleo-mc-us-0005',
    createdAt: '2026-01-05T09:00:00.000Z',
  },
} as const satisfies Record<string, SeedProfile>;

export const ALL_SEED_PROFILES: readonly SeedProfile[] = Object.values(SEED_PROFILES);

/** The instruments getProfile lists for a seeded profile: the live ones, oldest first. */
export const liveSeedInstruments = (profile: SeedProfile): SeedInstrument[] => profile.instruments.filter((i) => !i.detachedAt);
