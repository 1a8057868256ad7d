import { sql, type SQL } from 'drizzle-orm';
import { biField } from '@domain/bi/fields';
import { biColumnName } from '@sandbox/db/bi-schema';
import type { Query, Scalar } from '../ast';
import { column } from './fields';

/**
 * jsonb containment pre-filters, so the GIN (jsonb_path_ops) indexes on nested groups and dynamic
 * objects can narrow a search before the exact per-element condition runs. They only ever add a
 * condition the exact one implies: a term on a declared keyword member of a nested group
 * (`items @> [{"currency":"EUR"}]`), or on a member of a root dynamic object, where the stored JSON
 * may be a string, number or boolean for the same keyword (`extra_data @> {"shop":"a"}` or the
 * number / boolean it prints as).
 */

/** The required exact terms of a query (its own, or its bool's must/filter clauses). */
const requiredTerms = (q: Query): Array<{ field: string; value: Scalar }> => {
  if (q.kind === 'term' && q.values.length === 1 && !q.caseInsensitive) return [{ field: q.field, value: q.values[0]! }];
  if (q.kind === 'bool') return [...q.must, ...q.filter].flatMap(requiredTerms);
  return [];
};

export const nestedPrefilter = (group: string, inner: Query): SQL[] =>
  requiredTerms(inner).flatMap(({ field, value }) => {
    const f = biField(field);
    if (!f || f.type !== 'keyword' || f.nested !== group || f.dynamic || f.multiFieldOf) return [];
    const key = field.slice(group.length + 1);
    return [sql`${column(biColumnName(group))} @> ${JSON.stringify([{ [key]: String(value) }])}::jsonb`];
  });

const jsonForms = (value: Scalar): unknown[] => {
  const text = String(value);
  const forms: unknown[] = [text];
  if (text === 'true' || text === 'false') forms.push(text === 'true');
  // jsonb compares numbers numerically (1.0 contains 1), so any number-shaped text may be stored as a number.
  else if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text) && Number.isFinite(Number(text))) forms.push(Number(text));
  return forms;
};

export const dynamicPrefilter = (q: Query): SQL | undefined => {
  if (q.kind !== 'term' || q.values.length !== 1 || q.caseInsensitive) return undefined;
  const f = biField(q.field);
  if (!f?.dynamic || f.nested !== null) return undefined;
  for (let i = q.field.lastIndexOf('.'); i > 0; i = q.field.lastIndexOf('.', i - 1)) {
    const owner = biField(q.field.slice(0, i));
    if (owner?.type === 'object' && owner.dynamic) {
      const keys = q.field.slice(i + 1).split('.');
      const wrap = (v: unknown) => keys.reduceRight<unknown>((inner, k) => ({ [k]: inner }), v);
      const col = column(biColumnName(owner.path));
      return sql`(${sql.join(
        jsonForms(q.values[0]!).map((v) => sql`${col} @> ${JSON.stringify(wrap(v))}::jsonb`),
        sql` or `,
      )})`;
    }
  }
  return undefined;
};
