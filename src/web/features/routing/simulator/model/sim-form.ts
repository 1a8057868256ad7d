import type { SimTransaction } from '../../../../../domain/routing/evaluation';
import { flatToTransaction, transactionToFlat, type CarriedFields, type FlatField, type FlatParse } from './flat-transaction';

/** The form's state: flat strings as typed, extra data as editable rows, and what pasted JSON carried. */
export interface SimForm {
  fields: Partial<Record<FlatField, string>>;
  extra: Array<{ key: string; value: string }>;
  carried: CarriedFields;
}

export const emptyForm = (): SimForm => ({ fields: { type: 'debit', currency: 'EUR' }, extra: [], carried: {} });

export const formFromTransaction = (tx: SimTransaction): SimForm => {
  const { flat, carried } = transactionToFlat(tx);
  return { fields: flat.fields, extra: Object.entries(flat.extra).map(([key, value]) => ({ key, value })), carried };
};

export const parseForm = (form: SimForm): FlatParse => {
  const keys = form.extra.map((r) => r.key.trim()).filter(Boolean);
  const duplicate = keys.find((k, i) => keys.indexOf(k) !== i);
  if (duplicate) return { ok: false, errors: [{ field: `extra.${duplicate}`, message: 'the same key is given twice' }] };
  return flatToTransaction({ fields: form.fields, extra: Object.fromEntries(form.extra.map((r) => [r.key, r.value])) }, form.carried);
};

/** A short name for a transaction, used as the default name of a golden case. */
export const describeTransaction = (tx: SimTransaction): string =>
  [
    `${tx.amount} ${tx.currency}`,
    tx.card ? tx.card.brand : 'no card',
    tx.card?.binCountry ?? tx.customer?.billingCountry,
    tx.riskScore === undefined ? undefined : `risk ${tx.riskScore}`,
  ].filter(Boolean).join(', ');
