import { useState } from 'react';

export interface CopyValueProps {
  value: string;
  /** Names the value for the button ("Copy profile GUID"). */
  label: string;
}

/** An identifier support staff paste into tickets and other tools: shown in full, copied with one click. */
export const CopyValue = ({ value, label }: CopyValueProps) => {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    // The clipboard API exists only in secure contexts; elsewhere the value stays selectable.
    const write = navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <span className="copy-value">
      <code>{value}</code>
      <button type="button" className="button-small" aria-label={`Copy ${label}`} onClick={copy}>
        Copy
      </button>
      <span className="muted" role="status" aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select the text' : ''}
      </span>
    </span>
  );
};
