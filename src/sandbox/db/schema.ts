import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's tables. Column names are snake_case in SQL, camelCase in TypeScript.
 * Keep the SQL to what both PostgreSQL 15 and PGlite accept: the same migrations run on both.
 */

export const tenants = pgTable('tenants', {
  guid: text('guid').primaryKey(),
  name: text('name').notNull(),
  baseCurrency: text('base_currency').notNull(),
  /**
   * The tenant-wide customer profile container (contract §3): used by every connector of the tenant
   * without its own assignment (`connectors.customer_profile_container` wins). Not inherited by
   * sub-tenants, which the sandbox does not model.
   */
  profileContainer: text('profile_container'),
});

export const merchants = pgTable(
  'merchants',
  {
    guid: text('guid').primaryKey(),
    tenantGuid: text('tenant_guid')
      .notNull()
      .references(() => tenants.guid),
    name: text('name').notNull(),
  },
  (t) => [index('merchants_tenant_idx').on(t.tenantGuid)],
);

/** API users of the tenant-level interfaces (provisioning, BI); connector API users live on the connector. */
export const apiUsers = pgTable('api_users', {
  username: text('username').primaryKey(),
  password: text('password').notNull(),
  role: text('role', { enum: ['provisioning', 'bi'] }).notNull(),
  tenantGuid: text('tenant_guid')
    .notNull()
    .references(() => tenants.guid),
});

