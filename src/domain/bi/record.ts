import { z } from 'zod';
import { BI_ENUMS, BI_MAPPING, type BiMapping, type FieldMapping, type LeafMapping, type LeafType } from './mapping';

/**
 * The BI transaction record (the `_source` of a hit), derived from `BI_MAPPING` so the mapping
 * stays the one source. Every member is optional and nullable, as in the search engine, where a
 * missing field and `null` both mean "no value". Declared objects are strict: a member the mapping
 * does not know is refused at the write boundary instead of being silently unsearchable.
 */

export interface GeoPoint {
  lat: number;
  lon: number;
}

type LeafValue<T extends LeafType> = T extends 'keyword' | 'text' | 'date' | 'ip' ? string : T extends 'boolean' ? boolean : T extends 'geo_point' ? GeoPoint : number;

type ValueOf<M> = M extends { type: 'nested'; properties: infer P }
  ? ObjectOf<P>[]
  : M extends { type: 'object'; properties: infer P }
    ? ObjectOf<P>
    : M extends { dynamic: true }
      ? Record<string, unknown>
      : M extends { type: infer T extends LeafType }
        ? LeafValue<T>
        : never;

type ObjectOf<P> = { -readonly [K in keyof P]?: ValueOf<P[K]> | null };

export type BiRecord = ObjectOf<BiMapping>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const enumValues = BI_ENUMS as Readonly<Record<string, readonly string[]>>;

const INTEGER_RANGES: Partial<Record<LeafType, readonly [number, number]>> = {
  byte: [-128, 127],
  short: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  long: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

const leafSchema = (path: string, m: LeafMapping): z.ZodType => {
  const allowed = enumValues[path];
  switch (m.type) {
    case 'keyword':
      return allowed ? z.enum(allowed as [string, ...string[]]) : z.string();
    case 'text':
      return z.string();
    case 'date':
      return z.string().regex(m.format === 'yyyy-MM-dd' ? DAY : DATE_TIME, `a date in the format ${m.format}`);
    case 'ip':
      return z.union([z.ipv4(), z.ipv6()]);
    case 'boolean':
      return z.boolean();
    case 'geo_point':
      return z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
    case 'scaled_float':
      return z.number().finite();
    default: {
      const [min, max] = INTEGER_RANGES[m.type] ?? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
      return z.number().int().min(min).max(max);
    }
  }
};

const fieldSchema = (path: string, m: FieldMapping): z.ZodType => {
  if (m.type === 'object' || m.type === 'nested') {
    const object = m.properties ? objectSchema(path, m.properties) : z.record(z.string(), z.unknown());
    return m.type === 'nested' ? z.array(object) : object;
  }
  return leafSchema(path, m as LeafMapping);
};

const objectSchema = (prefix: string, properties: Readonly<Record<string, FieldMapping>>) =>
  z.strictObject(Object.fromEntries(Object.entries(properties).map(([name, m]) => [name, fieldSchema(prefix ? `${prefix}.${name}` : name, m).nullish()])));

export const BiRecord = objectSchema('', BI_MAPPING) as unknown as z.ZodType<BiRecord>;
