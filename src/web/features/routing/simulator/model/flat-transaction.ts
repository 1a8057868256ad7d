import type { z } from 'zod';
import { SimTransaction } from '@domain/routing/evaluation/transaction';

/**
 * One flat vocabulary of transaction fields for the form and for CSV columns, so a form error and a
 * CSV row error name the same field. `flatToTransaction` is the only way from flat strings to a
 * SimTransaction, and it always ends in `SimTransaction.safeParse`: the domain schema decides.
 */
export const FLAT_FIELDS = [
  'type', 'amount', 'currency',
  'cardBrand', 'bin', 'binCountry', 'binLevel', 'binType', 'binSegment', 'prepaid',
  'customerCountry', 'ipCountry', 'ipAddress',
  'riskScore', 'recurring', 'schemeReferenceId', 'iban',
] as const;
export type FlatField = (typeof FLAT_FIELDS)[number];

export const FIELD_LABELS: Record<FlatField | 'extra', string> = {
  type: 'Type', amount: 'Amount', currency: 'Currency',
  cardBrand: 'Card brand', bin: 'BIN', binCountry: 'BIN country', binLevel: 'BIN level', binType: 'BIN type', binSegment: 'BIN segment', prepaid: 'Prepaid',
  customerCountry: 'Billing country', ipCountry: 'IP country', ipAddress: 'IP address',
  riskScore: 'Risk score', recurring: 'Recurring', schemeReferenceId: 'Scheme reference id', iban: 'IBAN', extra: 'Extra data',
};

export interface FlatTransaction {
  fields: Partial<Record<FlatField, string>>;
  extra: Record<string, string>;
}

/** Transaction fields the flat vocabulary does not cover (from pasted JSON): carried along untouched. */
export type CarriedFields = Pick<SimTransaction, 'initialConnectorGuid' | 'initialAdapter' | 'paymentMethod'> & {
  card?: Pick<NonNullable<SimTransaction['card']>, 'network' | 'reloadable' | 'lookupStatus'>;
};

export interface FieldError {
  field: string;
  message: string;
}

export type FlatParse = { ok: true; transaction: SimTransaction } | { ok: false; errors: FieldError[] };

const FIELD_OF_PATH: Record<string, FlatField> = {
  transactionType: 'type', amount: 'amount', currency: 'currency', riskScore: 'riskScore', recurring: 'recurring',
  schemeReferenceId: 'schemeReferenceId', iban: 'iban', card: 'cardBrand', 'card.brand': 'cardBrand', 'card.bin': 'bin',
  'card.binCountry': 'binCountry', 'card.binLevel': 'binLevel', 'card.binType': 'binType', 'card.binSegment': 'binSegment',
  'card.prepaid': 'prepaid', 'customer.billingCountry': 'customerCountry', 'customer.ipCountry': 'ipCountry', 'customer.ipAddress': 'ipAddress',
};

/** A zod issue path as the flat field (or `extra.<key>`) it came from; other paths stay dotted. */
export const fieldOfPath = (path: readonly PropertyKey[]): string => {
  const dotted = path.map(String).join('.');
  if (path[0] === 'extraData' && path.length > 1) return `extra.${String(path[1])}`;
  return FIELD_OF_PATH[dotted] ?? (dotted || 'transaction');
};

/** How JSON input names a field: its dotted path, as the user wrote it. */
export const jsonPath = (path: readonly PropertyKey[]): string => path.map(String).join('.') || 'transaction';

export const issuesToErrors = (error: z.ZodError, fieldOf: (path: readonly PropertyKey[]) => string = fieldOfPath): FieldError[] =>
  error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message }));

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n']);
/** "yes"/"true"/"1" and their opposites; anything else is left as text so the schema reports it. */
const flag = (raw: string): boolean | string => (YES.has(raw.toLowerCase()) ? true : NO.has(raw.toLowerCase()) ? false : raw);
/** "1,200.50" → "1200.50": people write thousands separators; the schema wants a plain decimal. */
const plainAmount = (raw: string) => (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw) ? raw.replaceAll(',', '') : raw);
const integer = (raw: string): number | string => (/^-?\d+$/.test(raw) ? Number(raw) : raw);

const compact = <T extends object>(value: T): T | undefined => {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
};

/** Blank strings mean "not given"; a blank type means a debit, the most common question. */
export const flatToTransaction = ({ fields, extra }: FlatTransaction, carried: CarriedFields = {}): FlatParse => {
  const get = (field: FlatField) => {
    const value = fields[field]?.trim();
    return value ? value : undefined;
  };
  const upper = (field: FlatField) => get(field)?.toUpperCase();
  const prepaid = get('prepaid');
  const recurring = get('recurring');
  const risk = get('riskScore');
  const cardFields = compact({
    bin: get('bin'), binCountry: upper('binCountry'), binLevel: get('binLevel'), binType: upper('binType'),
    binSegment: get('binSegment'), prepaid: prepaid === undefined ? undefined : flag(prepaid), ...carried.card,
  });
  const brand = get('cardBrand')?.toLowerCase();
  const candidate = compact({
    transactionType: get('type')?.toLowerCase() ?? 'debit',
    amount: plainAmount(get('amount') ?? ''),
    currency: upper('currency') ?? '',
    card: brand || cardFields ? { brand, ...cardFields } : undefined,
    customer: compact({ billingCountry: upper('customerCountry'), ipCountry: upper('ipCountry'), ipAddress: get('ipAddress') }),
    riskScore: risk === undefined ? undefined : integer(risk),
    extraData: compact(Object.fromEntries(Object.entries(extra).filter(([k]) => k.trim() !== '').map(([k, v]) => [k.trim(), v]))),
    recurring: recurring === undefined ? undefined : flag(recurring),
    schemeReferenceId: get('schemeReferenceId'),
    iban: get('iban')?.replaceAll(' ', '').toUpperCase(),
    initialConnectorGuid: carried.initialConnectorGuid,
    initialAdapter: carried.initialAdapter,
    paymentMethod: carried.paymentMethod,
  })!;
  const parsed = SimTransaction.safeParse(candidate);
  return parsed.success ? { ok: true, transaction: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error) };
};

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');

/** The reverse, for presets and pasted JSON: the flat fields plus what they cannot hold. */
export const transactionToFlat = (tx: SimTransaction): { flat: FlatTransaction; carried: CarriedFields } => {
  const { card, customer } = tx;
  const fields: FlatTransaction['fields'] = {
    type: tx.transactionType, amount: tx.amount, currency: tx.currency,
    cardBrand: card?.brand, bin: card?.bin, binCountry: card?.binCountry, binLevel: card?.binLevel, binType: card?.binType,
    binSegment: card?.binSegment, prepaid: yesNo(card?.prepaid),
    customerCountry: customer?.billingCountry, ipCountry: customer?.ipCountry, ipAddress: customer?.ipAddress,
    riskScore: tx.riskScore === undefined ? undefined : String(tx.riskScore), recurring: yesNo(tx.recurring),
    schemeReferenceId: tx.schemeReferenceId, iban: tx.iban,
  };
  const carried: CarriedFields = compact({
    initialConnectorGuid: tx.initialConnectorGuid, initialAdapter: tx.initialAdapter, paymentMethod: tx.paymentMethod,
    card: card && compact({ network: card.network, reloadable: card.reloadable, lookupStatus: card.lookupStatus }),
  }) ?? {};
  return { flat: { fields: compact(fields) ?? {}, extra: { ...tx.extraData } }, carried };
};
