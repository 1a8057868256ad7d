import type { ConstraintId } from '../condition-params';

/**
 * Which conditions the analysis reasons about (issue 13, "state which"). Every other condition is
 * unknown: both branches keep what arrived, and the analysis never warns because of it. Counters
 * change with traffic, regexes and BIN data cannot be enumerated soundly, and the yes/no flags,
 * initial connector/adapter, network and IBAN rules are left unknown on purpose: a false alarm
 * costs more trust than a missed warning.
 */
export const REASONED_CONSTRAINTS: readonly ConstraintId[] = [
  'Currency',
  'AmountCurrency',
  'CustomerCountry',
  'CustomerIpCountry',
  'CreditcardBinCountry',
  'CreditcardType',
  'TransactionType',
  'RiskScore',
  // `=` / `!=` only; `matches` is unknown, and so is the key `currency` (it falls back to the
  // transaction currency, which ties it to another field).
  'ExtraData',
  // Only 0 % and 100 % decide anything; every other share sends traffic both ways.
  'RandomLoadBalancer',
];

const reasoned = new Set<string>(REASONED_CONSTRAINTS);

export const isReasoned = (constraint: string): boolean => reasoned.has(constraint);
