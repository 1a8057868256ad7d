import { BI_LIMITS } from '@contracts/bff-bi';
import { REPLAY_MAX_RECORDS, type ReplayJobView } from '@contracts/bff-replay';
import { replayFieldsOf } from '@domain/insights/replay-fields';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import type { ReplayJobs } from '../replay/replay-jobs';
import { firstAttemptsQuery } from './observed-routing';
import { evaluationSettingsOf } from './golden-cases';
import { getRouting } from './routing';
import { biSourcesOf } from './bi';

/** Records per page: the data source's result window allows 10,000; 5,000 keeps a page's answer well inside the BFF's 8 MB cap. */
export const REPLAY_PAGE_SIZE = 5_000;

/**
 * Starts replaying a window's first attempts through the connector's live document and a draft
 * (issue 12.2): checks what can be checked before any record is read (the draft parses, both
 * is a document of the live one's kind, the BI source is configured), then hands the paging and the
 * evaluation to a worker thread. The query asks only for the fields the two documents read.
 */
export const startReplay = async (
  jobs: ReplayJobs,
  owner: string,
  env: Environment,
  guid: string,
  request: { window: { source: 'live' | 'test'; from: string; to: string }; draft: unknown },
  /** Told when the job ends (done, failed or cancelled): a server-side owner stores what it found. */
  onFinish?: (view: ReplayJobView) => void,
): Promise<ReplayJobView> => {
  const { window } = request;
  if (!biSourcesOf(env).includes(window.source))
    throw new HttpError(409, 'BI_NOT_CONFIGURED', `The environment '${env.config.name}' has no ${window.source === 'test' ? 'BI sandbox address' : 'BI data source'} to replay from.`);
  const live = await getRouting(env, guid);
  // The draft is of the live document's kind: a connector's routing does not change kind.
  const draft = (live.kind === 'multi' ? MultiMethodDocument : SingleMethodDocument).safeParse(request.draft);
  if (!draft.success) {
    const issue = draft.error.issues[0]!;
    throw new HttpError(400, 'INVALID_DRAFT', `The draft is not a ${live.kind === 'multi' ? 'multi' : 'single'}-method routing document: ${issue.message} at draft${issue.path.map((p) => `/${String(p)}`).join('')}.`);
  }
  const documents = { live: live.document, draft: draft.data };
  const query = { ...firstAttemptsQuery(guid, window.from, window.to), size: jobs.pageSize ?? REPLAY_PAGE_SIZE, track_total_hits: true, _source: replayFieldsOf(documents.live, documents.draft) };
  return jobs.start(owner, env.config.id, { connectorGuid: guid, source: window.source, from: window.from, to: window.to, liveRevision: live.revision, baseCurrency: evaluationSettingsOf(env.config).baseCurrency }, {
    config: env.config,
    source: window.source,
    query,
    window: { from: window.from, to: window.to },
    documents,
    maxRecords: REPLAY_MAX_RECORDS,
    timeoutMs: BI_LIMITS.timeoutMs,
  }, onFinish);
};
