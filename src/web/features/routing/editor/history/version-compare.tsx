import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { errorMessage } from '@web/lib/api-client';
import { versionQuery } from '../../routing-keys';
import { diffDocuments, parseSameKind } from '../save/diff-documents';
import { useEditor } from '../state/editor-context';
import { changesOnGraph } from '@domain/routing/diff';
import { ChangesGraph } from '@web/components/rule-graph/changes-graph';

export interface VersionCompareProps {
  env: string;
  guid: string;
  older: number;
  newer: number;
  names: ConnectorNameLookup;
}

/** What changed from one version to another, in the words of the editor's review step. */
export const VersionCompare = ({ env, guid, older, newer, names }: VersionCompareProps) => {
  const a = useQuery(versionQuery(env, guid, older));
  const b = useQuery(versionQuery(env, guid, newer));
  const like = useEditor((s) => s.baseline.document);
  const compared = useMemo(() => {
    const before = a.data ? parseSameKind(like, a.data.document) : null;
    const after = b.data ? parseSameKind(like, b.data.document) : null;
    return before && after ? { before, after, changes: diffDocuments(before, after, names) } : null;
  }, [a.data, b.data, names, like]);
  if (a.isError || b.isError) return <p role="alert">{errorMessage(a.error ?? b.error)}</p>;
  if (!compared || !a.data || !b.data) return <p className="muted">Loading…</p>;
  const { changes } = compared;
  const [from, to] = [a.data.number, b.data.number];
  return (
    <section aria-label={`Changes from version ${from} to version ${to}`} data-testid="version-diff">
      <h3 className="panel-title">
        Version {from} → version {to}
      </h3>
      {changes.length === 0 ? <p className="muted">No difference in rules or settings.</p> : (
        <ul className="change-list">
          {changes.map((c) => (
            <li key={`${c.kind}:${c.path}:${c.message}`}>{c.message}</li>
          ))}
        </ul>
      )}
      {changes.some((c) => c.kind !== 'setting') ? (
        <div className="graph-diff" data-testid="version-graph-diff">
          <ChangesGraph before={compared.before} after={compared.after} changes={changesOnGraph(changes)} names={names} by={`version ${to}`} labels={{ after: `Version ${to}`, before: `Version ${from}` }} height={{ after: 320, before: 260 }} />
        </div>
      ) : null}
    </section>
  );
};
