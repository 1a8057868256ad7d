import type { Interval } from '@domain/outcomes/outcome-estimate';
import { formatCount, formatMoney, formatNumber, formatShare } from '../../lib/format';

/**
 * How an outcome figure reads: a rate as a percentage, a difference of rates in percentage points
 * with its sign, money whole in the base currency (a window's fees are thousands, cents are noise
 * beside their interval). Every figure comes with its 95 % interval in the same unit.
 */
export type FigureKind = 'rate' | 'rate-difference' | 'money' | 'money-difference';

const MINUS = '\u2212';
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : value < 0 ? `${MINUS}${text}` : text);

export const formatFigure = (value: number, kind: FigureKind, currency: string): string => {
  switch (kind) {
    case 'rate':
      return formatShare(value);
    case 'rate-difference':
      // Rounded first, so a difference that shows as 0 carries no sign.
      return `${signed(formatNumber(Math.abs(value) * 100, 1), Math.round(value * 1000))} pp`;
    case 'money':
      return formatMoney(value, currency, { whole: true });
    case 'money-difference':
      return signed(formatMoney(Math.abs(value), currency, { whole: true }), Math.round(value));
  }
};

/** "95 %: +0.5 pp to +1.1 pp", the interval in words a person reads aloud. */
export const formatInterval = (interval: Interval, kind: FigureKind, currency: string): string =>
  `95 %: ${formatFigure(interval.low, kind, currency)} to ${formatFigure(interval.high, kind, currency)}`;

/**
 * Payments behind a figure. A load balancer splits a payment's weight between its sides, so a count
 * can be fractional: "about 507", not "506.5 payments", which no one can have (seen at 1280×800).
 */
export const formatPayments = (payments: number): string => (Number.isInteger(payments) ? formatCount(payments) : `about ${formatCount(Math.round(payments))}`);

/** "1 payment", "73 payments", "about 78 payments": the count and its noun, as formatPayments counts. */
export const formatPaymentCount = (payments: number): string => `${formatPayments(payments)} ${payments === 1 ? 'payment' : 'payments'}`;
