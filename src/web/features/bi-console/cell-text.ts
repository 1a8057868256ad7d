import { formatAmount, formatNumber } from '@web/lib/format';

/** A value as one table cell shows it: numbers grouped, objects as compact JSON, nothing as an en dash. */
export const cellText = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'number') return formatNumber(value, 3);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/**
 * A record's field as its cell shows it: an amount with its record's currency's minor units (a BI
 * number such as 13.251 reads as a thousands-separated count in half the world's locales).
 */
export const fieldText = (source: Record<string, unknown>, path: string): string => {
  const value = valueAtPath(source, path);
  if (typeof value === 'number' && (path === 'amount' || path === 'base_amount')) return formatAmount(value, path === 'amount' && typeof source.currency === 'string' ? source.currency : '');
  return cellText(value);
};

/** The value at a dotted path of a record (`creditcard.bin_country`). */
export const valueAtPath = (source: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), source);
