import { OUTCOME_MAX_RECORDS, type OutcomeEstimateResponse } from '@contracts/bff-outcomes';
import { estimateOutcomes } from '@domain/outcomes/estimate';
import { learnEvidence } from '@domain/outcomes/evidence';
import type { OutcomeAssumption } from '@domain/outcomes/outcome-estimate';
import { OutcomeRecord } from '@domain/outcomes/outcome-record';
import { PAYMENT_RECORD_FIELDS } from '@domain/bi/payment-record-fields';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { biSourcesOf, pageEnvironmentBi } from './bi';
import { routedRecordsQuery } from './observed-routing';
import { evaluationContextOf } from './golden-cases';
import { REPLAY_PAGE_SIZE } from './replay';
import { getRouting } from './routing';

/** What the estimator reads of each attempt (domain/outcomes/outcome-record.ts): routing's fields, the answer, 3-D Secure, the fees. */
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

/** Every attempt of the routed payments through the meta-connector in the window, oldest first, with the total counted. */
const attemptsQuery = (guid: string, from: string, to: string) => ({
  size: REPLAY_PAGE_SIZE,
  track_total_hits: true,
  _source: [...OUTCOME_RECORD_FIELDS],
  ...routedRecordsQuery(guid, from, to),
});

/**
 * What a draft would do to approvals and cost over a window (issue 41.1, the API): the draft is
 * checked first (a document of the live one's kind, single- or multi-method), then every attempt
 * of the window is read, the estimator learns from them and values both documents on the window's
 * payments. A window holding more than OUTCOME_MAX_RECORDS attempts is
 * refused with the reason (sampling, issue 41.4, is not built yet) rather than cut short silently.
 */
export const outcomeEstimate = async (
  env: Environment,
  guid: string,
  request: { window: { source: 'live' | 'test'; from: string; to: string }; draft: unknown; assumption: OutcomeAssumption; seed: number },
): Promise<OutcomeEstimateResponse> => {
  const { window } = request;
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

  const records: OutcomeRecord[] = [];
  const query = attemptsQuery(guid, window.from, window.to);
  await pageEnvironmentBi(env, window.source, query, (page) => {
    const total = page.result.hits.total?.value ?? 0;
    if (total > OUTCOME_MAX_RECORDS)
      throw new HttpError(422, 'WINDOW_TOO_LARGE', `The window holds ${total.toLocaleString('en')} attempts; an estimate reads at most ${OUTCOME_MAX_RECORDS.toLocaleString('en')} until sampling is built. Choose a shorter window.`);
    records.push(...outcomeRecordsOf(page.result.hits.hits));
    return true;
  });

  const result = estimateOutcomes({
    evidence: learnEvidence(records),
    window: records,
    live: live.document as SingleMethodDocument | MultiMethodDocument,
    draft: draft.data,
    ctx: evaluationContextOf(env),
    random: seededRandom(request.seed),
    assumption: request.assumption,
  });
  return { source: window.source, from: window.from, to: window.to, revision: live.revision, records: records.length, result };
};
