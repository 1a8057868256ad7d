import { counterKey, describeCounter, parseCounterKey, type CounterQuery } from '@domain/routing/evaluation';
import { blankCounterRow, COUNTERS_PREFIX, rowKey, rowOfQuery, type CounterRow } from '../model/counter-input';
import type { FieldError } from '../model/flat-transaction';

export interface CounterRowsProps {
  rows: readonly CounterRow[];
  /** The counters the draft and live documents ask for, offered as rows to fill in. */
  asked: readonly CounterQuery[];
  errors: readonly FieldError[];
  onChange(rows: CounterRow[]): void;
}

const KINDS: Array<[CounterRow['kind'], string]> = [['chargeback', 'Chargebacks'], ['debit-preauth', 'Debits and preauths']];

/**
 * Counters the gateway keeps (chargebacks, debits per merchant or connector over a time window).
 * A simulation cannot know them, so without a stated value the count/volume conditions are
 * unevaluable and the walk stops at the default connector.
 */
export const CounterRows = ({ rows, asked, errors, onChange }: CounterRowsProps) => {
  const update = (index: number, patch: Partial<CounterRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const stated = new Set(rows.map((r) => parseCounterKey(rowKey(r))).flatMap((p) => (p.ok ? [counterKey(p.query)] : [])));
  const missing = asked.filter((q) => !stated.has(counterKey(q)));
  return (
    <fieldset className="sim-fieldset sim-counters">
      <legend>Counters</legend>
      <p className="muted">
        The gateway counts chargebacks and debits itself. State a value here to evaluate a count or volume condition; without one it cannot be evaluated and the walk stops at the default
        connector.
      </p>
      {rows.map((row, index) => {
        const n = index + 1;
        const parsed = parseCounterKey(rowKey(row));
        const error = errors.find((e) => e.field === `${COUNTERS_PREFIX}${rowKey(row)}`)?.message;
        return (
          <div className="sim-counter-row" key={index} data-testid="counter-row">
            <select aria-label={`Counter ${n} kind`} value={row.kind} onChange={(e) => update(index, { kind: e.target.value as CounterRow['kind'] })}>
              {KINDS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <input type="text" aria-label={`Counter ${n} of`} title="merchant, or a connector GUID (CO-…)" value={row.reference} onChange={(e) => update(index, { reference: e.target.value })} />
            <select aria-label={`Counter ${n} unit`} value={row.unit} onChange={(e) => update(index, { unit: e.target.value as CounterRow['unit'] })}>
              <option value="count">count</option>
              <option value="volume">volume</option>
            </select>
            <input type="text" aria-label={`Counter ${n} window`} title="30d, 12h, 90m or 45s" size={5} value={row.window} onChange={(e) => update(index, { window: e.target.value })} />
            <span aria-hidden="true">=</span>
            <input type="text" inputMode="decimal" aria-label={`Counter ${n} value`} placeholder="value" size={6} value={row.value} onChange={(e) => update(index, { value: e.target.value })} />
            <button type="button" className="button-small" aria-label={`Remove counter ${n}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              ×
            </button>
            <p className={error || !parsed.ok ? 'field-error' : 'muted'}>{error ?? (parsed.ok ? describeCounter(parsed.query) : parsed.message)}</p>
          </div>
        );
      })}
      <div className="sim-actions">
        {missing.length ? (
          <button type="button" className="button-small" onClick={() => onChange([...rows, ...missing.map((q) => rowOfQuery(q))])}>
            Add the {missing.length === 1 ? 'counter' : `${missing.length} counters`} this routing asks for
          </button>
        ) : null}
        <button type="button" className="button-small" onClick={() => onChange([...rows, blankCounterRow()])}>
          Add counter
        </button>
      </div>
    </fieldset>
  );
};
