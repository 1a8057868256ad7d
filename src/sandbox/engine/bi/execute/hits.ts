import { sql, type SQL } from 'drizzle-orm';
import { selectRowArraysAsJson, selectRows, type SandboxDb } from '@sandbox/db/client';
import type { SearchRequest } from '../ast';
import { BI_INDEX } from '../errors';
import { columnOutput, selectList } from '../compile/column-output';
import { compileSort, orderBy, searchAfter, sortOutput, sortValueOf } from '../compile/sort';
import { planDocValues } from './docvalue-fields';
import { impliesPresent } from '../compile/implies-present';
import { planSourceFetch } from './source-fetch';

/**
 * The hits part of a search: total (counted up to `track_total_hits`), one page in the requested
 * order, `_source` filtered. Scores are not BM25: every hit scores 1.0 in query context and 0.0 in
 * filter context; a field sort gives `_score: null`, as OpenSearch does when it does not track scores.
 */

export interface HitsResult {
  total?: { value: number; relation: 'eq' | 'gte' };
  max_score: number | null;
  hits: Array<Record<string, unknown>>;
}

const countRows = async (db: SandboxDb, where: SQL, limit: number | undefined): Promise<number> => {
  const query = limit === undefined ? sql`select count(*)::float8 as n from bi_records t where ${where}` : sql`select count(*)::float8 as n from (select 1 from bi_records t where ${where} limit ${limit}::bigint) c`;
  const [row] = await selectRows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
};

/** `knownTotal`: the exact number of matches when already counted (by the aggregations' statement). */
export const runHits = async (db: SandboxDb, request: SearchRequest, where: SQL, now: number, knownTotal?: number): Promise<HitsResult> => {
  const score = request.scoring ? 1 : 0;
  let total: HitsResult['total'];
  if (request.trackTotalHits === true) total = { value: knownTotal ?? (await countRows(db, where, undefined)), relation: 'eq' };
  else if (typeof request.trackTotalHits === 'number') {
    const n = knownTotal ?? (await countRows(db, where, request.trackTotalHits + 1));
    total = n > request.trackTotalHits ? { value: request.trackTotalHits, relation: 'gte' } : { value: n, relation: 'eq' };
  }
  const explicitSort = request.sort.length > 0;
  const sorts = (explicitSort ? request.sort : [{ field: '_score', order: 'desc' as const, missing: '_last' as const, at: 'sort' }]).map((s) => compileSort(s, now));
  const fieldSorted = explicitSort && sorts.some((s) => s.kind !== 'score');
  // `_source: false` reads no `_doc` at all: docvalue_fields come from the typed columns.
  const docValues = planDocValues(request.docValueFields);
  if (request.size === 0) return { ...(total ? { total } : {}), max_score: null, hits: [] };
  const after = request.searchAfter ? sql` and ${searchAfter(sorts, request.searchAfter, (field) => impliesPresent(request.query, field))}` : sql``;
  const source = planSourceFetch(request.source);
  // One select list for the id, the sort values and the `_source`'s columns (a column two of them
  // read is selected once); the doc values' columns follow it under their own names.
  const list = selectList();
  const idAt = list.add(columnOutput('uuid', 'value'));
  const sortAt = sorts.map((s, i) => list.add(sortOutput(s, i)));
  const sourceAt = source.items.map((item) => list.add(item));
  const listed = list.names().length;
  const rows = await selectRowArraysAsJson(
    db,
    sql`select ${sql.join([...list.items(), ...(docValues?.columns ?? [])], sql`, `)} from bi_records t where ${where}${after} order by ${orderBy(sorts)} limit ${request.size}::bigint offset ${request.from}::bigint`,
    [...list.names(), ...(docValues?.names ?? [])],
  );
  if (rows.length > 0 && docValues?.fetchError) throw docValues.fetchError;
  const hitScore = fieldSorted && !sorts.some((s) => s.kind === 'score') ? null : score;
  // Assigned in place, not spread: a replay reads pages of 5,000 hits, and the sandbox's thread is its bottleneck.
  const hits = rows.map((row) => {
    const hit: Record<string, unknown> = { _index: BI_INDEX, _id: row[idAt] as string, _score: hitScore };
    const _source = source.read(row, sourceAt);
    if (_source !== undefined) hit._source = _source;
    const fields = docValues?.render(Object.fromEntries(docValues.names.map((n, i) => [n, row[listed + i]])));
    if (fields) hit.fields = fields;
    if (explicitSort) hit.sort = sorts.map((s, i) => sortValueOf(s, row[sortAt[i]!], score));
    return hit;
  });
  return { ...(total ? { total } : {}), max_score: hits.length && hitScore !== null ? hitScore : null, hits };
};
