import type { FieldError } from '../model/flat-transaction';
import type { SimForm } from '../model/sim-form';

export interface ExtraDataRowsProps {
  rows: SimForm['extra'];
  errors: readonly FieldError[];
  onChange(rows: SimForm['extra']): void;
}

/** Extra data as key = value rows; an empty key is ignored rather than an error, so a fresh row is harmless. */
export const ExtraDataRows = ({ rows, errors, onChange }: ExtraDataRowsProps) => {
  const update = (index: number, patch: Partial<SimForm['extra'][number]>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="sim-fieldset sim-extra">
      <legend>Extra data</legend>
      {rows.map((row, index) => {
        const error = errors.find((e) => e.field === `extra.${row.key.trim()}`)?.message;
        return (
          <div className="sim-extra-row" key={index}>
            <input type="text" aria-label={`Extra data key ${index + 1}`} placeholder="key" value={row.key} onChange={(e) => update(index, { key: e.target.value })} />
            <span aria-hidden="true">=</span>
            <input type="text" aria-label={`Extra data value ${index + 1}`} placeholder="value" value={row.value} onChange={(e) => update(index, { value: e.target.value })} />
            <button type="button" className="button-small" aria-label={`Remove extra data ${index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              ×
            </button>
            {error ? <p className="field-error">{error}</p> : null}
          </div>
        );
      })}
      <button type="button" className="button-small" onClick={() => onChange([...rows, { key: '', value: '' }])}>
        Add extra data
      </button>
    </fieldset>
  );
};
