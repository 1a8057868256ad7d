import { BI_LIMITS } from '@contracts/bff-bi';
import { OBSERVED_MAX_PAYMENTS, type ObservedRoutingResponse } from '@contracts/bff-insights';
import { PAYMENT_RECORD_FIELDS, recordOfHit } from '@domain/insights/payment-record';
import { observedRoutingTally } from '@domain/insights/observed-routing';
import { biDate } from '@domain/insights/traffic-summary-scope';
import { SingleMethodDocument } from '@domain/routing/document';
import type { StudioDatabase } from '../db/client';
import { versionDocuments } from '../db/versions';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { searchEnvironmentBi } from './bi';
import { evaluationContextOf } from './golden-cases';
import { loadRouting } from './routing';


/**
 * First attempts through a meta-connector in a window, oldest first, only the fields routing reads.
 * Sorted by time and uuid, so `search_after` pages through them without skipping or repeating.
 */
export const firstAttemptsQuery = (guid: string, from: string, to: string) => ({
  size: BI_LIMITS.maxSize,
  _source: [...PAYMENT_RECORD_FIELDS],
  query: {
    bool: {
      filter: [
        { term: { meta_connector_guid: guid } },
        { term: { attempt: 1 } },
        // The operations routing decides; follow-ups (capture, refund, void…) go where their payment went.
        { terms: { type: ['debit', 'preauthorize', 'register'] } },
        { range: { created_at: { gte: biDate(from), lt: biDate(to) } } },
      ],
    },
  },
  sort: [{ created_at: 'asc' }, { uuid: 'asc' }],
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
  let after: unknown[] | undefined;
  let read = 0;
  let truncated = false;
  for (;;) {
    const page = await searchEnvironmentBi(env, { source: window.source, query: after ? { ...query, search_after: after } : query });
    const hits = page.result.hits.hits;
    for (const hit of hits) tally.add(recordOfHit(hit));
    read += hits.length;
    if (hits.length < query.size) break;
    if (read >= OBSERVED_MAX_PAYMENTS) {
      truncated = true;
      break;
    }
    after = hits.at(-1)!.sort;
    if (!after) throw new HttpError(502, 'BI_NO_SORT_VALUES', 'The BI data source answered a sorted page without sort values, so it cannot be paged.');
  }
  return { source: window.source, from: window.from, to: window.to, revision: live.revision, report: tally.report(), truncated, query };
};
