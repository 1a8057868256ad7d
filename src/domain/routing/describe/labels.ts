/** Display names for the catalogue's enumerated values; the gateway spells them for machines. */

export const CARD_TYPE_LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  visa_electron: 'Visa Electron',
  mastercard: 'Mastercard',
  amex: 'Amex',
  diners: 'Diners',
  jcb: 'JCB',
  discover: 'Discover',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  uatp: 'UATP',
  dinacard: 'DinaCard',
  mada: 'mada',
  meeza: 'Meeza',
  elo: 'Elo',
  troy: 'Troy',
};

export const BIN_TYPE_LABELS: Readonly<Record<string, string>> = { CREDIT: 'Credit', DEBIT: 'Debit' };

export const LOOKUP_STATUS_LABELS: Readonly<Record<string, string>> = { success: 'success', no_data: 'no data', error: 'error' };

export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string => labels[value] ?? value;

export const listOf = (values: readonly string[], labels?: Readonly<Record<string, string>>): string =>
  values.map((v) => (labels ? labelOf(labels, v) : v)).join(', ');
