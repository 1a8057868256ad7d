import type { DeclaredCapabilities } from '@domain/routing/analysis/capabilities';

/**
 * The sandbox gateway's seeded world: one tenant, the demo merchant and its connectors, and a second
 * merchant with its own connectors and customer profile container. The sandbox seed writes exactly
 * this; unit and e2e tests read the same values so every layer agrees on names and ids. All secrets
 * here are demo values that exist only in the local sandbox.
 */
export const TENANT = { guid: 'TE-2c5d-4e71-8a90-b3f4-0001', name: 'Demo Tenant', baseCurrency: 'EUR' } as const;
export const MERCHANT = { guid: 'ME-2c5d-4e71-8a90-b3f4-0101', name: 'Nordlicht Outdoor GmbH' } as const;

export const PROVISIONING_CREDENTIALS = { username: 'provisioning-demo', password: 'prov-Demo-2026-secret' } as const;
export const BI_CREDENTIALS = { username: 'bi-demo', password: 'bi-Demo-2026-secret' } as const;

export interface SeedConnector {
  guid: string;
  name: string;
  adapter: string;
  method: string;
  currency: string | null;
  isMetaConnector: boolean;
  multiMethod: boolean;
  disabled: boolean;
  archived: boolean;
  dccEnabled: boolean;
  customerProfileContainer: string | null;
  apiKey: string;
  username: string;
  password: string;
  sharedSecret: string;
  signingRequired: boolean;
  /** Payment methods linked to a multi-method meta-connector. */
  linkedMethods?: string[];
  /** The merchant the connector belongs to; absent: the demo merchant (`MERCHANT`). */
  merchantGuid?: string;
}

/** The customer profile container every seeded connector uses; also the tenant-wide setting (contract §3). */
export const PROFILE_CONTAINER = 'CPC-2c5d-4e71-8a90-b3f4-0001';
const CONTAINER = PROFILE_CONTAINER;

const connector = (
  suffix: string,
  name: string,
  slug: string,
  rest: Partial<SeedConnector> & Pick<SeedConnector, 'adapter' | 'method'>,
): SeedConnector => ({
  guid: `CO-7f3a-4c21-9e05-b1d8-${suffix}`,
  name,
  currency: null,
  isMetaConnector: false,
  multiMethod: false,
  disabled: false,
  archived: false,
  dccEnabled: false,
  customerProfileContainer: CONTAINER,
  apiKey: `${slug}-api-key`,
  username: `${slug}-api-user`,
  password: `${slug}-Api-Pass-2026`,
  sharedSecret: `${slug}-shared-secret-2026`,
  signingRequired: false,
  ...rest,
});

export const CONNECTORS = {
  alphaEur: connector('0101', 'Alpha Acquiring EUR', 'alpha-eur', { adapter: 'AlphaAcquiring', method: 'Creditcard', currency: 'EUR', dccEnabled: true }),
  alphaUsd: connector('0102', 'Alpha Acquiring USD', 'alpha-usd', { adapter: 'AlphaAcquiring', method: 'Creditcard', currency: 'USD' }),
  betaEur: connector('0103', 'Beta Payments EUR', 'beta-eur', { adapter: 'BetaPayments', method: 'Creditcard', currency: 'EUR' }),
  betaGbp: connector('0104', 'Beta Payments GBP', 'beta-gbp', { adapter: 'BetaPayments', method: 'Creditcard', currency: 'GBP', signingRequired: true }),
  gammaChf: connector('0105', 'Gamma Cards CHF', 'gamma-chf', { adapter: 'GammaCards', method: 'Creditcard', currency: 'CHF' }),
  paypal: connector('0201', 'PayPal Wallet', 'paypal', { adapter: 'PayPal', method: 'Paypal', currency: 'EUR' }),
  sepa: connector('0301', 'SEPA Direct Debit', 'sepa-dd', { adapter: 'SepaBank', method: 'DirectDebit', currency: 'EUR' }),
  legacyEur: connector('0106', 'Legacy Acquirer EUR', 'legacy-eur', { adapter: 'LegacyAcquirer', method: 'Creditcard', currency: 'EUR', disabled: true }),
  oldUsd: connector('0107', 'Old Processor USD', 'old-usd', { adapter: 'OldProcessor', method: 'Creditcard', currency: 'USD', archived: true }),
  cardRouter: connector('0901', 'Card Router', 'card-router', { adapter: 'MetaConnector', method: 'Creditcard', isMetaConnector: true }),
  checkout: connector('0902', 'Checkout (multi-method)', 'checkout', {
    adapter: 'MultiMethodMetaConnector',
    method: 'MultiMethod',
    isMetaConnector: true,
    multiMethod: true,
    linkedMethods: ['Creditcard', 'Paypal', 'DirectDebit'],
  }),
} as const satisfies Record<string, SeedConnector>;

