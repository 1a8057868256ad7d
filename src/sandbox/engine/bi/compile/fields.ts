import { sql, type SQL } from 'drizzle-orm';
import { biField, type BiField } from '@domain/bi/fields';
import { biColumnName, biTokensColumnName } from '@sandbox/db/bi-schema';

/**
 * A field as SQL, in the scope a clause runs in: the record (`t`, the row of bi_records) or one
 * element of a nested group (a jsonb value). Identifiers come only from the catalogue; the keys
 * of dynamic objects (`extra_data.<key>`) come from the request and are bound as parameters.
 *
 * Value expressions have the column's type: text (keyword, text), bigint (integers; scaled_float as
 * round(value × factor)), timestamptz (date), boolean, inet (ip), jsonb (geo_point).
 */

export interface Scope {
  /** The nested group whose elements the rows are, or null for records. */
  nested: string | null;
  /** The jsonb element, when `nested` is set. */
  element: SQL | null;
}

export const ROOT: Scope = { nested: null, element: null };

export interface FieldSql {
  field: BiField;
  /** The typed value; absent when the field has no values in this scope (unmapped, or nested elsewhere). */
  value?: SQL;
  /** text fields: the analysed tokens as text[]. */
  tokens?: SQL;
}

export const column = (name: string): SQL => sql.raw(`t."${name.replaceAll('"', '""')}"`);
const literal = (key: string) => sql.raw(`'${key.replaceAll("'", "''")}'`);

const dynamicValue = (owner: BiField, path: string, scope: Scope): SQL | undefined => {
  const keys = path.slice(owner.path.length + 1).split('.');
  const args = sql.join(
    keys.map((k) => sql`${k}::text`),
    sql`, `,
  );
  // A member of a root object has no values inside a nested scope, and a nested group's member none outside it.
  if (scope.nested !== owner.nested) return undefined;
  if (owner.nested === null) return sql`jsonb_extract_path_text(${column(biColumnName(owner.path))}, ${args})`;
  return sql`jsonb_extract_path_text(${scope.element}, ${literal(owner.path.slice(owner.nested.length + 1))}, ${args})`;
};

const dynamicOwner = (path: string): BiField | undefined => {
  for (let i = path.lastIndexOf('.'); i > 0; i = path.lastIndexOf('.', i - 1)) {
    const owner = biField(path.slice(0, i));
    if (owner?.dynamic && owner.type === 'object') return owner;
  }
  return undefined;
};

const elementValue = (field: BiField, key: string, element: SQL): Pick<FieldSql, 'value' | 'tokens'> => {
  const k = literal(key);
  switch (field.type) {
    case 'keyword':
      return { value: sql`(${element}->>${k})` };
    case 'text':
      return field.multiFieldOf && field.analyzer === 'email'
        ? { value: sql`(${element}->>${k})`, tokens: sql`array[lower(btrim(${element}->>${k}))]` }
        : { value: sql`(${element}->>${k})`, tokens: sql`array(select jsonb_array_elements_text(${element}->${literal(`${key}__tokens`)}))` };
    case 'scaled_float':
      return { value: sql`(${element}->>${literal(`${key}__scaled`)})::bigint` };
    case 'date':
      return { value: sql`(timestamptz 'epoch' + (${element}->>${literal(`${key}__ms`)})::bigint * interval '1 millisecond')` };
    case 'boolean':
      return { value: sql`(${element}->>${k})::boolean` };
    case 'ip':
      return { value: sql`(${element}->>${k})::inet` };
    case 'geo_point':
      return { value: sql`(${element}->${k})` };
    default:
      return { value: sql`(${element}->>${k})::bigint` };
  }
};

const rootValue = (field: BiField): Pick<FieldSql, 'value' | 'tokens'> => {
  if (field.multiFieldOf) {
    const parent = column(biColumnName(field.multiFieldOf));
    // `.raw` sub-fields: keyword (the value itself) or the email analyser (the address lower-cased).
    return field.type === 'keyword' ? { value: parent } : { value: parent, tokens: sql`array[lower(btrim(${parent}))]` };
  }
  const value = column(biColumnName(field.path));
  return field.type === 'text' ? { value, tokens: column(biTokensColumnName(field.path)) } : { value };
};

/** The field a clause names, in its scope; `field.type` is 'unmapped' for a path the mapping lacks. */
export const resolveField = (path: string, scope: Scope): FieldSql => {
  const field = biField(path);
  if (!field) return { field: { path, type: 'keyword', nested: null, unmapped: true } as BiField };
  if (field.type === 'object' || field.type === 'nested') return { field };
  if (field.dynamic) {
    const owner = dynamicOwner(path)!;
    const value = dynamicValue(owner, path, scope);
    return value ? { field, value } : { field };
  }
  if (field.nested !== scope.nested) return { field };
  if (field.nested === null) return { field, ...rootValue(field) };
  const key = (field.multiFieldOf ?? field.path).slice(field.nested.length + 1);
  const element = elementValue(field.multiFieldOf ? { ...field, type: field.type === 'keyword' ? 'keyword' : 'text' } : field, key, scope.element!);
  return { field, ...element };
};

export const isUnmapped = (f: FieldSql) => (f.field as BiField & { unmapped?: boolean }).unmapped === true;
