import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useEditor } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { useEvaluationSettings } from '../use-evaluation-settings';
import { goldenCasesQuery } from './golden-query';
import { runGoldenCases } from './golden-results';

/** The connector's golden cases checked against the current draft: re-run whenever the draft changes. */
export const useGoldenRuns = () => {
  const { env, connectorGuid } = useEditor((s) => s.baseline);
  const draft = useEditor(currentDocument);
  const settings = useEvaluationSettings();
  const query = useQuery(goldenCasesQuery(env, connectorGuid));
  const runs = useMemo(() => (query.data ? runGoldenCases(draft, query.data.cases, settings) : null), [draft, query.data, settings]);
  const failing = runs?.filter((r) => !r.result.pass).length ?? 0;
  return { query, runs, failing };
};
