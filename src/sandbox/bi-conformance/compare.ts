import type { ConformanceCase, ErrorAnswer, HitsAnswer } from './case-types';

/**
 * Compares an answer (status and body, from the engine or the reference) with a case's expected
 * answer, returning the differences (empty: conforms). Numbers match within 1e-9 relative
 * (scaled_float sums are sums of doubles); objects match on the members the expectation lists.
 */
export const closeEnough = (a: number, b: number) => a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

export const subsetDiff = (actual: unknown, expected: unknown, path: string, out: string[]): string[] => {
  if (typeof expected === 'number') {
    if (typeof actual !== 'number' || !closeEnough(actual, expected)) out.push(`${path}: expected ${expected}, got ${JSON.stringify(actual)}`);
  } else if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) out.push(`${path}: expected ${expected.length} entries ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    else expected.forEach((e, i) => subsetDiff(actual[i], e, `${path}[${i}]`, out));
  } else if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) out.push(`${path}: expected an object, got ${JSON.stringify(actual)}`);
    else for (const [k, v] of Object.entries(expected)) subsetDiff((actual as Record<string, unknown>)[k], v, `${path}.${k}`, out);
  } else if (actual !== expected) out.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  return out;
};

interface Hit {
  _id: string;
  _score?: number | null;
  _source?: Record<string, unknown>;
  fields?: Record<string, unknown[]>;
  sort?: unknown[];
}

const hitsDiff = (body: Record<string, unknown>, e: HitsAnswer, out: string[]) => {
  const h = (body.hits ?? {}) as { total?: unknown; hits?: Hit[] };
  const list = h.hits ?? [];
  const ids = list.map((x) => x._id);
  if (e.ids && JSON.stringify(ids) !== JSON.stringify(e.ids)) out.push(`hit ids: expected ${JSON.stringify(e.ids)}, got ${JSON.stringify(ids)}`);
  if (e.idSet && JSON.stringify([...ids].sort()) !== JSON.stringify([...e.idSet].sort())) out.push(`hit id set: expected ${JSON.stringify([...e.idSet].sort())}, got ${JSON.stringify([...ids].sort())}`);
  if (e.total === 'absent') {
    if (h.total !== undefined) out.push(`hits.total: expected none, got ${JSON.stringify(h.total)}`);
  } else if (e.total) subsetDiff(h.total, e.total, 'hits.total', out);
  if (e.sources)
    e.sources.forEach((s, i) => {
      const actual = list[i]?._source;
      if (s === null ? actual !== undefined : JSON.stringify(actual) !== JSON.stringify(s) && subsetDiff(actual, s, `hits[${i}]._source`, []).length + subsetDiff(s, actual, `hits[${i}]._source`, []).length > 0)
        out.push(`hits[${i}]._source: expected ${JSON.stringify(s)}, got ${JSON.stringify(actual)}`);
    });
  if (e.fields)
    e.fields.forEach((f, i) => {
      const actual = list[i]?.fields;
      if (f === null ? actual !== undefined : actual === undefined || subsetDiff(actual, f, `hits[${i}].fields`, []).length + subsetDiff(f, actual, `hits[${i}].fields`, []).length > 0)
        out.push(`hits[${i}].fields: expected ${JSON.stringify(f)}, got ${JSON.stringify(actual)}`);
    });
  if (e.sortValues) subsetDiff(list.map((x) => x.sort), e.sortValues, 'hits[].sort', out);
  // Scores are floats: a hand-computed double matches within float precision.
  const scoreDiff = (actual: unknown, expected: number | null, path: string) => {
    if (expected === null ? actual !== null : typeof actual !== 'number' || Math.abs(actual - expected) > 1e-6 * Math.max(1, Math.abs(expected))) out.push(`${path}: expected ${expected}, got ${JSON.stringify(actual)}`);
  };
  if (e.scores) {
    if (list.length !== e.scores.length) out.push(`hits[]._score: expected ${e.scores.length} hits, got ${list.length}`);
    else e.scores.forEach((v, i) => scoreDiff(list[i]!._score, v, `hits[${i}]._score`));
  }
  if (e.maxScore !== undefined) scoreDiff((h as { max_score?: unknown }).max_score, e.maxScore, 'hits.max_score');
  if (e.aggregations) subsetDiff(body.aggregations, e.aggregations, 'aggregations', out);
};

export const answerDiff = (status: number, body: unknown, c: ConformanceCase): string[] => {
  const out: string[] = [];
  const e = c.expected;
  if (status !== e.status) return [`status: expected ${e.status}, got ${status}: ${JSON.stringify(body).slice(0, 400)}`];
  const b = (body ?? {}) as Record<string, unknown>;
  if (e.status === 200) hitsDiff(b, e as HitsAnswer, out);
  else {
    const err = e as ErrorAnswer;
    const root = ((b.error as { root_cause?: { type?: string; reason?: string }[] } | undefined)?.root_cause ?? [])[0];
    if (err.type && root?.type !== err.type) out.push(`error.root_cause[0].type: expected ${err.type}, got ${JSON.stringify(root?.type)}`);
    if (err.reasonIncludes && !String(root?.reason ?? '').includes(err.reasonIncludes)) out.push(`error.root_cause[0].reason should name ${err.reasonIncludes}: ${JSON.stringify(root?.reason)}`);
  }
  return out;
};
