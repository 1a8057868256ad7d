import { sql, type SQL } from 'drizzle-orm';
import { BI_LEAF_FIELDS, biField } from '@domain/bi/fields';
import { biColumnName } from '@sandbox/db/bi-schema';
import { anyOf, FALSE } from './term-values';
import { column, isUnmapped, resolveField, type Scope } from './fields';

/**
 * `exists`: the field has a value in the scope. An object exists when one of its leaves does; a
 * nested group or one of its fields, named outside a `nested` query, has none (its elements are
 * documents of their own in OpenSearch). A dynamic object exists when it holds a member.
 */
export const existsOf = (path: string, scope: Scope): SQL => {
  const field = biField(path);
  if (field?.type === 'object' && field.dynamic) {
    if (field.nested === null) return sql`(${column(biColumnName(path))} is not null and ${column(biColumnName(path))} <> '{}'::jsonb)`;
    if (scope.nested !== field.nested) return FALSE;
    const key = path.slice(field.nested.length + 1);
    return sql`(jsonb_typeof(${scope.element}->${sql.raw(`'${key}'`)}) = 'object' and ${scope.element}->${sql.raw(`'${key}'`)} <> '{}'::jsonb)`;
  }
  if (field?.type === 'object' || field?.type === 'nested') {
    if (field.type === 'nested' && scope.nested === null) return FALSE;
    const leaves = BI_LEAF_FIELDS.filter((f) => f.path.startsWith(`${path}.`) && !f.multiFieldOf);
    return anyOf(leaves.map((f) => existsOf(f.path, scope)).filter((c) => c !== FALSE));
  }
  const f = resolveField(path, scope);
  if (!f.value || isUnmapped(f)) return FALSE;
  return sql`${f.value} is not null`;
};
