const NUMBER = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });

/** A value as one table cell shows it: numbers grouped, objects as compact JSON, nothing as an en dash. */
export const cellText = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'number') return NUMBER.format(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** The value at a dotted path of a record (`creditcard.bin_country`). */
export const valueAtPath = (source: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), source);
