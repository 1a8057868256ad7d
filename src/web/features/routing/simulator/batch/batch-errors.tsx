import type { RowError } from '../model/batch-input';

const SHOWN = 100;

/** Rows that could not be read: listed, never dropped silently. */
export const BatchErrors = ({ errors }: { errors: readonly RowError[] }) =>
  errors.length ? (
    <div className="batch-errors" role="alert">
      <p>
        <strong>{errors.length === 1 ? '1 problem' : `${errors.length} problems`}</strong> in the file; these rows are not in the results:
      </p>
      <ul aria-label="Row errors">
        {errors.slice(0, SHOWN).map((e, i) => (
          <li key={i}>
            {e.row ? `Row ${e.row}` : 'File'}, <code>{e.field}</code>: {e.message}
          </li>
        ))}
      </ul>
      {errors.length > SHOWN ? <p className="muted">…and {errors.length - SHOWN} more.</p> : null}
    </div>
  ) : null;
