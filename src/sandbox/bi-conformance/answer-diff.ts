import { closeEnough } from './compare';

/**
 * The comparison of two answers to the same request (engine and reference) in the property tests:
 * status, error type, total, hit ids in order, each hit's `_score` and `max_score`, each hit's docvalue `fields`, and the whole aggregation tree, where numbers may
 * differ by 1e-9 relative (sums of doubles in a different order) and nothing else may differ.
 */
export const deepDiff = (a: unknown, b: unknown, path: string, out: string[]): string[] => {
  if (out.length > 20) return out;
  if (typeof a === 'number' && typeof b === 'number') {
    if (!closeEnough(a, b)) out.push(`${path}: ${a} ≠ ${b}`);
  } else if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${path}: ${a.length} entries ≠ ${b.length}: ${JSON.stringify(a).slice(0, 300)} vs ${JSON.stringify(b).slice(0, 300)}`);
    else a.forEach((x, i) => deepDiff(x, b[i], `${path}[${i}]`, out));
  } else if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      if (!(k in a) || !(k in b)) out.push(`${path}.${k}: only in the ${k in a ? 'engine' : 'reference'} answer (${JSON.stringify((a as Record<string, unknown>)[k] ?? (b as Record<string, unknown>)[k]).slice(0, 200)})`);
      else deepDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, out);
    }
  } else if (a !== b) out.push(`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  return out;
};

interface Comparable {
  status: number;
  errorType?: string;
  total?: unknown;
  ids?: string[];
  /** Each hit's `_score` (null where it has none), and `hits.max_score`. */
  scores?: (number | null)[];
  maxScore?: number | null;
  /** Each hit's docvalue_fields (`fields`), null where it has none. */
  fields?: unknown[];
  aggregations?: unknown;
}

export const comparable = (status: number, body: unknown): Comparable => {
  const b = (body ?? {}) as { error?: { root_cause?: { type?: string }[] }; hits?: { total?: unknown; max_score?: number | null; hits?: { _id: string; _score?: number | null; fields?: unknown }[] }; aggregations?: unknown };
  if (status !== 200) return { status, errorType: b.error?.root_cause?.[0]?.type ?? 'none' };
  const hits = b.hits?.hits ?? [];
  return {
    status, total: b.hits?.total, ids: hits.map((h) => h._id), scores: hits.map((h) => h._score ?? null), maxScore: b.hits?.max_score ?? null,
    fields: hits.map((h) => h.fields ?? null), aggregations: b.aggregations ?? null,
  };
};

export const answersDiff = (engine: Comparable, reference: Comparable): string[] => deepDiff(engine, reference, 'answer', []);

/** The `sort` values of a page's last hit (what the next search_after sends). */
export const lastSort = (body: unknown): unknown[] | undefined => {
  const list = (body as { hits?: { hits?: { sort?: unknown[] }[] } })?.hits?.hits ?? [];
  return list[list.length - 1]?.sort;
};

/**
 * The next pages a client would ask for after an answer: hits after the last one (search_after
 * with that hit's own sort values, aggregations dropped) and the composite `comp` after its
 * `after_key`. Each side of a comparison pages with the values from its own answer.
 */
export const nextPages = (body: Record<string, unknown>, answer: unknown): { searchAfter?: Record<string, unknown>; compositeAfter?: Record<string, unknown> } => {
  const out: { searchAfter?: Record<string, unknown>; compositeAfter?: Record<string, unknown> } = {};
  const after = lastSort(answer);
  if (after) {
    const { aggs: _aggs, ...page } = body;
    out.searchAfter = { ...page, search_after: after };
  }
  const afterKey = (answer as { aggregations?: { comp?: { after_key?: unknown } } })?.aggregations?.comp?.after_key;
  const comp = (body.aggs as { comp?: { composite: Record<string, unknown> } } | undefined)?.comp;
  if (afterKey && comp) out.compositeAfter = { size: 0, aggs: { comp: { composite: { ...comp.composite, after: afterKey } } } };
  return out;
};
