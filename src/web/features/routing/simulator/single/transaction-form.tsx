import { BIN_SEGMENTS, BIN_TYPES, CARD_TYPES, TRANSACTION_TYPES } from '@domain/routing/condition-params';
import type { CounterQuery } from '@domain/routing/evaluation';
import { FIELD_LABELS, type FieldError, type FlatField } from '../model/flat-transaction';
import type { SimForm } from '../model/sim-form';
import { CounterRows } from './counter-rows';
import { ExtraDataRows } from './extra-data-rows';

interface FieldSpec {
  field: FlatField;
  placeholder?: string;
  options?: readonly string[];
  list?: readonly string[];
}

// Grouped as a payment person reads a transaction: what, the card, who, and the rest.
const GROUPS: Array<{ legend: string; fields: FieldSpec[] }> = [
  { legend: 'Transaction', fields: [{ field: 'type', options: TRANSACTION_TYPES }, { field: 'amount', placeholder: '1200.00' }, { field: 'currency', placeholder: 'EUR' }] },
  {
    legend: 'Card',
    fields: [
      { field: 'cardBrand', list: CARD_TYPES, placeholder: 'visa' }, { field: 'bin', placeholder: '411111' }, { field: 'binCountry', placeholder: 'DE' },
      { field: 'binLevel', placeholder: 'PREMIUM' }, { field: 'binType', options: ['', ...BIN_TYPES] }, { field: 'binSegment', options: ['', ...BIN_SEGMENTS] },
      { field: 'prepaid', options: ['', 'yes', 'no'] },
    ],
  },
  { legend: 'Customer', fields: [{ field: 'customerCountry', placeholder: 'DE' }, { field: 'ipCountry', placeholder: 'DE' }, { field: 'ipAddress', placeholder: '185.60.216.35' }] },
  {
    legend: 'Other',
    fields: [{ field: 'riskScore', placeholder: '0' }, { field: 'recurring', options: ['', 'yes', 'no'] }, { field: 'schemeReferenceId' }, { field: 'iban', placeholder: 'DE89…' }],
  },
];

export interface TransactionFormProps {
  form: SimForm;
  errors: readonly FieldError[];
  /** Counters the documents ask for: offered as rows to fill in. */
  asked?: readonly CounterQuery[];
  onChange(form: SimForm): void;
}

/** The transaction as flat fields; blank means "not given", which is what most rules need to see. */
export const TransactionForm = ({ form, errors, asked = [], onChange }: TransactionFormProps) => {
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const set = (field: FlatField, value: string) => onChange({ ...form, fields: { ...form.fields, [field]: value } });
  return (
    <div className="sim-form">
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="sim-fieldset">
          <legend>{group.legend}</legend>
          {group.fields.map(({ field, placeholder, options, list }) => {
            const id = `sim-${field}`;
            const error = errorOf(field);
            const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
            return (
              <div className="field" key={field}>
                <label htmlFor={id}>{FIELD_LABELS[field]}</label>
                {options ? (
                  <select {...common} value={form.fields[field] ?? ''} onChange={(e) => set(field, e.target.value)}>
                    {options.map((o) => (
                      <option key={o} value={o}>
                        {o || '—'}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input {...common} type="text" list={list ? `${id}-list` : undefined} placeholder={placeholder ? `e.g. ${placeholder}` : undefined} value={form.fields[field] ?? ''} onChange={(e) => set(field, e.target.value)} />
                )}
                {list ? (
                  <datalist id={`${id}-list`}>
                    {list.map((o) => (
                      <option key={o} value={o} />
                    ))}
                  </datalist>
                ) : null}
                {error ? (
                  <p className="field-error" id={`${id}-error`}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
      <ExtraDataRows rows={form.extra} errors={errors} onChange={(extra) => onChange({ ...form, extra })} />
      <CounterRows rows={form.counters} asked={asked} errors={errors} onChange={(counters) => onChange({ ...form, counters })} />
    </div>
  );
};
