import { useId, useState } from 'react';
import type { SimTransaction } from '../../../../../domain/routing/evaluation';
import type { FieldError } from '../model/flat-transaction';
import { parsePastedTransaction } from '../model/paste-json';

/** Paste a transaction as JSON (from a log, a ticket) to fill the form; nothing changes until it parses. */
export const PasteJson = ({ onTransaction }: { onTransaction(tx: SimTransaction): void }) => {
  const id = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const fill = () => {
    const result = parsePastedTransaction(text);
    if (!result.ok) return setErrors(result.errors);
    setErrors([]);
    onTransaction(result.transaction);
  };
  return (
    <details className="sim-paste">
      <summary>Paste JSON</summary>
      <div className="field">
        <label htmlFor={id}>Transaction JSON</label>
        <textarea id={id} value={text} spellCheck={false} placeholder='{"transactionType":"debit","amount":"100.00","currency":"EUR"}' onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="button" className="button-small" onClick={fill} disabled={!text.trim()}>
        Fill form
      </button>
      {errors.length ? (
        <ul className="sim-errors" role="alert" aria-label="JSON errors">
          {errors.map((e, i) => (
            <li key={i}>
              <code>{e.field}</code>: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
};
