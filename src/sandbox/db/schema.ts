import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

export type ConnectorRow = typeof connectors.$inferSelect;
