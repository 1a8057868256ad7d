import { BI_MAPPING, type FieldMapping, type LeafMapping, type LeafType } from './mapping';

/**
 * The record's fields as a flat catalogue, the way a query names them (`customer.billing_country`,
 * `fees.entity.raw`, `items.price`): what the query engine compiles against, what the sandbox's
 * table columns are made from, and what the query console completes.
 */
export interface BiField {
  /** Dotted path as queries write it. */
  path: string;
  type: LeafType | 'object' | 'nested';
  /** The closest enclosing nested group (`items`, `postprocessing.jobs`), or null at the root level. */
  nested: string | null;
  /** scaled_float: stored as round(value × factor). */
  scalingFactor?: number;
  format?: string;
  analyzer?: 'standard' | 'email';
  /** A multi-field (`entity.raw`): the path of the field whose value it indexes. */
  multiFieldOf?: string;
  /** object with `dynamic`: members are free keys, indexed as keyword. */
  dynamic?: boolean;
}

const walk = (properties: Readonly<Record<string, FieldMapping>>, prefix: string, nested: string | null, out: BiField[]) => {
  for (const [name, m] of Object.entries(properties)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (m.type === 'object' || m.type === 'nested') {
      out.push({ path, type: m.type, nested, ...(m.dynamic ? { dynamic: true } : {}) });
      if (m.properties) walk(m.properties, path, m.type === 'nested' ? path : nested, out);
      continue;
    }
    const leaf = m as LeafMapping;
    out.push(leafField(path, leaf, nested));
    for (const [sub, subMapping] of Object.entries(leaf.fields ?? {})) out.push({ ...leafField(`${path}.${sub}`, subMapping, nested), multiFieldOf: path });
  }
  return out;
};

const leafField = (path: string, m: LeafMapping, nested: string | null): BiField => ({
  path,
  type: m.type,
  nested,
  ...(m.scaling_factor !== undefined ? { scalingFactor: m.scaling_factor } : {}),
  ...(m.format !== undefined ? { format: m.format } : {}),
  ...(m.type === 'text' ? { analyzer: m.analyzer ?? 'standard' } : {}),
});

export const BI_FIELDS: readonly BiField[] = walk(BI_MAPPING, '', null, []);

const BY_PATH = new Map(BI_FIELDS.map((f) => [f.path, f]));

/**
 * The field a query names, or for a member of a dynamic object (`extra_data.shop`) a keyword field
 * made on the fly; undefined for a path the mapping does not have.
 */
export const biField = (path: string): BiField | undefined => {
  const known = BY_PATH.get(path);
  if (known) return known;
  const dot = path.lastIndexOf('.');
  for (let i = dot; i > 0; i = path.lastIndexOf('.', i - 1)) {
    const owner = BY_PATH.get(path.slice(0, i));
    if (owner?.dynamic) return { path, type: 'keyword', nested: owner.nested, dynamic: true };
    if (owner) return undefined;
  }
  return undefined;
};

/** The leaf fields a query can search (objects and nested groups are containers, not values). */
export const BI_LEAF_FIELDS: readonly BiField[] = BI_FIELDS.filter((f) => f.type !== 'object' && f.type !== 'nested');

/** The nested groups (`items`, `fees`, `postprocessing.jobs`, …). */
export const BI_NESTED_PATHS: readonly string[] = BI_FIELDS.filter((f) => f.type === 'nested').map((f) => f.path);
