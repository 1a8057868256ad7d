import { sql, type SQL } from 'drizzle-orm';
import { selectRows, selectRowsAsJson, type SandboxDb } from '@sandbox/db/client';
import type { SearchRequest } from '../ast';
import { BI_INDEX } from '../errors';
import { compileSort, orderBy, searchAfter, sortSelect, sortValueOf } from '../compile/sort';
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
  const sortColumns = sorts.map((s, i) => sql`, ${sortSelect(s)} as ${sql.raw(`s${i}`)}`);
  const source = planSourceFetch(request.source);
  const extra = [...source.columns, ...(docValues?.columns ?? [])].map((c) => sql`, ${c}`);
  const names = ['uuid', ...sorts.map((_s, i) => `s${i}`), ...source.names, ...(docValues?.names ?? [])];
  const rows = await selectRowsAsJson<Record<string, unknown>>(
    db,
    sql`select t.uuid${sql.join(sortColumns, sql``)}${sql.join(extra, sql``)} from bi_records t where ${where}${after} order by ${orderBy(sorts)} limit ${request.size}::bigint offset ${request.from}::bigint`,
    names,
  );
  if (rows.length > 0 && docValues?.fetchError) throw docValues.fetchError;
  const hitScore = fieldSorted && !sorts.some((s) => s.kind === 'score') ? null : score;
  const hits = rows.map((row) => {
    const _source = source.read(row);
    const fields = docValues?.render(row);
    return {
      _index: BI_INDEX,
      _id: row.uuid as string,
      _score: hitScore,
      ...(_source !== undefined ? { _source } : {}),
      ...(fields ? { fields } : {}),
      ...(explicitSort ? { sort: sorts.map((s, i) => sortValueOf(s, row[`s${i}`], score)) } : {}),
    };
  });
  return { ...(total ? { total } : {}), max_score: hits.length && hitScore !== null ? hitScore : null, hits };
};
