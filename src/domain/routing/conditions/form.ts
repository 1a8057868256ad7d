import { z } from 'zod';

/**
 * How the inspector edits a kind's params: data, not components, so the domain stays free of React.
 * The web inspector renders one input per field (`web/.../inspector/param-field.tsx`).
 */
export type ParamField =
  | { name: string; label: string; kind: 'countries' }
  | { name: string; label: string; kind: 'multi'; options: readonly string[] }
  | { name: string; label: string; kind: 'list' }
  | { name: string; label: string; kind: 'currency'; extra: readonly string[] }
  | { name: string; label: string; kind: 'select'; options: readonly string[] }
  | { name: string; label: string; kind: 'number'; integer: boolean }
  | { name: string; label: string; kind: 'text'; hint?: string };

export interface FormFacts {
  /** In the order the form shows them: comparator first, as the sentences read. */
  readonly fields: readonly ParamField[];
  /** What a condition starts with when its kind is picked: the most common choice, not always valid (a GUID still to type). */
  readonly defaults: Readonly<Record<string, unknown>>;
}

/** Labels for param names several kinds share; a kind names its own in `formOf(…, { labels })`. */
const SHARED_LABELS: Readonly<Record<string, string>> = {
  comparator: 'Comparator',
  countries: 'Countries',
  types: 'Types',
  regexp: 'Regular expression',
};

const fallbackLabel = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/([A-Z])/g, ' $1').toLowerCase();

// The schema decides the input; the key decides between string kinds (countries, currency, regexp hint).
const fieldOf = (name: string, label: string, schema: z.ZodType): ParamField => {
  if (schema instanceof z.ZodArray) {
    if (name === 'countries') return { name, label, kind: 'countries' };
    const element = schema.element as z.ZodType;
    if (element instanceof z.ZodEnum) return { name, label, kind: 'multi', options: element.options as string[] };
    return { name, label, kind: 'list' };
  }
  if (name === 'currency') {
    const extra = schema instanceof z.ZodUnion ? (schema.options as z.ZodType[]).flatMap((o) => (o instanceof z.ZodLiteral ? [String(o.value)] : [])) : [];
    return { name, label, kind: 'currency', extra };
  }
  if (schema instanceof z.ZodEnum) return { name, label, kind: 'select', options: schema.options as string[] };
  if (schema instanceof z.ZodNumber) return { name, label, kind: 'number', integer: schema.format === 'safeint' || schema.isInt === true };
  if (name === 'regexp' || name === 'value') return { name, label, kind: 'text', hint: name === 'regexp' ? 'without delimiters, e.g. ^4[0-9]{5}$' : undefined };
  return { name, label, kind: 'text' };
};

/** The fields of a params schema in its declared order, comparator first. */
export const paramFieldsOf = (schema: z.ZodType, labels: Readonly<Record<string, string>> = {}): ParamField[] => {
  // A refined object (the counters) is still a ZodObject in zod 4; anything else has no fields to show.
  if (!(schema instanceof z.ZodObject)) return [];
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, s]) =>
    fieldOf(name, labels[name] ?? SHARED_LABELS[name] ?? fallbackLabel(name), s),
  );
  return [...fields.filter((f) => f.name === 'comparator'), ...fields.filter((f) => f.name !== 'comparator')];
};

/** A kind's form, derived from its params schema: only labels the shared ones lack and the defaults are written by hand. */
export const formOf = <P>(schema: z.ZodType<P>, facts: { defaults: Partial<Record<keyof P & string, unknown>>; labels?: Partial<Record<keyof P & string, string>> }): FormFacts => ({
  fields: paramFieldsOf(schema, facts.labels as Record<string, string> | undefined),
  defaults: facts.defaults,
});
