import type { BulkSession } from './bulk-session';

/**
 * A table's secondary indexes dropped for a bulk load and built again after it, in the load's
 * transaction: PostgreSQL builds an index from sorted rows far faster than it maintains it row by
 * row (the GIN indexes above all), and nobody sees the table without them (the drop holds the
 * table's lock until the commit; a failed load rolls the drop back with it). The primary key and
 * unique indexes stay: they are what conflicts are found by.
 */
export const dropSecondaryIndexes = async (session: BulkSession, table: string): Promise<string[]> => {
  const indexes = await session.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = $1 and indexdef not like 'CREATE UNIQUE INDEX %' order by indexname`,
    [table],
  );
  for (const { name } of indexes) await session.query(`drop index "${name.replaceAll('"', '""')}"`);
  return indexes.map((i) => i.definition);
};

/** Builds the dropped indexes again (their definitions as pg_indexes gave them), with room to sort in memory. */
export const createIndexes = async (session: BulkSession, definitions: readonly string[]): Promise<void> => {
  if (definitions.length === 0) return;
  await session.query(`set local maintenance_work_mem = '256MB'`);
  for (const definition of definitions) await session.query(definition);
};
