import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every routing document saved through the studio, per environment and connector: the version
 * history, and the "before" of the next save.
 */
export const routingVersions = pgTable(
  'routing_versions',
  {
    id: serial('id').primaryKey(),
    environment: text('environment').notNull(),
    connectorGuid: text('connector_guid').notNull(),
    revision: text('revision').notNull(),
    document: jsonb('document').notNull(),
    savedBy: text('saved_by'),
    note: text('note'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('routing_versions_connector_idx').on(t.environment, t.connectorGuid, t.savedAt)],
);

/** Studio users. Passwords are argon2id hashes; repeated failures lock the account for a while. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions: the cookie carries a random token, the table only its SHA-256, so a leaked
 * database does not hand out live sessions. Shared by every BFF instance on the same database.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    environment: text('environment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Every mutating action, append-only (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    environment: text('environment'),
    target: text('target'),
    outcome: text('outcome').notNull(),
    detail: jsonb('detail'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.target)],
);

/** Golden test cases per connector: transactions with the connector they must reach. */
export const goldenCases = pgTable(
  'golden_cases',
  {
    id: serial('id').primaryKey(),
    environment: text('environment').notNull(),
    connectorGuid: text('connector_guid').notNull(),
    name: text('name').notNull(),
    transaction: jsonb('transaction').notNull(),
    expectedConnector: text('expected_connector').notNull(),
    /** Counter values the case is checked with (GoldenCaseInput.counters); null: none stated. */
    counters: jsonb('counters'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('golden_cases_connector_idx').on(t.environment, t.connectorGuid)],
);
