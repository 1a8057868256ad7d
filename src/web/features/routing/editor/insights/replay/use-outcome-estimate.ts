import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { OutcomeEstimateResponse, OutcomeSampling } from '@contracts/bff-outcomes';
import type { OutcomeAssumption } from '@domain/outcomes/outcome-estimate';
import { insightsApi } from '../insights-api';
import { draftKey } from '../../drafts/draft-storage';
import { draftHash, keepEstimate, loadKeptEstimate, type KeptEstimate } from './replay-storage';

export interface EstimateWindow {
  source: 'live' | 'test';
  from: string;
  to: string;
}

/**
 * The outcome estimate of the open draft over a window (issue 41.1), asked for beside each replay
 * and kept with the draft it was computed for, as the replay is: reopening the editor shows it
 * again, and the panel says when the draft has changed since. Changing the assumption asks again
 * for the same window and draft.
 */
export const useOutcomeEstimate = (env: string, guid: string, draft: unknown) => {
  const key = draftKey(env, guid);
  const hash = useMemo(() => draftHash(draft), [draft]);
  const [assumption, setAssumption] = useState<OutcomeAssumption>('none');
  const [asked, setAsked] = useState<{ window: EstimateWindow; hash: string; draft: unknown; sampling?: OutcomeSampling } | null>(null);
  const [kept, setKept] = useState<KeptEstimate | null>(null);
  useEffect(() => {
    let live = true;
    void loadKeptEstimate(key).then((k) => {
      if (!live || !k) return;
      setKept(k);
      if (k.answer.result.ok) setAssumption(k.answer.result.estimate.assumption);
    });
    return () => {
      live = false;
    };
  }, [key]);
  const estimate = useMutation({
    mutationFn: (body: { window: EstimateWindow; draft: unknown; assumption: OutcomeAssumption; hash: string; sampling?: OutcomeSampling | undefined }): Promise<OutcomeEstimateResponse> =>
      insightsApi.outcomeEstimate(env, guid, { window: body.window, draft: body.draft, assumption: body.assumption, ...(body.sampling ? { sampling: body.sampling } : {}) }),
    onSuccess: (answer, body) => void keepEstimate(key, { draftHash: body.hash, answer }),
  });
  const ask = (window: EstimateWindow) => {
    setAsked({ window, hash, draft });
    estimate.mutate({ window, draft, assumption, hash });
  };
  const answer = estimate.data ?? (estimate.isIdle ? kept?.answer : undefined);
  const answeredFor = estimate.data ? asked?.hash : kept?.draftHash;
  // This page's last question, or the kept estimate's window for the draft open now.
  const lastAsked = () => asked ?? (kept && answer ? { window: { source: answer.source, from: answer.from, to: answer.to }, hash, draft } : null);
  return {
    pending: estimate.isPending,
    error: estimate.error,
    answer,
    assumption,
    /** A new assumption re-asks for the last window and draft (this page's, or the kept estimate's window for the draft open now). */
    choose: (next: OutcomeAssumption) => {
      setAssumption(next);
      const again = lastAsked();
      if (again) {
        setAsked(again);
        estimate.mutate({ window: again.window, draft: again.draft, assumption: next, hash: again.hash, sampling: again.sampling });
      }
    },
    /** The last estimate again, reading every payment of its window instead of a sample. */
    readAll: () => {
      const again = lastAsked();
      if (!again) return;
      const exact = { ...again, sampling: { mode: 'exact' } as const };
      setAsked(exact);
      estimate.mutate({ window: exact.window, draft: exact.draft, assumption, hash: exact.hash, sampling: exact.sampling });
    },
    ask,
    stale: answer !== undefined && answeredFor !== hash,
  };
};
