import { useMemo, useRef, useState } from 'react';
import { useRowWindow } from '@web/lib/use-row-window';
import { allCountries, countryName } from './iso-codes';

export interface CountryPickerProps {
  label: string;
  value: readonly string[];
  onChange(next: string[]): void;
  invalid?: boolean;
  describedBy?: string;
}

// Each option is one line of this many pixels, and the list at most this tall (styles.css,
// .country-options): the window is arithmetic.
const OPTION_HEIGHT = 20;
const LIST_HEIGHT = 150;

/**
 * ISO alpha-2 multi-select: chosen countries as removable chips, the rest searchable by name or code.
 * Every country matching the search is listed, but only the options in the list's view (and a few
 * around it) are in the DOM: the 60 options listed before were 120 of the inspector's ~170 elements
 * and cost a selection of a country condition ~10 ms of its frame at 1.7x CPU (style and layout).
 */
export const CountryPicker = ({ label, value, onChange, invalid, describedBy }: CountryPickerProps) => {
  const [query, setQuery] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const q = query.trim().toLowerCase();
  const matches = useMemo(() => allCountries().filter((c) => !q || c.code.toLowerCase() === q || c.name.toLowerCase().includes(q)), [q]);
  const list = useRef<HTMLDivElement>(null);
  const { start, end, onScroll, reveal } = useRowWindow(list, matches.length, OPTION_HEIGHT, 4, LIST_HEIGHT);
  // The focused option stays in the DOM however far the list is scrolled from it (removed, it would
  // drop the focus to the page): the rows drawn run from the window to it.
  const [focused, setFocused] = useState<number | null>(null);
  const from = focused === null ? start : Math.min(start, focused);
  const to = focused === null ? end : Math.max(end, focused + 1);
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
      <input
        type="text"
        placeholder="Search countries…"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          // A new search starts at its first match.
          reveal(0);
        }}
        aria-label={`Search ${label.toLowerCase()}`}
      />
      <div className="country-options" ref={list} onScroll={onScroll}>
        <div style={{ paddingTop: from * OPTION_HEIGHT, paddingBottom: (matches.length - to) * OPTION_HEIGHT }}>
          {matches.slice(from, to).map((c, i) => (
            <label key={c.code} title={`${c.name} (${c.code})`}>
              <input type="checkbox" checked={chosen.has(c.code)} onChange={() => toggle(c.code)} onFocus={() => setFocused(from + i)} onBlur={() => setFocused(null)} />
              <span>
                {c.name} ({c.code})
              </span>
            </label>
          ))}
        </div>
      </div>
    </div>
  );
};
