import { useId, useState } from 'react';
import type { FieldError } from '../model/flat-transaction';
import { parsePastedTransaction } from '../model/paste-json';
import type { SimInput } from '../model/sim-form';

/** Paste a transaction as JSON (from a log, a ticket), with optional `counters`, to fill the form; nothing changes until it parses. */
export const PasteJson = ({ onInput }: { onInput(input: SimInput): void }) => {
  const id = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const fill = () => {
    const result = parsePastedTransaction(text);
    if (!result.ok) return setErrors(result.errors);
    setErrors([]);
    onInput({ tx: result.tx, counters: result.counters });
  };
  return (
    <details className="sim-paste">
      <summary>Paste JSON</summary>
      <div className="field">
        <label htmlFor={id}>Transaction JSON</label>
        <textarea id={id} value={text} spellCheck={false} placeholder='{"transactionType":"debit","amount":"100.00","currency":"EUR","counters":{"chargeback.merchant.count.30d":3}}' onChange={(e) => setText(e.target.value)} />
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
