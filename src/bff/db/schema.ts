import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
