import { useState } from 'react';

export interface ListInputProps {
  id: string;
  value: readonly string[];
  onChange(next: string[]): void;
  invalid?: boolean;
  describedBy?: string;
}

const parse = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/** Free-form values (BIN levels, card networks) as comma-separated text; the text is kept while typing. */
export const ListInput = ({ id, value, onChange, invalid, describedBy }: ListInputProps) => {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <input
      id={id}
      type="text"
      value={text}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      placeholder="comma-separated, e.g. PREMIUM, CORPORATE"
      onChange={(e) => {
        setText(e.target.value);
        onChange(parse(e.target.value));
      }}
    />
  );
};
