import { groupedNumber } from '../../format/grouped-number';

/** Small formatting helpers shared by the describe functions; pure. */

/** `1000` → `1,000`; numeric strings are formatted too, anything else is shown as given. */
export const formatNumber = (value: unknown): string => {
  if (typeof value === 'number' && Number.isFinite(value)) return groupedNumber(value, 6);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return groupedNumber(Number(value), 6);
  return String(value);
};

export const COMPARATOR_SYMBOLS: Readonly<Record<string, string>> = { '=': '=', '!=': '≠', '>': '>', '>=': '≥', '<': '<', '<=': '≤' };

export const comparatorSymbol = (comparator: unknown): string => COMPARATOR_SYMBOLS[String(comparator)] ?? String(comparator);

/** `in` / `notin` as words; the gateway's comparators are terse. */
export const membership = (comparator: unknown): string => (comparator === 'notin' ? 'not in' : 'in');

const MAX_COMPACT = 140;

const compactValue = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(compactValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return '{…}';
    }
  }
  return String(value);
};

/**
 * Params as `key=value, …` for conditions we cannot phrase (unknown constraint, invalid params).
 * Shown on graph nodes, so it is truncated rather than allowed to blow up a node.
 */
export const compactParams = (params: unknown): string => {
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return compactValue(params);
  const text = Object.entries(params as Record<string, unknown>)
    .map(([key, value]) => `${key}=${compactValue(value)}`)
    .join(', ');
  return text.length > MAX_COMPACT ? `${text.slice(0, MAX_COMPACT - 1)}…` : text;
};
