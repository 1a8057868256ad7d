/**
 * A replay thread: for each replay it is sent (one at a time, replay-threads.ts keeps it warm in
 * between), pages through the window's first attempts with `search_after` and replays each page
 * through both documents while the next page is on its way. Off the request thread, so a million
 * records never hold up anybody's save or read.
 */
import { parentPort } from 'node:worker_threads';
import { recordOfHit } from '@domain/insights/payment-record';
import { mergeReplayReports } from '@domain/insights/replay-merge';
import { replayTally } from '@domain/insights/replay-tally';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { HttpError } from '../http-error';
import { searchEnvironmentBiAs } from '../services/bi';
import { BiHitPage } from '@contracts/gateway-bi';
import { evaluationSettingsOf } from '../services/golden-cases';
import type { FromReplayWorker, ReplayWork } from './replay-protocol';
import { cutAfter, withinTimes, type Query } from './replay-parts';

const send = (message: FromReplayWorker) => parentPort!.postMessage(message);

type Tally = ReturnType<typeof replayTally>;
interface Progress {
  read(): number;
  add(hits: number): void;
}

// Each hit's source is parsed once, by recordOfHit: the page schema checks only the envelope, ids and sort values.
const fetchPage = (work: ReplayWork, query: Query, after: unknown[] | undefined, countTotal: boolean) =>
  searchEnvironmentBiAs({ config: work.config }, { source: work.source, query: { ...query, ...(after ? { search_after: after } : {}), track_total_hits: countTotal } }, work.timeoutMs, BiHitPage);

/**
 * Pages one query through `tally` (from its `first` page when already read), asking for each next
 * page before replaying the one in hand (the data source works while we evaluate). `progress` counts
 * what all parts read; returns whether the window was cut short (a full page at the record cap).
 */
const pageThrough = async (work: ReplayWork, query: Query, first: { hits: BiHitPage['hits']['hits'] } | null, tally: Tally, progress: Progress) => {
  const size = Number(work.query.size);
  let next = first ? Promise.resolve({ result: { hits: first } }) : fetchPage(work, query, undefined, false);
  for (;;) {
    const { hits } = (await next).result.hits;
    const last = hits.at(-1)?.sort;
    const read = progress.read();
    const more = hits.length === size && read + hits.length < work.maxRecords;
    if (more && !last) throw new HttpError(502, 'BI_NO_SORT_VALUES', 'The BI data source answered a sorted page without sort values, so it cannot be paged.');
    if (more) next = fetchPage(work, query, last, false);
    for (const hit of hits) tally.add(recordOfHit(hit));
    progress.add(hits.length);
    if (!more) return hits.length === size && read + hits.length >= work.maxRecords;
  }
};

const run = async (work: ReplayWork) => {
  const { random: _random, ...context } = evaluationContext(evaluationSettingsOf(work.config));
  const tally = replayTally(work.documents, context);
  let read = 0;
  let total: number | null = null;
  const progress: Progress = {
    read: () => read,
    add: (hits) => {
      read += hits;
      send({ type: 'progress', read, total });
    },
  };
  const first = await fetchPage(work, work.query, undefined, true);
  total = first.result.hits.total?.value ?? null;
  const hits = first.result.hits;
  const cut = hits.hits.length === Number(work.query.size) ? cutAfter({ total, lastSort: hits.hits.at(-1)?.sort }, work.window, work.maxRecords) : null;
  if (cut === null) {
    const truncated = await pageThrough(work, work.query, hits, tally, progress);
    send({ type: 'done', report: tally.report(), truncated });
    return;
  }
  // Two parts paged at once (replay-parts.ts), each with its own tally; merged, they report what
  // one pass over the window would (replay-merge.ts).
  const later = replayTally(work.documents, context);
  // Both parts end before the replay does, so a failure of one never leaves the other reading.
  const parts = await Promise.allSettled([pageThrough(work, withinTimes(work.query, { lt: cut }), hits, tally, progress), pageThrough(work, withinTimes(work.query, { gte: cut }), null, later, progress)]);
  const failed = parts.find((p) => p.status === 'rejected');
  if (failed) throw failed.reason;
  send({ type: 'done', report: mergeReplayReports(tally.report(), later.report()), truncated: false });
};

parentPort!.on('message', (work: ReplayWork) =>
  run(work).catch((error: unknown) => {
    if (error instanceof HttpError) send({ type: 'failed', status: error.statusCode, code: error.code, message: error.message });
    else send({ type: 'failed', status: 500, code: 'REPLAY_FAILED', message: `The replay stopped: ${(error as Error).message}` });
  }),
);
