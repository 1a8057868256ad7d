import type { BiField } from '@domain/bi/fields';
import type { Doc } from './docs';
import { illegalArgument, isObject, parsingError, unsupported } from './errors';
import { runSubs, type AggFactory } from './agg-types';
import { keyOf } from './agg-keys';
import { compareValues, docValues, valueField, type DocValue } from './values';

/**
 * composite with `terms` sources: a bucket per distinct combination of the sources' values
 * (a multi-valued document joins every combination), ordered source by source, paged with
 * `after`. A document missing a source's value is skipped unless `missing_bucket` is true; then
 * its key is null, which sorts first ascending and last descending. `after_key` is the last
 * bucket's key whenever the page has buckets.
 */
interface Source {
  name: string;
  field: BiField | undefined;
  desc: boolean;
  missingBucket: boolean;
}

type Key = (DocValue | null)[];

const parseSources = (v: unknown): Source[] => {
  if (!Array.isArray(v) || v.length === 0) throw illegalArgument('Composite [sources] cannot be null or empty');
  return v.map((entry) => {
    if (!isObject(entry) || Object.keys(entry).length !== 1) throw parsingError('[composite] each source must be a single-key object');
    const [name, spec] = Object.entries(entry)[0]!;
    if (!isObject(spec) || Object.keys(spec).length !== 1) throw parsingError(`[composite] source [${name}] must name one source type`);
    const [type, body] = Object.entries(spec)[0]!;
    if (type !== 'terms') throw unsupported(`[composite] ${type} sources`);
    if (!isObject(body)) throw parsingError(`[composite] source [${name}] malformed`);
    for (const k of Object.keys(body)) if (!['field', 'order', 'missing_bucket'].includes(k)) throw parsingError(`[terms] source does not support [${k}]`);
    if (body.order !== undefined && body.order !== 'asc' && body.order !== 'desc') throw illegalArgument(`Unknown order [${String(body.order)}]`);
    return { name, field: valueField(body.field, 'composite'), desc: body.order === 'desc', missingBucket: body.missing_bucket === true };
  });
};

const compareKeys = (sources: Source[], a: Key, b: Key): number => {
  for (const [i, s] of sources.entries()) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === null || y === null) {
      if (x === y) continue;
      // null first ascending, last descending
      return x === null ? (s.desc ? 1 : -1) : s.desc ? -1 : 1;
    }
    const c = compareValues(x, y);
    if (c !== 0) return s.desc ? -c : c;
  }
  return 0;
};

const combinations = (lists: (DocValue | null)[][]): Key[] => lists.reduce<Key[]>((acc, list) => acc.flatMap((k) => list.map((v) => [...k, v])), [[]]);

const printValue = (field: BiField | undefined, v: DocValue | null) => (v !== null && field?.type === 'boolean' ? v === 1 : v);

export const compositeAgg: AggFactory = (body, ctx, compileSubs) => {
  if (!isObject(body)) throw parsingError('[composite] aggregation must be an object');
  for (const k of Object.keys(body)) if (!['sources', 'size', 'after'].includes(k)) throw parsingError(`[composite] unknown field [${k}]`);
  if (ctx.parent !== null && ctx.parent !== 'nested') throw illegalArgument(`[composite] aggregation cannot be used with a parent aggregation of type: [${ctx.parent}]`);
  const sources = parseSources(body.sources);
  const size = body.size === undefined ? 10 : Number(body.size);
  if (!Number.isInteger(size) || size < 1) throw illegalArgument('[size] must be greater than 0. Found [' + String(body.size) + '] in [composite]');
  let after: Key | undefined;
  if (body.after !== undefined) {
    const a = body.after;
    if (!isObject(a) || sources.some((s) => !(s.name in a))) throw illegalArgument(`[after] has ${isObject(a) ? Object.keys(a).length : 0} value(s) but [sources] has ${sources.length}`);
    after = sources.map((s) => (a[s.name] === null ? null : keyOf(s.field, a[s.name])));
  }
  for (const s of sources) if (s.field) docValues({ record: {}, ord: 0, nested: null }, s.field); // refuses text fields
  const subs = compileSubs({ ...ctx, parent: 'composite' });
  return {
    run: (docs) => {
      const groups = new Map<string, { key: Key; docs: Doc[] }>();
      for (const d of docs) {
        const lists = sources.map((s): (DocValue | null)[] => {
          const values = s.field ? [...new Set(docValues(d, s.field))] : [];
          return values.length === 0 && s.missingBucket ? [null] : values;
        });
        for (const key of combinations(lists)) {
          const id = JSON.stringify(key);
          const g = groups.get(id);
          if (g) {
            if (g.docs[g.docs.length - 1] !== d) g.docs.push(d);
          } else groups.set(id, { key, docs: [d] });
        }
      }
      const page = [...groups.values()]
        .filter((g) => after === undefined || compareKeys(sources, g.key, after) > 0)
        .sort((a, b) => compareKeys(sources, a.key, b.key))
        .slice(0, size);
      const render = (key: Key) => Object.fromEntries(sources.map((s, i) => [s.name, printValue(s.field, key[i] ?? null)]));
      return {
        ...(page.length > 0 ? { after_key: render(page[page.length - 1]!.key) } : {}),
        buckets: page.map((g) => ({ key: render(g.key), doc_count: g.docs.length, ...runSubs(subs, g.docs) })),
      };
    },
  };
};
