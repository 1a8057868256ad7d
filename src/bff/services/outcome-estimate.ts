import { OUTCOME_MAX_RECORDS, OUTCOME_SAMPLE_FLOOR, type OutcomeEstimateResponse, type OutcomeSampling } from '@contracts/bff-outcomes';
import { estimateOutcomes } from '@domain/outcomes/estimate';
import { learnEvidence } from '@domain/outcomes/evidence';
import type { OutcomeAssumption } from '@domain/outcomes/outcome-estimate';
import { outcomeFieldsOf } from '@domain/outcomes/outcome-fields';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { isRoutedAttempt, OutcomeRecord } from '@domain/outcomes/outcome-record';
import { isFirstAttempt } from '@domain/insights/payment-record';
import { PAYMENT_RECORD_FIELDS } from '@domain/bi/payment-record-fields';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { biSourcesOf, searchEnvironmentBi } from './bi';
import { boundFor, checkSpread, idRange, paymentsFor, shareBelow } from './outcome-sample';
import { routedRecordsQuery } from './observed-routing';
import { evaluationContextOf } from './golden-cases';
import { REPLAY_PAGE_SIZE } from './replay';
import { getRouting } from './routing';

/** Every field the estimator may read of an attempt (domain/outcomes/outcome-record.ts): routing's fields, the answer, 3-D Secure, the fees; an estimate asks for fewer (outcomeFieldsOf). */
export const OUTCOME_RECORD_FIELDS = [...PAYMENT_RECORD_FIELDS, 'first_error_code', 'creditcard.3ds_status', 'fees'] as const;

/** A BI page's hits as the estimator's records (a hit that is no such record is left out: it teaches nothing). */
export const outcomeRecordsOf = (hits: ReadonlyArray<{ _id: string; _source?: unknown }>): OutcomeRecord[] => {
  const records: OutcomeRecord[] = [];
  for (const hit of hits) {
    const record = OutcomeRecord.safeParse({ ...(hit._source as object), uuid: hit._id });
    if (record.success) records.push(record.data);
  }
  return records;
};

/** The routed payments' attempts through the meta-connector in the window (those of the sampled payments: `extra`), oldest first, with `fields`. */
const attemptsQuery = (guid: string, from: string, to: string, extra: readonly object[], fields: readonly string[]) => ({
  size: REPLAY_PAGE_SIZE,
  track_total_hits: true,
  _source: [...fields],
  ...routedRecordsQuery(guid, from, to, extra),
});

type EstimateWindow = { source: 'live' | 'test'; from: string; to: string };

/**
 * The window's payments as BI counts them: its routed first attempts through the meta-connector,
 * as the estimator counts the ones it reads (isRoutedAttempt: not one waiting for its payer), so
 * that the sample scales to the window by like over like.
 */
const countPayments = async (env: Environment, guid: string, window: EstimateWindow): Promise<number> => {
  const { query } = routedRecordsQuery(guid, window.from, window.to, [{ term: { attempt: 1 } }, { bool: { must_not: [{ terms: { status: ['redirect', 'pending-dcc'] } }] } }]);
  const page = await searchEnvironmentBi(env, { source: window.source, query: { size: 0, track_total_hits: true, query } });
  return page.result.hits.total?.value ?? 0;
};

/**
 * Every attempt of the payments `clause` selects (all: null), refused past OUTCOME_MAX_RECORDS with
 * the reason. The next page is asked for as soon as a page arrives, before this one is read (the
 * data source answers on its own thread meanwhile); only the first page counts the total.
 */
const readAttempts = async (env: Environment, guid: string, window: EstimateWindow, clause: object | null, fields: readonly string[], into: OutcomeRecord[]): Promise<void> => {
  const query = attemptsQuery(guid, window.from, window.to, clause ? [clause] : [], fields);
  const ask = (after?: unknown[]) => searchEnvironmentBi(env, { source: window.source, query: after ? { ...query, track_total_hits: false, search_after: after } : query });
  let pending: ReturnType<typeof ask> | null = ask();
  let first = true;
  while (pending) {
    const page: Awaited<ReturnType<typeof ask>> = await pending;
    const hits = page.result.hits.hits;
    const after = hits.length === query.size ? hits.at(-1)!.sort : undefined;
    if (hits.length === query.size && !after) throw new HttpError(502, 'BI_NO_SORT_VALUES', 'The BI data source answered a sorted page without sort values, so it cannot be paged.');
    pending = after ? ask(after) : null;
    if (first) {
      const total = page.result.hits.total?.value ?? 0;
      if (total + into.length > OUTCOME_MAX_RECORDS) {
        // The page asked for ahead is not wanted: its failure must not go unhandled.
        pending?.catch(() => undefined);
        throw new HttpError(
          422,
          'WINDOW_TOO_LARGE',
          `The ${clause ? 'sample' : 'window'} holds ${(total + into.length).toLocaleString('en')} attempts; an estimate reads at most ${OUTCOME_MAX_RECORDS.toLocaleString('en')}. ${clause ? 'Ask for a smaller sample' : 'Let the estimate sample the window'} or choose a shorter window.`,
        );
      }
      first = false;
    }
    into.push(...outcomeRecordsOf(hits));
  }
};

