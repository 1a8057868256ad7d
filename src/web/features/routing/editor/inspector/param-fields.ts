import { z } from 'zod';

/** How one param is edited, derived from its zod schema (with the key deciding between string kinds). */
export type ParamField =
  | { name: string; label: string; kind: 'countries' }
  | { name: string; label: string; kind: 'multi'; options: readonly string[] }
  | { name: string; label: string; kind: 'list' }
  | { name: string; label: string; kind: 'currency'; extra: readonly string[] }
  | { name: string; label: string; kind: 'select'; options: readonly string[] }
  | { name: string; label: string; kind: 'number'; integer: boolean }
  | { name: string; label: string; kind: 'text'; hint?: string };

const LABELS: Record<string, string> = {
  comparator: 'Comparator',
  countries: 'Countries',
  types: 'Types',
  riskScore: 'Risk score',
  percentTrue: 'Share taking “then” (%)',
  cardNetworks: 'Card networks',
  isPrepaid: 'Prepaid',
  isReloadable: 'Reloadable',
  schemeRefIdExpected: 'Scheme reference id expected',
  regexp: 'Regular expression',
  connectorGuid: 'Connector GUID',
  adapterIdentifier: 'Adapter',
  methodIdentifier: 'Method',
  valueReference: 'Counted for ("merchant" or a connector GUID)',
  valueUnit: 'Unit',
  timeReference: 'Time window',
  timeUnit: 'Time unit',
};

const labelOf = (key: string) => LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/([A-Z])/g, ' $1').toLowerCase();

const fieldOf = (name: string, schema: z.ZodType): ParamField => {
  const label = labelOf(name);
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

/** The fields of a params schema in its declared order; comparator first, as sentences read. */
export const paramFields = (schema: z.ZodType): ParamField[] => {
  if (!(schema instanceof z.ZodObject)) return [];
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, s]) => fieldOf(name, s));
  return [...fields.filter((f) => f.name === 'comparator'), ...fields.filter((f) => f.name !== 'comparator')];
};
