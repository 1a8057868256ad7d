import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's tables. Column names are snake_case in SQL, camelCase in TypeScript.
 * Keep the SQL to what both PostgreSQL 15 and PGlite accept: the same migrations run on both.
 */

export const tenants = pgTable('tenants', {
  guid: text('guid').primaryKey(),
  name: text('name').notNull(),
  baseCurrency: text('base_currency').notNull(),
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
    type: text('type', { enum: ['debit', 'preauthorize', 'register'] }).notNull(),
    status: text('status', { enum: ['success', 'error'] }).notNull(),
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
    ...outcomeColumns(),
  },
  (t) => [
    uniqueIndex('transaction_attempts_number_idx').on(t.transactionUuid, t.attempt),
    index('transaction_attempts_connector_idx').on(t.connectorGuid, t.createdAt),
  ],
);

export type ConnectorRow = typeof connectors.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type AttemptRow = typeof transactionAttempts.$inferSelect;