/** The payments read: their routed first attempts, as the estimate counts them (window-groups.ts). */
const paymentsRead = (records: readonly OutcomeRecord[]) => records.reduce((n, r) => n + (isFirstAttempt(r) && isRoutedAttempt(r) ? 1 : 0), 0);

/**
 * What a draft would do to approvals and cost over a window (issue 41.1, the API; sampling 41.4):
 * the draft is checked first (a document of the live one's kind, single- or multi-method), then
 * the window's payments are counted. A window up to OUTCOME_SAMPLE_FLOOR payments, or one asked
 * `exact`, is read whole; a longer one as a uniform random sample by payment id (outcome-sample.ts)
 * of at least that many, grown once if a first estimate's sampling error is above what was asked.
 * The estimator learns from the attempts read and values both documents on the payments read,
 * scaled to the window with the sampling error in every interval.
 */
export const outcomeEstimate = async (
  env: Environment,
  guid: string,
  request: { window: EstimateWindow; draft: unknown; assumption: OutcomeAssumption; seed: number; sampling: OutcomeSampling },
  /** `floor`: payments an automatic sample holds at least (tests lower it to sample a small history). */
  { floor = OUTCOME_SAMPLE_FLOOR }: { floor?: number } = {},
): Promise<OutcomeEstimateResponse> => {
  const { window, sampling } = request;
  if (!biSourcesOf(env).includes(window.source))
    throw new HttpError(409, 'BI_NOT_CONFIGURED', `The environment '${env.config.name}' has no ${window.source === 'test' ? 'BI sandbox address' : 'BI data source'} to estimate from.`);
  const live = await getRouting(env, guid);
  // The draft is the live document's kind: a multi-method connector's draft is multi-method too.
  const kind = live.kind === 'single' ? 'single-method' : 'multi-method';
  const draft = (live.kind === 'single' ? SingleMethodDocument : MultiMethodDocument).safeParse(request.draft);
  if (!draft.success) {
    const issue = draft.error.issues[0]!;
    throw new HttpError(400, 'INVALID_DRAFT', `The draft is not a ${kind} routing document: ${issue.message} at draft${issue.path.map((p) => `/${String(p)}`).join('')}.`);
  }
  const estimate = (records: readonly OutcomeRecord[], windowPayments: number | null, draws?: number) =>
    estimateOutcomes({
      evidence: learnEvidence(records),
      window: records,
      live: live.document as SingleMethodDocument | MultiMethodDocument,
      draft: draft.data,
      ctx: evaluationContextOf(env),
      random: seededRandom(request.seed),
      assumption: request.assumption,
      ...(draws === undefined ? {} : { draws }),
      ...(windowPayments === null ? {} : { sample: { windowPayments } }),
    });

  // Only what the two documents' conditions and the estimator read (outcome-fields.ts).
  const fields = outcomeFieldsOf(live.document as AnyDocument, draft.data);
  const windowPayments = await countPayments(env, guid, window);
  const records: OutcomeRecord[] = [];
  const wanted = sampling.mode === 'exact' ? windowPayments : sampling.mode === 'payments' ? sampling.payments : floor;
  let below = windowPayments > wanted ? boundFor(wanted / windowPayments) : null;
  if (below === null) {
    await readAttempts(env, guid, window, null, fields, records);
    const result = estimate(records, null);
    return { source: window.source, from: window.from, to: window.to, revision: live.revision, records: records.length, read: { mode: 'all', windowPayments, below: null, clause: null }, result };
  }

  await readAttempts(env, guid, window, idRange(null, below), fields, records);
  checkSpread(paymentsRead(records), windowPayments, shareBelow(below), below);
  if (sampling.mode === 'auto') {
    // A first estimate (one draw: only its sampling error is wanted) says whether the sample is large enough.
    const first = estimate(records, windowPayments, 1);
    const halfWidth = first.ok ? (first.estimate.sample?.approvalHalfWidth ?? 0) : 0;
    const needed = paymentsFor(sampling.addsAtMostPp / 100, { n: paymentsRead(records), halfWidth }, windowPayments);
    const next = boundFor(needed / windowPayments);
    if (next === null || parseInt(next, 16) > parseInt(below, 16)) {
      await readAttempts(env, guid, window, idRange(below, next), fields, records);
      below = next;
      if (below !== null) checkSpread(paymentsRead(records), windowPayments, shareBelow(below), below);
    }
  }
  const clause = idRange(null, below);
  const result = estimate(records, below === null ? null : windowPayments);
  return {
    source: window.source, from: window.from, to: window.to, revision: live.revision, records: records.length,
    read: below === null ? { mode: 'all', windowPayments, below: null, clause: null } : { mode: 'sample', windowPayments, below, clause },
    result,
  };
};
