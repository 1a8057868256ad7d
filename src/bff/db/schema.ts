import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** The change request this version came from (applied, or reverted at its window's end); null for a plain save. */
    changeRequestId: integer('change_request_id'),
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

/**
 * Change requests (issue 14): a draft with the revision it was made from, its evidence, and where it
 * is in the state machine (src/domain/change-control/change-request.ts). Rows change as the request
 * moves; every step is also in the append-only audit log with the actor.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: serial('id').primaryKey(),
    environment: text('environment').notNull(),
    connectorGuid: text('connector_guid').notNull(),
    status: text('status').notNull(),
    author: text('author').notNull(),
    note: text('note').notNull(),
    baseRevision: text('base_revision').notNull(),
    baseDocument: jsonb('base_document').notNull(),
    draft: jsonb('draft').notNull(),
    /** Schedule (now, at, window) as the domain parses it; times in UTC. */
    schedule: jsonb('schedule').notNull(),
    evidence: jsonb('evidence').notNull(),
    reviewer: text('reviewer'),
    reviewNote: text('review_note'),
    /** What the approval covers (base revision + draft): anything else is not approved. */
    approvedFingerprint: text('approved_fingerprint'),
    /** The live document and revision just before the request was applied: a window's end restores them. */
    revertDocument: jsonb('revert_document'),
    revertRevision: text('revert_revision'),
    appliedRevision: text('applied_revision'),
    failure: text('failure'),
    /** Something a person must look at (a revert skipped because the routing changed meanwhile); cleared when acknowledged. */
    alert: text('alert'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_requests_env_idx').on(t.environment, t.status), index('change_requests_connector_idx').on(t.environment, t.connectorGuid)],
);

/**
 * The scheduler's jobs: apply a request, or revert it at its window's end. Claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so with several BFF instances one runs a job, and a job
 * whose instance died is claimed again once its lease has run out.
 */
export const changeJobs = pgTable(
  'change_jobs',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => changeRequests.id),
    kind: text('kind').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('change_jobs_request_kind_idx').on(t.requestId, t.kind), index('change_jobs_due_idx').on(t.status, t.runAt)],
);

/** Per-environment settings an administrator changes in the studio; no row: the defaults (approval required on production). */
export const environmentSettings = pgTable('environment_settings', {
  environment: text('environment').primaryKey(),
  approvalRequired: boolean('approval_required').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
