import type { DocumentChange } from '@domain/routing/diff';

/** A semantic diff in words, one change per line. */
export const ChangeList = ({ changes, label, empty }: { changes: readonly DocumentChange[]; label: string; empty: string }) =>
  changes.length === 0 ? (
    <p className="muted">{empty}</p>
  ) : (
    <ul className="change-list" aria-label={label}>
      {changes.map((change) => (
        <li key={`${change.kind}:${change.path}:${change.message}`} className={`change change-${change.kind}`}>
          {change.message}
        </li>
      ))}
    </ul>
  );
