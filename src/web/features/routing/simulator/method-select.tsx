import { useId } from 'react';
import type { MultiMethodDocument } from '@domain/routing/document';

/** A labelled select of a multi-method document's payment methods (single and batch simulation). */
export const MethodSelect = ({ label, doc, value, onChange }: { label: string; doc: MultiMethodDocument; value: string; onChange: (method: string) => void }) => {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {doc.methods.map((m) => (
          <option key={m.method} value={m.method}>
            {m.method}
          </option>
        ))}
      </select>
    </div>
  );
};
