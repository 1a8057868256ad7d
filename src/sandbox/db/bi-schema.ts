import { bigint, bigserial, boolean, index, uniqueIndex, inet, integer, jsonb, pgTable, text, timestamp, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { BI_FIELDS, type BiField } from '@domain/bi/fields';

/**
 * The BI data source's index: one row per record (one per transaction attempt, `_id` = `uuid`),
 * made from the domain's BI field catalogue so a field added to the mapping becomes a column here.
 *
 * - Every leaf outside a nested group is a typed column named by its path (`customer.billing_city`
 *   → `customer__billing_city`): aggregations and sorts read narrow columns, never the document.
 *   scaled_float columns hold round(value × factor) as bigint, exactly what the search engine stores.
 * - A text field also has `<column>__tokens`: its analysed tokens in order (term, match, phrase).
 * - Nested groups and dynamic objects are jsonb columns holding the record's array or object.
 * - `_doc` is the `_source` as written; `_seq` is the index order (ties of sorts, `_doc` sort);
 *   `_visible_at` is when the record becomes searchable (the indexing delay).
 */

type IndexColumn = Parameters<ReturnType<typeof index>['on']>[0] & { op(opClass: string): IndexColumn; desc(): IndexColumn; nullsLast(): IndexColumn };

export const biColumnName = (path: string) => path.replaceAll('.', '__');
export const biTokensColumnName = (path: string) => `${biColumnName(path)}__tokens`;

/** The fields that are columns of their own: leaves and dynamic objects outside nested groups, and the nested groups themselves. */
export const BI_COLUMN_FIELDS: readonly BiField[] = BI_FIELDS.filter(
  (f) => !f.multiFieldOf && (f.type === 'nested' ? f.nested === null : f.nested === null && (f.type !== 'object' || f.dynamic)),
);

/**
 * What the writer adds beside a nested group's member in each element of the group's column
 * (store/bi-row.ts), for the query engine to compare instead of the raw value: `<key>__tokens`
 * (analysed text), `<key>__scaled` (round(value × factor)), `<key>__ms` (a date as epoch ms).
 */
export const derivedMemberKey = (key: string, f: BiField): string | null =>
  f.type === 'text' ? `${key}__tokens` : f.type === 'scaled_float' ? `${key}__scaled` : f.type === 'date' ? `${key}__ms` : null;

/** Per nested group (root-level, with a column of its own): its members (path relative to the group) and the keys derived beside them. */
export const NESTED_MEMBERS = new Map<string, Array<{ key: string; field: BiField }>>();
export const NESTED_DERIVED_KEYS = new Map<string, Set<string>>();
for (const f of BI_FIELDS) {
  if (f.nested === null || f.multiFieldOf || f.type === 'object' || f.type === 'nested') continue;
  const key = f.path.slice(f.nested.length + 1);
  NESTED_MEMBERS.set(f.nested, [...(NESTED_MEMBERS.get(f.nested) ?? []), { key, field: f }]);
  const derived = derivedMemberKey(key, f);
  if (derived) NESTED_DERIVED_KEYS.set(f.nested, (NESTED_DERIVED_KEYS.get(f.nested) ?? new Set()).add(derived));
}

/**
 * The root fields whose column holds the value as written, or a form it can be written back from
 * (a date as its `yyyy-MM-dd HH:mm:ss` text, an amount as round(value × factor), a nested group's
 * elements with the derived member keys left out): a `_source` filter naming only these is
 * answered from the columns (engine/bi/execute/source-fetch.ts) in the records the writer marks
 * `_columns_exact`. Not here: multi-fields (not in `_source`) and `yyyy-MM-dd` dates (a timestamp column).
 */
export const SOURCE_COLUMN_FIELDS: readonly BiField[] = BI_COLUMN_FIELDS.filter((f) => !(f.type === 'date' && f.format === 'yyyy-MM-dd'));

const columnOf = (f: BiField): PgColumnBuilderBase => {
  const name = biColumnName(f.path);
  switch (f.type) {
    case 'keyword':
    case 'text':
      return text(name);
    case 'date':
      return timestamp(name, { withTimezone: true, mode: 'string' });
    case 'scaled_float':
    case 'long':
      return bigint(name, { mode: 'number' });
    case 'integer':
    case 'byte':
    case 'short':
      return integer(name);
    case 'boolean':
      return boolean(name);
    case 'ip':
      return inet(name);
    default:
      // geo_point, dynamic objects, nested groups
      return jsonb(name);
  }
};

const fieldColumns: Record<string, PgColumnBuilderBase> = {};
for (const f of BI_COLUMN_FIELDS) {
  // `_id` is the record's uuid: every record has one, and it is unique.
  fieldColumns[biColumnName(f.path)] = f.path === 'uuid' ? text('uuid').primaryKey() : columnOf(f);
  if (f.type === 'text') fieldColumns[biTokensColumnName(f.path)] = text(biTokensColumnName(f.path)).array();
}

export const biRecords = pgTable(
  'bi_records',
  {
    _seq: bigserial('_seq', { mode: 'number' }).notNull(),
    _doc: jsonb('_doc').$type<Record<string, unknown>>().notNull(),
    _visible_at: timestamp('_visible_at', { withTimezone: true }).notNull(),
    // Whether SOURCE_COLUMN_FIELDS' columns give back `_doc`'s values exactly, and which of those
    // fields were written as JSON null (a column's NULL alone cannot tell null from missing).
    _columns_exact: boolean('_columns_exact').notNull().default(false),
    _null_leaves: text('_null_leaves').array(),
    ...fieldColumns,
  },
  (t) => {
    // The field columns are built from the catalogue, so their names are not in the static type.
    const column = (name: string) => (t as unknown as Record<string, IndexColumn>)[name]!;
    // Query indexes (the BI engine, src/sandbox/engine/bi; chosen and measured in its README section):
    // every query filters one tenant and almost every one a created_at range; the hot text fields
    // and the nested groups queried by value get GIN (token arrays; jsonb_path_ops containment).
    const gin = (name: string) => index(`bi_records_${name}_gin`).using('gin', column(name));
    const ginPath = (name: string) => index(`bi_records_${name}_gin`).using('gin', column(name).op('jsonb_path_ops'));
    return [
      // (tenant_guid, created_at) ascending is migration 0006's covering index (drizzle has no INCLUDE).
      // OpenSearch sorts missing values last in both directions: `created_at desc nulls last` needs its own order.
      index('bi_records_tenant_created_desc_idx').on(column('tenant_guid'), column('created_at').desc().nullsLast()),
      // (tenant_guid, meta_connector_guid, created_at, uuid) INCLUDE (the other filters of a
      // meta-connector's first attempts) is migration 0008's, written by hand (drizzle has no INCLUDE).
      gin('description__tokens'),
      gin('merchant_txid__tokens'),
      ginPath('items'),
      ginPath('fees'),
      ginPath('errors'),
      ginPath('extra_data'),
      uniqueIndex('bi_records_seq_idx').on(t._seq),
      index('bi_records_created_at_idx').on(column('created_at')),
      index('bi_records_visible_at_idx').on(t._visible_at),
      index('bi_records_broker_id_idx').on(column('broker_id')),
      index('bi_records_related_id_idx').on(column('related_id')),
    ];
  },
);
