import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ReplayJobView } from '@contracts/bff-replay';
import { insightsApi } from '../insights-api';
import { draftKey } from '../../drafts/draft-storage';
import { draftHash, keepReplay, loadKeptReplay, type KeptReplay } from './replay-storage';

/**
 * One replay's life in the browser: start it, poll its progress every 300 ms while it runs, cancel
 * it, and keep the finished report with the draft. `shown` is the replay to show: the running or
 * last one of this page, else the one kept from before (with whether the draft has changed since).
 */
export const useReplayJob = (env: string, guid: string, draft: unknown) => {
  const key = draftKey(env, guid);
  const hash = useMemo(() => draftHash(draft), [draft]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [kept, setKept] = useState<KeptReplay | null>(null);
  useEffect(() => {
    let live = true;
    void loadKeptReplay(key).then((k) => live && setKept(k));
    return () => {
      live = false;
    };
  }, [key]);

  const job = useQuery({
    queryKey: ['replay', env, jobId],
    queryFn: () => insightsApi.replayJob(env, jobId!),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data?.state === 'running' || q.state.data === undefined ? 300 : false),
    retry: false,
  });
  const [startedFor, setStartedFor] = useState<{ hash: string; draft: unknown } | null>(null);
  const start = useMutation({
    mutationFn: (window: { source: 'live' | 'test'; from: string; to: string }) => insightsApi.startReplay(env, guid, { window, draft }),
    onSuccess: (view) => {
      setStartedFor({ hash, draft });
      setJobId(view.id);
    },
  });
  const cancel = useMutation({ mutationFn: () => insightsApi.cancelReplay(env, jobId!), onSuccess: () => void job.refetch() });

  const view: ReplayJobView | undefined = job.data;
  // Kept for the next visit (this page shows `view` itself while it has one).
  useEffect(() => {
    if (view?.state === 'done' && startedFor) void keepReplay(key, { draftHash: startedFor.hash, draft: startedFor.draft, job: view });
  }, [view, startedFor, key]);

  const shown = view ?? kept?.job ?? null;
  const shownFor = view ? (startedFor?.hash ?? null) : (kept?.draftHash ?? null);
  return {
    start,
    cancel,
    /** The job to show, and whether it replayed another version of the draft than the one open now. */
    shown,
    stale: shown?.state === 'done' && shownFor !== hash,
    /** The draft the shown replay read (its traffic's document), when known. */
    replayedDraft: view ? startedFor?.draft : kept?.draft,
    pollError: job.error,
  };
};
