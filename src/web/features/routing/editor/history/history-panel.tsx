import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { versionQuery, versionsQuery } from '../../routing-keys';
import type { EditorEnvironment } from '../editor-props';
import { useEditor, useEditorStore } from '../state/editor-context';
import { parseSameKind } from '../save/diff-documents';
import { restorable } from './restorable';
import { VersionCompare } from './version-compare';
import { formatDateTime } from '@web/lib/format';

/** Every saved version of this connector's routing: who, when, why; compare any two; restore one as a draft. */
export const HistoryPanel = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const baseline = useEditor((s) => s.baseline);
  const queryClient = useQueryClient();
  const versions = useQuery(versionsQuery(baseline.env, baseline.connectorGuid));
  const [picked, setPicked] = useState<number[]>([]);
  const [restored, setRestored] = useState<number | null>(null);
  const numberOf = (id: number) => versions.data?.versions.find((v) => v.id === id)?.number ?? id;
  const [refusal, setRefusal] = useState<string | null>(null);

  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));
  const restore = async (id: number) => {
    const version = await queryClient.fetchQuery(versionQuery(baseline.env, baseline.connectorGuid, id));
    const parsed = parseSameKind(baseline.document, version.document);
    if (!parsed) return;
    // One undo step; the draft then goes through validation and the normal review and save.
    // Refused when it would change a read-only (admin-authored) method of a multi-method connector.
    const refused = store.getState().dispatch({ type: 'replaceDocument', document: restorable(parsed, baseline.document) });
    setRestored(refused ? null : id);
    setRefusal(refused ?? null);
  };

  if (versions.isPending) return <LoadingState />;
  if (versions.isError) return <ErrorState title="Could not load the history" error={versions.error} onRetry={() => void versions.refetch()} />;
  const list = versions.data.versions;
  const [older, newer] = [...picked].sort((x, y) => x - y);
  return (
    <div className="history-panel">
      <p className="muted">Pick two versions to compare them. Restoring puts a version into the editor as a draft; nothing is saved until you save it.</p>
      {restored !== null ? <p role="status">Version {numberOf(restored)} is in the editor as a draft.</p> : null}
      {refusal ? <p role="alert">{refusal}</p> : null}
      <ol className="version-list" aria-label="Versions, newest first">
        {list.map((v) => (
          <li key={v.id} data-testid="version-row">
            <label>
              <input type="checkbox" checked={picked.includes(v.id)} onChange={() => toggle(v.id)} aria-label={`Compare version ${v.number}`} />
              <strong>Version {v.number}</strong> · {formatDateTime(v.savedAt)} · {v.savedBy ?? 'found at the gateway'}
            </label>
            {v.note ? <div className="version-note">{v.note}</div> : null}
            {v.changeRequestId ? (
              <Link className="version-request" to={`/env/${encodeURIComponent(baseline.env)}/change-requests/${v.changeRequestId}`}>
                From change request #{v.changeRequestId}
              </Link>
            ) : null}
            <button type="button" onClick={() => void restore(v.id)} disabled={v.revision === baseline.revision} title={v.revision === baseline.revision ? 'This is the live version' : undefined}>
              Restore as draft
            </button>
          </li>
        ))}
      </ol>
      {older !== undefined && newer !== undefined ? <VersionCompare env={baseline.env} guid={baseline.connectorGuid} older={older} newer={newer} names={env.names} /> : null}
    </div>
  );
};
