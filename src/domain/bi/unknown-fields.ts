import { BI_QUERY_CLAUSES } from './dsl-vocabulary';
import { BI_FIELDS, biField } from './fields';

/**
 * Field names a query uses that the payment record's mapping does not have ("stauts", "connectr"):
 * OpenSearch runs such a query and answers 0 hits or an empty aggregation, so the console warns
 * (never refuses) while the person types and before it runs.
 */

export interface UnknownField {
  name: string;
  /** The record's field closest to it, when one is close enough to be a slip. */
  suggestion: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

// Names that are no field: OpenSearch's own sort keys and the wildcard of `_source` and `fields`.
const NOT_FIELDS = new Set(['_score', '_doc', '*', '_id', '_index']);

/** Every field name the body of a search names: clause keys, `field`/`path` members, sort keys, `_source` and `fields` lists. */
export const fieldNamesIn = (body: unknown): string[] => {
  const names: string[] = [];
  const visit = (value: unknown, key: string | null) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string' && (key === 'sort' || key === '_source' || key === 'fields')) names.push(item.replace(/\^[\d.]+$/, ''));
        else visit(item, key === 'sort' ? 'sort-entry' : null);
      }
      return;
    }
    if (!isObject(value)) return;
    // Named aggregations: each is keyed by its type (`terms`, `sum`…), whose `field` names a field.
    if (key === 'aggs' || key === 'aggregations') {
      for (const aggregation of Object.values(value)) {
        if (!isObject(aggregation)) continue;
        for (const [type, options] of Object.entries(aggregation)) visit(options, type === 'aggs' || type === 'aggregations' ? type : `aggregation:${type}`);
      }
      return;
    }
    const clause = key ? BI_QUERY_CLAUSES[key] : undefined;
    for (const [member, inner] of Object.entries(value)) {
      if (clause?.shape === 'field' && !clause.members.includes(member)) names.push(member);
      else if (key === 'sort-entry' || key === 'sort') names.push(member);
      else if ((member === 'field' || (member === 'path' && (key === 'nested' || key === 'aggregation:nested'))) && typeof inner === 'string') names.push(inner);
      visit(inner, member);
    }
  };
  visit(body, null);
  return [...new Set(names)].filter((name) => !NOT_FIELDS.has(name) && !name.includes('*'));
};

/** `field:` names of a query string (`status:error AND currency:EUR`), outside quotes. */
export const fieldNamesInQueryString = (q: string): string[] =>
  [...new Set([...q.replace(/"(?:[^"\\]|\\.)*"/g, '""').matchAll(/(?:^|[\s(+\-!])([A-Za-z_][\w.]*):/g)].map((m) => m[1]!))];

const distance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
};

const suggestionFor = (name: string): string | null => {
  let best: { path: string; d: number } | null = null;
  for (const { path } of BI_FIELDS) {
    const d = distance(name, path);
    if (!best || d < best.d) best = { path, d };
  }
  // A slip is a letter or two, not another word.
  return best && best.d <= Math.max(1, Math.floor(name.length / 3)) ? best.path : null;
};

export const unknownFields = (names: readonly string[]): UnknownField[] => names.filter((name) => !biField(name)).map((name) => ({ name, suggestion: suggestionFor(name) }));
