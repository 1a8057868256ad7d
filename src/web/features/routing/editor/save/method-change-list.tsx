import type { DocumentChange } from '@domain/routing/diff';
import { ChangeList } from './change-list';
import { changesByMethod } from './diff-documents';

/** A multi-method diff, one titled list per changed method: the methods a save sends, and nothing else. */
export const MethodChangeList = ({ changes, label, empty }: { changes: readonly DocumentChange[]; label: string; empty: string }) => {
  const groups = changesByMethod(changes);
  if (groups.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="method-changes">
      {groups.map(([method, list]) => (
        <section key={method || 'document'} aria-label={`${label}: ${method || 'document settings'}`} data-testid="method-changes" data-method={method}>
          <h3>{method || 'Document settings'}</h3>
          <ChangeList changes={list} label={`${label} in ${method || 'document settings'}`} empty={empty} />
        </section>
      ))}
    </div>
  );
};
