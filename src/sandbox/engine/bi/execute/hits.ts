import { sql, type SQL } from 'drizzle-orm';
import { selectRowArraysAsJson, selectRows, type SandboxDb } from '@sandbox/db/client';
import type { SearchRequest } from '../ast';
import { BI_INDEX } from '../errors';
import { columnOutput, selectList } from '../compile/column-output';
import { compileSort, orderBy, searchAfter, sortOutput, sortValueOf } from '../compile/sort';
import { planDocValues } from './docvalue-fields';
import { impliesPresent } from '../compile/implies-present';
import { planSourceFetch } from './source-fetch';
import { scoredTexts, scorePlan, type ScorePlan } from '../compile/score';
import { textStats } from './score-stats';

/**
 * The hits part of a search: total (counted up to `track_total_hits`), one page in the requested
 * order, `_source` filtered. Without a sort, or with `_score` in it, hits carry their relevance
 * (compile/score.ts: BM25 for full-text clauses, with statistics counted first by score-stats.ts);
 * a field sort gives `_score: null`, as OpenSearch does when it does not track scores.
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
/** How hits score: one value for every match, or a select item per row (a full-text clause, or clauses that may or may not match). */
const planScores = async (db: SandboxDb, request: SearchRequest, scope: SQL, now: number): Promise<ScorePlan> => {
  const ctx = { now, depth: 0 };
  const texts = scoredTexts(request.query, ctx);
  return scorePlan(request.query, texts.length ? await textStats(db, scope, texts) : new Map(), ctx);
};

/** `scope`: the records the caller may see (the statistics' collection); `where`: those the query matches. */
export const runHits = async (db: SandboxDb, request: SearchRequest, where: SQL, scope: SQL, now: number, knownTotal?: number): Promise<HitsResult> => {
  let total: HitsResult['total'];
  if (request.trackTotalHits === true) total = { value: knownTotal ?? (await countRows(db, where, undefined)), relation: 'eq' };
  else if (typeof request.trackTotalHits === 'number') {
    const n = knownTotal ?? (await countRows(db, where, request.trackTotalHits + 1));
    total = n > request.trackTotalHits ? { value: request.trackTotalHits, relation: 'gte' } : { value: n, relation: 'eq' };
  }
  const explicitSort = request.sort.length > 0;
  const sorts = (explicitSort ? request.sort : [{ field: '_score', order: 'desc' as const, missing: '_last' as const, at: 'sort' }]).map((s) => compileSort(s, now));
  // `_source: false` reads no `_doc` at all: docvalue_fields come from the typed columns.
  const docValues = planDocValues(request.docValueFields);
  if (request.size === 0) return { ...(total ? { total } : {}), max_score: null, hits: [] };
  const scored = sorts.some((s) => s.kind === 'score');
  const plan = scored ? await planScores(db, request, scope, now) : undefined;
  if (plan?.kind === 'rows') for (const s of sorts) if (s.kind === 'score') Object.assign(s, { expr: plan.sql, rowScore: true });
  const after = request.searchAfter ? sql` and ${searchAfter(sorts, request.searchAfter, (field) => impliesPresent(request.query, field))}` : sql``;
  const source = planSourceFetch(request.source);
  // One select list for the id, the sort values and the `_source`'s columns (a column two of them
  // read is selected once); the doc values' columns follow it under their own names.
  const list = selectList();
  const idAt = list.add(columnOutput('uuid', 'value'));
  const scoreAt = plan?.kind === 'rows' ? list.add({ key: 'score', sql: plan.sql }) : -1;
  const sortAt = sorts.map((s, i) => (s.rowScore ? scoreAt : list.add(sortOutput(s, i))));
  const sourceAt = source.items.map((item) => list.add(item));
  const listed = list.names().length;
  const rows = await selectRowArraysAsJson(
    db,
    sql`select ${sql.join([...list.items(), ...(docValues?.columns ?? [])], sql`, `)} from bi_records t where ${where}${after} order by ${orderBy(sorts)} limit ${request.size}::bigint offset ${request.from}::bigint`,
    [...list.names(), ...(docValues?.names ?? [])],
  );
  if (rows.length > 0 && docValues?.fetchError) throw docValues.fetchError;
  const constantScore = plan?.kind === 'constant' ? plan.value : null;
  const scoreOf = (row: unknown[]): number | null => (scoreAt >= 0 ? Number(row[scoreAt]) : constantScore);
  // Assigned in place, not spread: a replay reads pages of 5,000 hits, and the sandbox's thread is its bottleneck.
  const hits = rows.map((row) => {
    const score = scoreOf(row);
    const hit: Record<string, unknown> = { _index: BI_INDEX, _id: row[idAt] as string, _score: score };
    const _source = source.read(row, sourceAt);
    if (_source !== undefined) hit._source = _source;
    const fields = docValues?.render(Object.fromEntries(docValues.names.map((n, i) => [n, row[listed + i]])));
    if (fields) hit.fields = fields;
    if (explicitSort) hit.sort = sorts.map((s, i) => sortValueOf(s, row[sortAt[i]!], score ?? 0));
    return hit;
  });
  // The page's best score (OpenSearch's max_score is over every match: the same on a first page sorted by _score).
  const scores = hits.map((h) => h._score as number | null).filter((v): v is number => v !== null);
  return { ...(total ? { total } : {}), max_score: scores.length ? Math.max(...scores) : null, hits };
};
