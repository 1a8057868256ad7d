import { useMemo, useState } from 'react';
import { allCountries, countryName } from './iso-codes';

export interface CountryPickerProps {
  label: string;
  value: readonly string[];
  onChange(next: string[]): void;
  invalid?: boolean;
  describedBy?: string;
}

/** ISO alpha-2 multi-select: chosen countries as removable chips, the rest searchable by name or code. */
export const CountryPicker = ({ label, value, onChange, invalid, describedBy }: CountryPickerProps) => {
  const [query, setQuery] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const q = query.trim().toLowerCase();
  const matches = useMemo(
    () => allCountries().filter((c) => !q || c.code.toLowerCase() === q || c.name.toLowerCase().includes(q)).slice(0, 60),
    [q],
  );
  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <div className="country-picker" role="group" aria-label={label} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <div className="chips" aria-label={`Chosen ${label.toLowerCase()}`}>
        {value.length === 0 ? <span className="muted">None chosen</span> : null}
        {value.map((code) => (
          <span key={code} className="chip">
            {countryName(code)} ({code})
            <button type="button" aria-label={`Remove ${countryName(code)}`} onClick={() => toggle(code)}>
              ×
            </button>
          </span>
        ))}
      </div>
      <input type="text" placeholder="Search countries…" value={query} onChange={(e) => setQuery(e.target.value)} aria-label={`Search ${label.toLowerCase()}`} />
      <div className="country-options">
        {matches.map((c) => (
          <label key={c.code}>
            <input type="checkbox" checked={chosen.has(c.code)} onChange={() => toggle(c.code)} />
            {c.name} ({c.code})
          </label>
        ))}
      </div>
    </div>
  );
};
