import { z } from 'zod';
import type { BiSource } from '@contracts/bff-bi';
import type { PastPath, PastPaymentResponse } from '@contracts/bff-insights';
import { PAYMENT_RECORD_FIELDS } from '@domain/bi/payment-record-fields';
import { factsOfRecord, PaymentRecord, paymentIdOf, type RecordFacts } from '@domain/insights/payment-record';
import { paymentExplainer } from '@domain/insights/split-sides';
import { versionLiveAt } from '@domain/insights/version-at';
import { multiMethodPath } from '@domain/insights/multi-method-path';
import type { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { isMultiMethodDocument, walkTree, type AnyDocument } from '@domain/routing/tree-walk';
import type { EvaluationContext } from '@domain/routing/evaluation/transaction';
import type { TraceStep } from '@domain/routing/evaluation/outcome';
import type { StudioDatabase } from '../db/client';
import { getVersion, listVersions } from '../db/versions';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { searchEnvironmentBi } from './bi';
import { evaluationContextOf } from './golden-cases';
import { loadRouting } from './routing';

/** The attempt's own outcome besides what routing reads. */
const AttemptRecord = PaymentRecord.extend({ first_error_code: z.string().nullish(), first_error_message: z.string().nullish() });
type AttemptRecord = z.infer<typeof AttemptRecord>;
const FIELDS = [...PAYMENT_RECORD_FIELDS, 'first_error_code', 'first_error_message'];

/** The BI date (`yyyy-MM-dd HH:mm:ss`, UTC) as an ISO instant. */
const isoOf = (biDate: string | null | undefined) => (biDate ? `${biDate.replace(' ', 'T')}Z` : null);

const recordsWhere = async (env: Environment, source: BiSource, query: Record<string, unknown>): Promise<AttemptRecord[]> => {
  const page = await searchEnvironmentBi(env, { source, query: { size: 50, _source: FIELDS, query, sort: [{ attempt: 'asc' }, { uuid: 'asc' }] } });
  return page.result.hits.hits.flatMap((hit) => {
    const parsed = AttemptRecord.safeParse({ ...(hit._source as object), uuid: hit._id });
    return parsed.success ? [parsed.data] : [];
  });
};

const singleMethodPathOn = (doc: SingleMethodDocument, context: EvaluationContext, facts: RecordFacts, firstConnector: string): PastPath => {
  const explained = paymentExplainer(doc, context)(facts, firstConnector);
  if (explained.kind === 'unexplained') return { kind: 'unexplained', why: 'No path through this version sends the payment first to the connector it went to (a connector before it was skipped as disabled, or the document differed).' };
  if (explained.kind === 'not-replayable') return explained;
  const [route, ...others] = explained.routes;
  const ambiguousSplits = [...route!.sides.keys()].filter((path) => others.some((o) => o.sides.get(path) !== route!.sides.get(path)));
  const shares = new Map<string, unknown>();
  walkTree(doc.tree, 'tree', (node, path) => void (node.if?.constraint === 'RandomLoadBalancer' && shares.set(path, node.if.params?.percentTrue)));
  // The evaluator's sentence would quote the scripted draw; the gateway's own draw is not in the record.
  const sentenceOf = ({ path, sentence, result }: TraceStep) =>
    shares.has(path) ? `Random split (${String(shares.get(path))} % then): it went ${result === true ? 'then' : 'else'}, the side that sends it where it went first` : sentence;
  return { kind: 'explained', trace: route!.trace.map((step) => ({ path: step.path, sentence: sentenceOf(step), result: step.result })), ambiguousSplits, treePath: 'tree' };
};

const multiMethodPathOn = (doc: MultiMethodDocument, context: EvaluationContext, facts: RecordFacts, firstConnector: string): PastPath => {
  const path = multiMethodPath(doc, context, facts, firstConnector);
  if (path.kind !== 'explained') return path;
  return { kind: 'explained', trace: path.trace.map(({ path: p, sentence, result }) => ({ path: p, sentence, result })), ambiguousSplits: [], treePath: path.routingTreePath };
};

/** Its path on a version: what the record lacks is said once, then the document's kind decides how it is traced. */
const pathOn = (doc: AnyDocument, context: EvaluationContext, facts: RecordFacts | null, firstConnector: string | null): PastPath => {
  const multi = isMultiMethodDocument(doc);
  if (!facts) return { kind: 'not-replayable', path: multi ? 'methods' : 'tree', why: 'the record is not a routed payment with an amount and currency' };
  if (!firstConnector) return { kind: 'unexplained', why: 'The payment made no attempt: the record names no connector.' };
  return multi ? multiMethodPathOn(doc, context, facts, firstConnector) : singleMethodPathOn(doc, context, facts, firstConnector);
};

/**
 * A past payment's path (issue 12.5): the payment of any of its attempts' uuids, every attempt it
 * made, the routing version live at its time (from the version history, after syncing it with the
 * gateway; "not known" when a change made outside the studio falls around it), and its path on that
 * version with the plain-language trace (a multi-method payment: its method's availability and routing).
 */
export const pastPayment = async (db: StudioDatabase, env: Environment, uuid: string, source: BiSource): Promise<PastPaymentResponse> => {
  const [found] = await recordsWhere(env, source, { term: { uuid } });
  if (!found) throw new HttpError(404, 'PAYMENT_NOT_FOUND', `No BI record has the uuid '${uuid}' in the ${source === 'test' ? 'test' : 'live'} data. A new transaction becomes searchable after the BI indexing delay.`);
  const paymentId = paymentIdOf(found);
  const attempts = found.broker_id ? await recordsWhere(env, source, { term: { broker_id: paymentId } }) : [found];
  const first = attempts.find((a) => (a.attempt ?? 1) === 1) ?? found;
  const meta = first.meta_connector_guid ?? null;
  const createdAt = isoOf(first.created_at);
  const payment = { uuid: paymentId, createdAt, type: first.type ?? null, status: first.status ?? null, method: first.method ?? null, amount: first.amount ?? null, currency: first.currency ?? null, metaConnectorGuid: meta };
  const attemptList = attempts.map((a) => ({
    uuid: a.uuid, attempt: a.attempt ?? 1, connectorGuid: a.connector_guid ?? null, status: a.status ?? null, errorCode: a.first_error_code ?? null, errorMessage: a.first_error_message ?? null, createdAt: isoOf(a.created_at),
  }));
  const context = evaluationContextOf(env);
  const facts = factsOfRecord(first, context.baseCurrency);
  const answer = { source, payment, attempts: attemptList, facts: facts?.tx ?? null };
  if (!meta || !createdAt) return { ...answer, version: { kind: 'unknown', why: 'The payment did not go through a meta-connector: no routing decided it.' }, path: null };
  // Brings the version history up to date with the gateway first (a change made outside the studio becomes a version).
  await loadRouting(db, env, meta);
  const versions = await listVersions(db.db, env.config.id, meta);
  const at = versionLiveAt(versions.map((v) => ({ id: v.id, savedAt: v.savedAt.toISOString(), savedBy: v.savedBy })), createdAt);
  if (at.kind === 'unknown') return { ...answer, version: at, path: null };
  const row = (await getVersion(db.db, env.config.id, meta, at.id))!;
  const detail = { id: row.id, number: row.number, revision: row.revision, savedBy: row.savedBy, note: row.note, savedAt: row.savedAt.toISOString(), document: row.document };
  return { ...answer, version: { kind: 'known', detail }, path: pathOn(row.document as AnyDocument, context, facts, first.connector_guid ?? null) };
};
