import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type SandboxDb } from '@sandbox/db/client';
import type { FieldStats, ScoredText, TextStats } from '../compile/score';

/**
 * The statistics BM25 needs for a query's full-text clauses (compile/score.ts), in one pass over the
 * records the caller may see (`scope`: tenant, visibility, address), as one shard of OpenSearch
 * would count them over its index: per field the documents with at least one token and their
 * tokens in all, per token the documents holding it. Run only for a search that orders or prints
 * relevance and has a full-text clause; every other search skips it.
 */
export const textStats = async (db: SandboxDb, scope: SQL, texts: readonly ScoredText[]): Promise<TextStats> => {
  const fields = new Map<string, { tokensSql: SQL; tokens: Set<string> }>();
  for (const t of texts) {
    const entry = fields.get(t.field) ?? { tokensSql: t.tokensSql, tokens: new Set<string>() };
    for (const token of t.tokens) entry.tokens.add(token);
    fields.set(t.field, entry);
  }
  const columns: SQL[] = [];
  const plan = [...fields].map(([field, { tokensSql, tokens }], i) => {
    columns.push(sql`count(*) filter (where cardinality(${tokensSql}) > 0)::float8 as ${sql.raw(`"d${i}"`)}`);
    columns.push(sql`coalesce(sum(cardinality(${tokensSql})), 0)::float8 as ${sql.raw(`"l${i}"`)}`);
    const list = [...tokens];
    list.forEach((token, j) => columns.push(sql`count(*) filter (where ${tokensSql} @> array[${token}::text])::float8 as ${sql.raw(`"f${i}_${j}"`)}`));
    return { field, i, list };
  });
  const [row] = await selectRows<Record<string, number | string>>(db, sql`select ${sql.join(columns, sql`, `)} from bi_records t where ${scope}`);
  const stats = new Map<string, FieldStats>();
  for (const { field, i, list } of plan) {
    stats.set(field, {
      docCount: Number(row?.[`d${i}`] ?? 0),
      totalLength: Number(row?.[`l${i}`] ?? 0),
      docFreq: new Map(list.map((token, j) => [token, Number(row?.[`f${i}_${j}`] ?? 0)])),
    });
  }
  return stats;
};