/**
 * What some seeded connectors declare they accept, as the sandbox's `listConnectors` answers it
 * (issue 13, item 3: the routing analysis warns when a route can receive something else). The
 * others declare nothing, like a real gateway that does not publish capabilities: unknown.
 */
export const DECLARED_CAPABILITIES: Readonly<Record<string, DeclaredCapabilities>> = {
  [CONNECTORS.alphaUsd.guid]: { currencies: ['USD'] },
  [CONNECTORS.betaEur.guid]: { currencies: ['EUR', 'GBP'], cardTypes: ['visa', 'mastercard'] },
  [CONNECTORS.betaGbp.guid]: { currencies: ['GBP', 'EUR'], cardTypes: ['visa', 'mastercard'] },
  [CONNECTORS.gammaChf.guid]: { currencies: ['CHF', 'EUR'], countries: ['CH', 'DE', 'AT', 'FR', 'IT', 'LI'] },
};

/** The demo merchant's connectors (the one merchant whose routing the studio edits in the demo). */
export const ALL_CONNECTORS: readonly SeedConnector[] = Object.values(CONNECTORS);

/**
 * A second merchant of the tenant. Its connectors use their own customer profile container (a
 * per-connector assignment, which takes precedence over the tenant-wide one), so the world has two
 * containers: a profile of one does not exist for the other's keys, and attaching across them is
 * CONTAINER_MISMATCH (spec attach rule 4). No routing documents, no seeded profiles.
 */
export const SECOND_MERCHANT = { guid: 'ME-2c5d-4e71-8a90-b3f4-0102', name: 'Fjell Sport AS' } as const;
export const SECOND_PROFILE_CONTAINER = 'CPC-2c5d-4e71-8a90-b3f4-0002';

const secondMerchant = (suffix: string, name: string, slug: string, rest: Pick<SeedConnector, 'currency'> & Partial<SeedConnector>): SeedConnector =>
  connector(suffix, name, slug, { adapter: 'AlphaAcquiring', method: 'Creditcard', merchantGuid: SECOND_MERCHANT.guid, customerProfileContainer: SECOND_PROFILE_CONTAINER, ...rest });

export const SECOND_MERCHANT_CONNECTORS = {
  fjellEur: secondMerchant('0401', 'Fjell Cards EUR', 'fjell-eur', { currency: 'EUR' }),
  fjellNok: secondMerchant('0402', 'Fjell Cards NOK', 'fjell-nok', { currency: 'NOK' }),
} as const satisfies Record<string, SeedConnector>;

/** Every connector of the tenant, as `listConnectors` and the manifest answer them: both merchants'. */
export const TENANT_CONNECTORS: readonly SeedConnector[] = [...ALL_CONNECTORS, ...Object.values(SECOND_MERCHANT_CONNECTORS)];

/** Both merchants, in GUID order (as the manifest lists them). */
export const MERCHANTS = [MERCHANT, SECOND_MERCHANT] as const;

export interface TestCard {
  token: string;
  brand: string;
  bin: string;
  lastFourDigits: string;
  binCountry: string;
  cardCurrency: string;
  expiryMonth: string;
  expiryYear: string;
  behaviour: 'success' | 'soft-decline' | 'hard-decline' | 'timeout';
  declineCode?: number;
}

const card = (id: string, rest: Omit<TestCard, 'token' | 'expiryMonth' | 'expiryYear'>): TestCard => ({
  token: `ix::demo-${id}`,
  expiryMonth: '12',
  expiryYear: '2030',
  ...rest,
});

export const TEST_CARDS: readonly TestCard[] = [
  card('visa-de', { brand: 'visa', bin: '411111', lastFourDigits: '1111', binCountry: 'DE', cardCurrency: 'EUR', behaviour: 'success' }),
  card('mc-us', { brand: 'mastercard', bin: '555555', lastFourDigits: '4444', binCountry: 'US', cardCurrency: 'USD', behaviour: 'success' }),
  card('amex-gb', { brand: 'amex', bin: '378282', lastFourDigits: '0005', binCountry: 'GB', cardCurrency: 'GBP', behaviour: 'success' }),
  card('visa-soft', { brand: 'visa', bin: '400000', lastFourDigits: '0002', binCountry: 'AT', cardCurrency: 'EUR', behaviour: 'soft-decline', declineCode: 2003 }),
  card('visa-hard', { brand: 'visa', bin: '400000', lastFourDigits: '0069', binCountry: 'DE', cardCurrency: 'EUR', behaviour: 'hard-decline', declineCode: 2006 }),
  card('mc-timeout', { brand: 'mastercard', bin: '510510', lastFourDigits: '5100', binCountry: 'FR', cardCurrency: 'EUR', behaviour: 'timeout' }),
];
