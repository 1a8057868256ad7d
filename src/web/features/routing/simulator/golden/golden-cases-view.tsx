import { errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/use-session';
import type { EditorEnvironment } from '../../editor/editor-props';
import { useEditor } from '../../editor/state/editor-context';
import { GoldenCaseRow } from './golden-case-row';
import { useGoldenMutations } from '../../editor/golden/golden-query';
import type { useGoldenRuns } from '../../editor/golden/use-golden-runs';

export interface GoldenCasesViewProps {
  env: EditorEnvironment;
  golden: ReturnType<typeof useGoldenRuns>;
}

/** The connector's golden cases, each checked against the current draft (failing ones first). */
export const GoldenCasesView = ({ env, golden: { query, runs } }: GoldenCasesViewProps) => {
  const { can } = useSession();
  const { env: envName, connectorGuid } = useEditor((s) => s.baseline);
  const { remove } = useGoldenMutations(envName, connectorGuid);
  if (query.isPending) return <p className="muted">Loading golden cases…</p>;
  if (query.isError)
    return (
      <div role="alert" className="error-state">
        <p>{errorMessage(query.error)}</p>
        <button type="button" className="button-small" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  if (!runs?.length)
    return <p className="muted">No golden cases yet. Run a transaction and save it as a golden case to pin where it must go.</p>;
  const ordered = [...runs].sort((a, b) => Number(a.result.pass) - Number(b.result.pass));
  return (
    <div className="golden-cases">
      <p className="muted">Checked against your current draft on every edit. A case passes only when the transaction reaches its connector with certainty.</p>
      {remove.isError ? <p className="field-error" role="alert">{errorMessage(remove.error)}</p> : null}
      <ul className="golden-list" aria-label="Golden cases">
        {ordered.map((run) => (
          <GoldenCaseRow
            key={run.gc.id}
            run={run}
            names={env.names}
            deleting={remove.isPending}
            onDelete={can('routing:write') ? () => remove.mutate(run.gc.id) : undefined}
          />
        ))}
      </ul>
    </div>
  );
};
