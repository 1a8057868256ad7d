/**
 * A replay thread: for each replay it is sent (one at a time, replay-threads.ts keeps it warm in
 * between), pages through the window's first attempts with `search_after` and replays each page
 * through both documents while the next page is on its way. Off the request thread, so a million
 * records never hold up anybody's save or read.
 */
import { parentPort } from 'node:worker_threads';
import { recordOfHit } from '@domain/insights/payment-record';
import { replayTally } from '@domain/insights/replay-tally';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { HttpError } from '../http-error';
import { searchEnvironmentBiAs } from '../services/bi';
import { BiHitPage } from '@contracts/gateway-bi';
import { evaluationSettingsOf } from '../services/golden-cases';
import type { FromReplayWorker, ReplayWork } from './replay-protocol';

const send = (message: FromReplayWorker) => parentPort!.postMessage(message);

// Each hit's source is parsed once, by recordOfHit: the page schema checks only the envelope, ids and sort values.
const fetchPage = (work: ReplayWork, after: unknown[] | undefined) =>
  searchEnvironmentBiAs({ config: work.config }, { source: work.source, query: after ? { ...work.query, search_after: after, track_total_hits: false } : work.query }, work.timeoutMs, BiHitPage);

const run = async (work: ReplayWork) => {
  const { random: _random, ...context } = evaluationContext(evaluationSettingsOf(work.config));
  const tally = replayTally(work.documents, context);
  const size = Number(work.query.size);
  let read = 0;
  let total: number | null = null;
  let truncated = false;
  let next = fetchPage(work, undefined);
  for (;;) {
    const page = await next;
    const hits = page.result.hits.hits;
    total ??= page.result.hits.total?.value ?? null;
    const after = hits.at(-1)?.sort;
    const more = hits.length === size && read + hits.length < work.maxRecords;
    if (more && !after) throw new HttpError(502, 'BI_NO_SORT_VALUES', 'The BI data source answered a sorted page without sort values, so it cannot be paged.');
    // Ask for the next page before replaying this one: the data source works while we evaluate.
    if (more) next = fetchPage(work, after);
    for (const hit of hits) tally.add(recordOfHit(hit));
    read += hits.length;
    send({ type: 'progress', read, total });
    if (!more) {
      truncated = hits.length === size && read >= work.maxRecords;
      break;
    }
  }
  send({ type: 'done', report: tally.report(), truncated });
};

parentPort!.on('message', (work: ReplayWork) =>
  run(work).catch((error: unknown) => {
    if (error instanceof HttpError) send({ type: 'failed', status: error.statusCode, code: error.code, message: error.message });
    else send({ type: 'failed', status: 500, code: 'REPLAY_FAILED', message: `The replay stopped: ${(error as Error).message}` });
  }),
);