export const connectors = pgTable(
  'connectors',
  {
    guid: text('guid').primaryKey(),
    merchantGuid: text('merchant_guid')
      .notNull()
      .references(() => merchants.guid),
    name: text('name').notNull(),
    adapter: text('adapter').notNull(),
    method: text('method').notNull(),
    currency: text('currency'),
    isMetaConnector: boolean('is_meta_connector').notNull().default(false),
    multiMethod: boolean('multi_method').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    dccEnabled: boolean('dcc_enabled').notNull().default(false),
    customerProfileContainer: text('customer_profile_container'),
    apiKey: text('api_key').notNull().unique(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    sharedSecret: text('shared_secret').notNull(),
    signingRequired: boolean('signing_required').notNull().default(false),
    /** Payment methods linked to a multi-method meta-connector, canonical spelling, in display order. */
    linkedMethods: jsonb('linked_methods').$type<string[]>().notNull().default([]),
  },
  (t) => [index('connectors_merchant_idx').on(t.merchantGuid)],
);

/**
 * The stored routing document of a meta-connector, always in the normalised response form (every
 * linked method present for multi-method documents), so a get is a plain read.
 */
export const routingDocuments = pgTable('routing_documents', {
  connectorGuid: text('connector_guid')
    .primaryKey()
    .references(() => connectors.guid),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cards of the sandbox's tokenizing component: the manifest's test cards (a declared `behaviour` at
 * every acquirer) and cards tokenized through `POST /sandbox/tokenize` (`behaviour` 'model': the
 * world's acquirer models answer them, docs/sandbox-world.md).
 */
export const testCards = pgTable('test_cards', {
  token: text('token').primaryKey(),
  position: integer('position').notNull(),
  brand: text('brand').notNull(),
  bin: text('bin').notNull(),
  lastFourDigits: text('last_four_digits').notNull(),
  binCountry: text('bin_country').notNull(),
  cardCurrency: text('card_currency').notNull(),
  expiryMonth: text('expiry_month').notNull(),
  expiryYear: text('expiry_year').notNull(),
  behaviour: text('behaviour').notNull(),
  declineCode: integer('decline_code'),
  /** CREDIT or DEBIT, for tokenized cards (the acquirer models and interchange read it). */
  binType: text('bin_type'),
});

/** The gateway's and the adapter's error of a transaction or an attempt, and when it was made: both tables keep the same. */
const outcomeColumns = () => ({
  errorCode: integer('error_code'),
  errorMessage: text('error_message'),
  adapterCode: text('adapter_code'),
  adapterMessage: text('adapter_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A transaction request the sandbox accepted (debit, preauthorize, register). `connector_guid` is the
 * connector of the last attempt; `meta_connector_guid` is set when the request went to a
 * meta-connector, whose routing decision is kept in `routing`. The BI data source indexes these.
 */
export const transactions = pgTable(
  'transactions',
  {
    uuid: text('uuid').primaryKey(),
    purchaseId: text('purchase_id').notNull(),
    merchantTransactionId: text('merchant_transaction_id').notNull(),
    merchantGuid: text('merchant_guid')
      .notNull()
      .references(() => merchants.guid),
    /** The connector whose API key received the request. */
    apiConnectorGuid: text('api_connector_guid')
      .notNull()
      .references(() => connectors.guid),
    metaConnectorGuid: text('meta_connector_guid').references(() => connectors.guid),
    connectorGuid: text('connector_guid').references(() => connectors.guid),
    type: text('type', { enum: ['debit', 'preauthorize', 'register', 'capture', 'void', 'refund', 'deregister'] }).notNull(),
    /**
     * `pending-dcc`: waiting for continue-dcc (no acquirer tried yet); `redirect`: waiting for the
     * payer on the sandbox's payment page (no card yet).
     */
    status: text('status', { enum: ['success', 'error', 'pending-dcc', 'redirect'] }).notNull(),
    amount: numeric('amount', { precision: 21, scale: 6 }),
    currency: text('currency'),
    paymentMethod: text('payment_method').notNull(),
    transactionToken: text('transaction_token').notNull(),
    transactionIndicator: text('transaction_indicator'),
    referenceUuid: text('reference_uuid'),
    /** The connector of the first transaction of a series (InitialConnector); null for a root transaction. */
    initialConnectorGuid: text('initial_connector_guid'),
    card: jsonb('card').$type<Record<string, unknown>>(),
    customer: jsonb('customer').$type<Record<string, unknown>>(),
    extraData: jsonb('extra_data').$type<Record<string, string>>(),
    routing: jsonb('routing').$type<Record<string, unknown>>(),
    /** debit/preauthorize with `withRegister`: the instrument is registered too (register always is). */
    withRegister: boolean('with_register').notNull().default(false),
    /** Set on a register/withRegister transaction by a successful deregister of it. */
    deregisteredAt: timestamp('deregistered_at', { withTimezone: true }),
    /** The DCC quote (`dccData`) and, once continued, the currency the payer chose. */
    dcc: jsonb('dcc').$type<Record<string, unknown>>(),
    /**
     * The `customerProfileData` the transaction answered with (profile and payment token); while it
     * waits (pending DCC, payment page) `{requested}`: what it will store once it succeeds.
     */
    customerProfile: jsonb('customer_profile').$type<Record<string, unknown>>(),
    /** A hosted-payment-page transaction: `requestDcc` and the payer's return addresses (successUrl, errorUrl, cancelUrl). */
    hostedPage: jsonb('hosted_page').$type<Record<string, unknown>>(),
    ...outcomeColumns(),
  },
  (t) => [
    uniqueIndex('transactions_merchant_tx_id_idx').on(t.apiConnectorGuid, t.merchantTransactionId),
    index('transactions_created_idx').on(t.createdAt),
  ],
);

/** One try of one connector; a failover adds the next attempt number (BI `attempt`). */
export const transactionAttempts = pgTable(
  'transaction_attempts',
  {
    uuid: text('uuid').primaryKey(),
    transactionUuid: text('transaction_uuid')
      .notNull()
      .references(() => transactions.uuid, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    connectorGuid: text('connector_guid')
      .notNull()
      .references(() => connectors.guid),
    metaConnectorGuid: text('meta_connector_guid').references(() => connectors.guid),
    status: text('status', { enum: ['success', 'declined', 'timeout', 'error'] }).notNull(),
    amount: numeric('amount', { precision: 21, scale: 6 }),
    currency: text('currency'),
    /** How long the acquirer took to answer (world models); null when it answered at once (test cards). */
    latencyMs: integer('latency_ms'),
    ...outcomeColumns(),
  },
  (t) => [
    uniqueIndex('transaction_attempts_number_idx').on(t.transactionUuid, t.attempt),
    index('transaction_attempts_connector_idx').on(t.connectorGuid, t.createdAt),
  ],
);

/**
 * Customer profiles, per container: `customer_identification` is unique within a container (spec
 * Limits 1), so two merchants whose connectors share a container see the same profiles.
 */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    guid: text('guid').primaryKey(),
    tenantGuid: text('tenant_guid')
      .notNull()
      .references(() => tenants.guid),
    containerGuid: text('container_guid').notNull(),
    customerIdentification: text('customer_identification').notNull(),
    /** The customer data (ProfileCustomer fields), from updateProfile or a transaction's `customer`. */
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull().default({}),
    /** The preferred instrument's payment token; null: none preferred. */
    preferredToken: text('preferred_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customer_profiles_identification_idx').on(t.containerGuid, t.customerIdentification)],
);

/**
 * An instrument attached to a profile: one row per attachment of a register/withRegister
 * transaction. Detaching (or a deregister) stamps `detached_at` and keeps the row as history; the
 * token no longer pays. Deleting the profile deletes its instruments (the payment details are lost).
 * At most one live attachment per transaction (spec attach rule 6).
 */
export const paymentInstruments = pgTable(
  'payment_instruments',
  {
    paymentToken: text('payment_token').primaryKey(),
    profileGuid: text('profile_guid')
      .notNull()
      .references(() => customerProfiles.guid, { onDelete: 'cascade' }),
    /** The successful register/withRegister transaction whose instrument this is. */
    transactionUuid: text('transaction_uuid')
      .notNull()
      .references(() => transactions.uuid, { onDelete: 'cascade' }),
    /** The connector the instrument is tied to (the register transaction's connector). */
    connectorGuid: text('connector_guid')
      .notNull()
      .references(() => connectors.guid),
    method: text('method', { enum: ['card', 'iban', 'wallet'] }).notNull(),
    /** getProfile's paymentData: brand, cardHolder, expiry, first six and last four digits for a card. */
    paymentData: jsonb('payment_data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_instruments_live_transaction_idx').on(t.transactionUuid).where(sql`${t.detachedAt} is null`),
    index('payment_instruments_profile_idx').on(t.profileGuid),
  ],
);

/**
 * Acquirers (every connector of an adapter) or connectors answering worse for a while: the sandbox
 * control's incidents and the generated history's seeded ones (world/incidents.ts).
 */
export const incidents = pgTable(
  'sandbox_incidents',
  {
    id: text('id').primaryKey(),
    tenantGuid: text('tenant_guid')
      .notNull()
      .references(() => tenants.guid),
    acquirer: text('acquirer'),
    connectorGuid: text('connector_guid').references(() => connectors.guid),
    approvalDropPp: doublePrecision('approval_drop_pp').notNull(),
    addedTimeoutPercent: doublePrecision('added_timeout_percent').notNull(),
    addedLatencyMs: integer('added_latency_ms').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    description: text('description').notNull(),
    source: text('source', { enum: ['control', 'history'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_incidents_tenant_idx').on(t.tenantGuid, t.startsAt)],
);

export type ConnectorRow = typeof connectors.$inferSelect;
export type CustomerProfileRow = typeof customerProfiles.$inferSelect;
export type PaymentInstrumentRow = typeof paymentInstruments.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type AttemptRow = typeof transactionAttempts.$inferSelect;

export { biRecords } from './bi-schema';
