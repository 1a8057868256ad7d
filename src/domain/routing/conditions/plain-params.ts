import type { z } from 'zod';
import { isPlainObject } from '../plain-object';

/*
 * A condition's params read as its kind's schema reads them, without zod, where they are plainly
 * valid. As a large document's page opens every condition is put into words, and its params read
 * first: zod's walk of 5,000 conditions' params was ~30 ms of the page's main thread (the page's CSP
 * forbids zod's compiled fast path; CPU profiles of the bench's loads, 2026-11-29).
 *
 * The reader is made from the schema's own definition, once per schema, for the few forms the
 * condition kinds use: strict objects, strings (lengths, patterns), numbers (whole, bounds), enums,
 * literals, arrays (lengths), unions of these. A schema with anything else (a refinement, a
 * transform, a default) gets no reader and is always zod's. A reader only ever vouches for params:
 * where they are anything but plainly valid it answers NOT_SURE and the caller asks zod, which says
 * what is wrong. Where it answers, the answer is zod's own (property-tested in
 * plain-params.property.test.ts over every kind of the catalogue).
 */

export const NOT_SURE: unique symbol = Symbol('not sure');
type Reader = (value: unknown) => unknown;

// The parts of zod's definitions read here (zod 4's `_zod.def`, which zod documents for tools).
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}
interface SchemaDef {
  type: string;
  checks?: ReadonlyArray<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  options?: readonly z.ZodType[];
}
const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** One check as a test of the value, or null for a check this reader does not know. */
const testOf = (check: CheckDef): ((value: never) => boolean) | null => {
  switch (check.check) {
    case 'min_length':
      return check.minimum === undefined ? null : (value: { length: number }) => value.length >= check.minimum!;
    case 'max_length':
      return check.maximum === undefined ? null : (value: { length: number }) => value.length <= check.maximum!;
    case 'string_format': {
      const pattern = check.pattern;
      if (check.format !== 'regex' || !(pattern instanceof RegExp)) return null;
      // As zod tests it: from the start of the string whatever an earlier test left in lastIndex.
      return (value: string) => {
        pattern.lastIndex = 0;
        return pattern.test(value);
      };
    }
    case 'number_format':
      return check.format === 'safeint' ? (value: number) => Number.isSafeInteger(value) : null;
    case 'greater_than': {
      const bound = check.value;
      if (typeof bound !== 'number') return null;
      return check.inclusive ? (value: number) => value >= bound : (value: number) => value > bound;
    }
    case 'less_than': {
      const bound = check.value;
      if (typeof bound !== 'number') return null;
      return check.inclusive ? (value: number) => value <= bound : (value: number) => value < bound;
    }
    default:
      return null;
  }
};

/** The value itself where the type and every check hold; NOT_SURE otherwise. Null when a check is unknown. */
const checked = (def: SchemaDef, isType: (value: unknown) => boolean): Reader | null => {
  const tests = (def.checks ?? []).map((c) => testOf(c._zod.def));
  if (tests.some((t) => t === null)) return null;
  const all = tests as Array<(value: unknown) => boolean>;
  return (value) => (isType(value) && all.every((test) => test(value)) ? value : NOT_SURE);
};

const build = (schema: z.ZodType): Reader | null => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return checked(def, (v) => typeof v === 'string');
    case 'number':
      return checked(def, (v) => typeof v === 'number' && Number.isFinite(v));
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return def.checks?.length ? null : (v) => (values.has(v as string) ? v : NOT_SURE);
    }
    case 'literal': {
      const values = new Set(def.values ?? []);
      return def.checks?.length ? null : (v) => (values.has(v) ? v : NOT_SURE);
    }
    case 'array': {
      const item = def.element ? readerOf(def.element) : null;
      const length = checked(def, Array.isArray);
      if (!item || !length) return null;
      return (v) => {
        if (length(v) === NOT_SURE) return NOT_SURE;
        const list = v as unknown[];
        const out: unknown[] = [];
        // An index loop: zod reads holes as undefined, which no item reader takes.
        for (let i = 0; i < list.length; i += 1) {
          const read = item(list[i]);
          if (read === NOT_SURE) return NOT_SURE;
          out.push(read);
        }
        return out;
      };
    }
    case 'union': {
      // The first option that reads the value, as zod takes it; not sure when none does.
      const options = (def.options ?? []).map(readerOf);
      if (options.length === 0 || options.some((o) => o === null)) return null;
      const readers = options as Reader[];
      return def.checks?.length
        ? null
        : (v) => {
            for (const read of readers) {
              const out = read(v);
              if (out !== NOT_SURE) return out;
            }
            return NOT_SURE;
          };
    }
    case 'object': {
      // Strict objects only (a catchall of never): every member known, every known member present.
      if (def.checks?.length || !def.shape || !def.catchall || defOf(def.catchall).type !== 'never') return null;
      const members = Object.entries(def.shape).map(([name, member]) => [name, readerOf(member)] as const);
      if (members.some(([, read]) => read === null)) return null;
      const known = new Set(members.map(([name]) => name));
      const readers = members as ReadonlyArray<readonly [string, Reader]>;
      return (v) => {
        if (!isPlainObject(v)) return NOT_SURE;
        for (const key in v) if (!known.has(key)) return NOT_SURE;
        // In the schema's member order, as zod writes its output. A missing member reads as undefined,
        // which no reader takes (no member here is optional: an optional one has no reader).
        const out: Record<string, unknown> = {};
        for (const [name, read] of readers) {
          const member = read(v[name]);
          if (member === NOT_SURE) return NOT_SURE;
          out[name] = member;
        }
        return out;
      };
    }
    default:
      return null;
  }
};

const readers = new WeakMap<z.ZodType, Reader | null>();

/** The plain reader of `schema`, made once; null when the schema has a form this module does not read. */
export const readerOf = (schema: z.ZodType): Reader | null => {
  let reader = readers.get(schema);
  if (reader === undefined) readers.set(schema, (reader = build(schema)));
  return reader;
};

/** `schema`'s reading of `value` where it is plainly valid, else NOT_SURE (ask the schema). */
export const readPlainly = <T>(schema: z.ZodType<T>, value: unknown): T | typeof NOT_SURE => {
  const read = readerOf(schema);
  return read ? (read(value) as T | typeof NOT_SURE) : NOT_SURE;
};
