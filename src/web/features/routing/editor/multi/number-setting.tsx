import { useId, useState } from 'react';
import { FieldError } from '../inspector/field-error';

export interface NumberSettingProps {
  label: string;
  /** The document's value; null or undefined is "omitted": the gateway keeps its current value. */
  value: number | null | undefined;
  /** The live document's value, shown as what "keep current" keeps. */
  current: number | null | undefined;
  min: number;
  max?: number;
  /** How to say the allowed range in an error, e.g. "a whole number from 0 to 9". */
  range: string;
  help: string;
  onChange: (value: number | null) => void;
}

type Parsed = { ok: true; value: number | null } | { ok: false };

const parse = (text: string, min: number, max: number | undefined): Parsed => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const n = Number(trimmed);
  return n >= min && (max === undefined || n <= max) ? { ok: true, value: n } : { ok: false };
};

const shown = (value: number | null | undefined) => (value == null ? '' : String(value));

/**
 * A whole-number document setting typed as text, so nothing the user types is silently changed:
 * a value out of range is refused with a message naming the range, and the document keeps its
 * value; an empty field means "keep current" (the field is omitted from the save).
 */
export const NumberSetting = ({ label, value, current, min, max, range, help, onChange }: NumberSettingProps) => {
  const id = useId();
  const [text, setText] = useState(shown(value));
  const [seen, setSeen] = useState(value);
  // The document changed elsewhere (undo, the JSON view, a draft): show its value.
  if (seen !== value) {
    setSeen(value);
    setText(shown(value));
  }
  const parsed = parse(text, min, max);
  const error = parsed.ok ? [] : [`${label} must be ${range}; “${text.trim()}” was not applied, the document keeps ${value == null ? 'the current value' : value}.`];
  return (
    <div className={`field${error.length ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder={`Keep current${current == null ? '' : ` (${current})`}`}
        value={text}
        aria-invalid={error.length > 0}
        aria-describedby={`${id}-error ${id}-help`}
        onChange={(e) => {
          setText(e.target.value);
          const next = parse(e.target.value, min, max);
          if (next.ok && next.value !== (value ?? null)) onChange(next.value);
        }}
      />
      <FieldError id={`${id}-error`} messages={error} />
      <p className="muted" id={`${id}-help`}>
        {help}
      </p>
    </div>
  );
};
