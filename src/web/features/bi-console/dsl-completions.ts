import { BI_FIELDS } from '@domain/bi/fields';
import { BI_AGGREGATION_MEMBERS, BI_AGGREGATIONS, BI_CALENDAR_INTERVALS, BI_QUERY_CLAUSES, BI_SEARCH_MEMBERS } from '@domain/bi/dsl-vocabulary';
import type { JsonCursor } from './json-cursor';

export interface DslCompletion {
  label: string;
  /** `clause`, `aggregation`, `member`, `field`, `value`, for the icon and the order. */
  kind: 'clause' | 'aggregation' | 'member' | 'field' | 'value';
  detail?: string;
}

const FIELD_COMPLETIONS: DslCompletion[] = BI_FIELDS.filter((f) => f.type !== 'object').map((f) => ({ label: f.path, kind: 'field', detail: f.type === 'nested' ? 'nested' : f.type }));
const LEAF_FIELDS = FIELD_COMPLETIONS.filter((c) => c.detail !== 'nested');
const NESTED_PATHS = FIELD_COMPLETIONS.filter((c) => c.detail === 'nested');
const CLAUSES: DslCompletion[] = Object.keys(BI_QUERY_CLAUSES).map((label) => ({ label, kind: 'clause', detail: 'query' }));
const AGGREGATION_TYPES: DslCompletion[] = Object.keys(BI_AGGREGATIONS).map((label) => ({ label, kind: 'aggregation', detail: 'aggregation' }));
const members = (names: readonly string[]): DslCompletion[] => names.map((label) => ({ label, kind: 'member' }));
const values = (names: readonly string[]): DslCompletion[] => names.map((label) => ({ label, kind: 'value' }));

const isAggs = (key: string | undefined) => key === 'aggs' || key === 'aggregations';

/** Whether the value at `path` is a query (the body's `query`, a bool's must, a nested's query, a filter aggregation…). */
const isQueryAt = (path: readonly string[]): boolean => {
  const anonymous = path.at(-1) === '#';
  const p = anonymous ? path.slice(0, -1) : path;
  const key = p.at(-1);
  const owner = p.at(-2);
  if (key === undefined) return false;
  if (p.length === 1) return key === 'query';
  if (owner && BI_QUERY_CLAUSES[owner]?.queries?.includes(key)) return true;
  if (key === 'filter' && isAggs(p.at(-3))) return true;
  // A filters aggregation: `aggs.<name>.filters.filters` holds named queries or a list of them.
  if (anonymous) return key === 'filters' && owner === 'filters' && isAggs(p.at(-4));
  return owner === 'filters' && p.at(-3) === 'filters' && isAggs(p.at(-5));
};

/** What may be typed at the cursor, from the one DSL vocabulary and the record's field catalogue. */
export const dslCompletions = ({ path, at }: Pick<JsonCursor, 'path' | 'at'>): DslCompletion[] => {
  const last = path.at(-1);
  if (at === 'value') {
    if (last === 'field' || (last === '#' && path.at(-2) === 'fields')) return LEAF_FIELDS;
    if (last === 'path') return NESTED_PATHS;
    if (last === 'calendar_interval') return values(BI_CALENDAR_INTERVALS);
    if (last === 'operator' || last === 'default_operator') return values(['or', 'and']);
    return [];
  }
  if (path.length === 0) return members(BI_SEARCH_MEMBERS);
  if (isQueryAt(path)) return CLAUSES;
  if (last === 'sort' || (last === '#' && path.at(-2) === 'sort')) return [...LEAF_FIELDS, ...values(['_doc', '_score'])];
  // Aggregations: `aggs: {<name>: {<type>: {…}, aggs: …}}`.
  if (path.length >= 2 && isAggs(path.at(-2))) return [...AGGREGATION_TYPES, ...members(BI_AGGREGATION_MEMBERS)];
  if (path.length >= 3 && isAggs(path.at(-3)) && last && BI_AGGREGATIONS[last]) return members(BI_AGGREGATIONS[last]!);
  const clause = last ? BI_QUERY_CLAUSES[last] : undefined;
  if (clause) return clause.shape === 'field' ? [...LEAF_FIELDS, ...members(clause.members.filter((m) => m === 'boost'))] : members(clause.members);
  const fieldClause = path.at(-2) ? BI_QUERY_CLAUSES[path.at(-2)!] : undefined;
  if (fieldClause?.shape === 'field') return members(fieldClause.members);
  return [];
};
