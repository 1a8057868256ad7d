export interface KeyValueRow {
  key: string;
  value: string;
}

export interface KeyValueRowsProps {
  legend: string;
  rows: readonly KeyValueRow[];
  onChange(rows: KeyValueRow[]): void;
  error?: string | undefined;
}

/** String key/value pairs (extraData) as rows; a row with an empty key is dropped, so a fresh row is harmless. */
export const KeyValueRows = ({ legend, rows, onChange, error }: KeyValueRowsProps) => {
  const update = (index: number, patch: Partial<KeyValueRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="form-fieldset key-value-rows">
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        <div className="key-value-row" key={index}>
          <input type="text" aria-label={`${legend} key ${index + 1}`} placeholder="key" value={row.key} onChange={(e) => update(index, { key: e.target.value })} />
          <span aria-hidden="true">=</span>
          <input type="text" aria-label={`${legend} value ${index + 1}`} placeholder="value" value={row.value} onChange={(e) => update(index, { value: e.target.value })} />
          <button type="button" className="button-small" aria-label={`Remove ${legend} row ${index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            ×
          </button>
        </div>
      ))}
      <button type="button" className="button-small" onClick={() => onChange([...rows, { key: '', value: '' }])}>
        Add {legend.toLowerCase()}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};

/** The rows as a record; undefined when none has a key, so an empty list sends nothing. */
export const rowsToRecord = (rows: readonly KeyValueRow[]): Record<string, string> | undefined => {
  const entries = rows.filter((r) => r.key.trim() !== '').map((r) => [r.key.trim(), r.value] as const);
  return entries.length ? Object.fromEntries(entries) : undefined;
};

export const recordToRows = (record: Readonly<Record<string, string>> | undefined): KeyValueRow[] => Object.entries(record ?? {}).map(([key, value]) => ({ key, value }));
