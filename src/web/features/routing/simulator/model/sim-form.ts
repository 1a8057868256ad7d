import type { CounterValue, SimTransaction } from '@domain/routing/evaluation';
import { parseCounterRows, rowOfValue, type CounterRow } from './counter-input';
import { flatToTransaction, transactionToFlat, type CarriedFields, type FieldError, type FlatField } from './flat-transaction';

/** The form's state: flat strings as typed, extra data and counters as editable rows, and what pasted JSON carried. */
export interface SimForm {
  fields: Partial<Record<FlatField, string>>;
  extra: Array<{ key: string; value: string }>;
  counters: CounterRow[];
  carried: CarriedFields;
}

/** What a simulation runs on: the transaction and the counters the gateway would know. */
export interface SimInput {
  tx: SimTransaction;
  counters: CounterValue[];
}

export type FormParse = ({ ok: true } & SimInput) | { ok: false; errors: FieldError[] };

export const emptyForm = (): SimForm => ({ fields: { type: 'debit', currency: 'EUR' }, extra: [], counters: [], carried: {} });

export const formFromTransaction = (tx: SimTransaction, counters: readonly CounterValue[] = []): SimForm => {
  const { flat, carried } = transactionToFlat(tx);
  return { fields: flat.fields, extra: Object.entries(flat.extra).map(([key, value]) => ({ key, value })), counters: counters.map(rowOfValue), carried };
};

export const parseForm = (form: SimForm): FormParse => {
  const keys = form.extra.map((r) => r.key.trim()).filter(Boolean);
  const duplicate = keys.find((k, i) => keys.indexOf(k) !== i);
  if (duplicate) return { ok: false, errors: [{ field: `extra.${duplicate}`, message: 'the same key is given twice' }] };
  const parsed = flatToTransaction({ fields: form.fields, extra: Object.fromEntries(form.extra.map((r) => [r.key, r.value])) }, form.carried);
  const counters = parseCounterRows(form.counters);
  const errors = [...(parsed.ok ? [] : parsed.errors), ...counters.errors];
  return parsed.ok && !errors.length ? { ok: true, tx: parsed.transaction, counters: counters.counters } : { ok: false, errors };
};

/** A short name for a transaction, used as the default name of a golden case. */
export const describeTransaction = (tx: SimTransaction): string =>
  [
    `${tx.amount} ${tx.currency}`,
    tx.card ? tx.card.brand : 'no card',
    tx.card?.binCountry ?? tx.customer?.billingCountry,
    tx.riskScore === undefined ? undefined : `risk ${tx.riskScore}`,
  ].filter(Boolean).join(', ');
