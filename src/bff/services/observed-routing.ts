import { BI_LIMITS } from '@contracts/bff-bi';
import { OBSERVED_MAX_PAYMENTS, type ObservedRoutingResponse } from '@contracts/bff-insights';
import { PAYMENT_RECORD_FIELDS } from '@domain/bi/payment-record-fields';
import { recordOfHit } from '@domain/insights/payment-record';
import { observedRoutingTally } from '@domain/insights/observed-routing';
import { biDate } from '@domain/insights/traffic-summary-scope';
import { SingleMethodDocument } from '@domain/routing/document';
import type { StudioDatabase } from '../db/client';
import { versionDocuments } from '../db/versions';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { pageEnvironmentBi } from './bi';
import { evaluationContextOf } from './golden-cases';
import { loadRouting } from './routing';


/**
 * The routed operations' records through a meta-connector in a window, oldest first (`extra`
 * narrows them). Sorted by time and uuid, so `search_after` pages through them without skipping or
 * repeating; the outcome estimate reads every attempt with it.
 */
export const routedRecordsQuery = (guid: string, from: string, to: string, extra: readonly object[] = []) => ({
  query: {
    bool: {
      filter: [
        { term: { meta_connector_guid: guid } },
        ...extra,
        // The operations routing decides; follow-ups (capture, refund, void…) go where their payment went.
        { terms: { type: ['debit', 'preauthorize', 'register'] } },
        { range: { created_at: { gte: biDate(from), lt: biDate(to) } } },
      ],
    },
  },
  sort: [{ created_at: 'asc' }, { uuid: 'asc' }],
});

/** First attempts through a meta-connector in a window, oldest first, only the fields routing reads. */
export const firstAttemptsQuery = (guid: string, from: string, to: string) => ({
  size: BI_LIMITS.maxSize,
  _source: [...PAYMENT_RECORD_FIELDS],
  ...routedRecordsQuery(guid, from, to, [{ term: { attempt: 1 } }]),
});

/**
 * What a connector's routing did with a window's payments (issue 12.3, 12.4, 41.5): pages through
 * the window's first attempts and reads each against the version of the routing live at its time
 * (the studio's version history, brought up to date with the gateway first); finds the routes that
 * send it where it went first; from them the side each split took and the traffic through each
 * node, placed on the live document's rules that still say the same. A payment no version covers
 * (before the history starts, around a change made outside the studio) is counted apart with the
 * reason; one its version cannot explain is counted apart too (`unexplained`).
 */
export const observedRouting = async (
  db: StudioDatabase,
  env: Environment,
  guid: string,
  window: { source: 'live' | 'test'; from: string; to: string; assumeFirstVersionEarlier?: boolean },
): Promise<ObservedRoutingResponse> => {
  const live = await loadRouting(db, env, guid);
  if (live.kind !== 'single') throw new HttpError(422, 'NO_RANDOM_SPLITS', 'Observed routing reads single-method connectors: multi-method routing has no random splits (the load balancer is not among its six conditions), and its traffic view is not built yet.');
  const versions = (await versionDocuments(db.db, env.config.id, guid)).map((v) => ({
    id: v.id, savedAt: v.savedAt.toISOString(), savedBy: v.savedBy, document: SingleMethodDocument.parse(v.document),
  }));
  const tally = observedRoutingTally(live.document as SingleMethodDocument, evaluationContextOf(env), { versions, assumeFirstVersionEarlier: window.assumeFirstVersionEarlier === true });
  const query = firstAttemptsQuery(guid, window.from, window.to);
  let read = 0;
  let truncated = false;
  await pageEnvironmentBi(env, window.source, query, (page) => {
    const hits = page.result.hits.hits;
    for (const hit of hits) tally.add(recordOfHit(hit));
    read += hits.length;
    // A full page past the cap: the window held more; the report covers the earliest ones.
    truncated = hits.length === query.size && read >= OBSERVED_MAX_PAYMENTS;
    return !truncated;
  });
  return { source: window.source, from: window.from, to: window.to, revision: live.revision, report: tally.report(), truncated, query };
};
