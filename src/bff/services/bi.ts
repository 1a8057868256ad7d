import type { z } from 'zod';
import { BI_LIMITS, type BiSearchResult, type BiSource } from '@contracts/bff-bi';
import { BiSearchResponse } from '@contracts/gateway-bi';
import type { Environment } from '../environments';
import { searchBi } from '../gateway-client/bi-client';
import { GatewayProtocolError, GatewayUnavailableError } from '../gateway-client/errors';
import { HttpError } from '../http-error';

export type ParsedBiSearch = { source: BiSource; query: Record<string, unknown> } | { source: BiSource; q: string; size?: number | undefined };

const addressOf = (env: Pick<Environment, 'config'>, source: BiSource): string => {
  const url = source === 'test' ? env.config.biSandboxUrl : env.config.biUrl;
  if (!url || !env.config.bi) {
    const what = source === 'test' ? 'a BI sandbox address (biSandboxUrl)' : 'a BI address (biUrl)';
    throw new HttpError(409, 'BI_NOT_CONFIGURED', `The environment '${env.config.name}' has no ${env.config.bi ? what : 'BI credentials (bi)'} in its configuration.`);
  }
  return url;
};

/**
 * Runs a query against the environment's BI data source. The data source's refusal of the query
 * (a 4xx with OpenSearch's reason) is the user's to fix: a 400 that quotes it. Its refusal of the
 * studio itself (credentials, content type) and any outage are the studio's or the data source's:
 * 502/504, saying which.
 */
export const searchEnvironmentBi = (env: Pick<Environment, 'config'>, search: ParsedBiSearch, timeoutMs: number = BI_LIMITS.timeoutMs): Promise<BiSearchResult> =>
  searchEnvironmentBiAs(env, search, timeoutMs, BiSearchResponse);

/** As searchEnvironmentBi, the answer parsed with the caller's `schema` (a page whose hits it parses itself: BiHitPage). */
export const searchEnvironmentBiAs = async <T>(env: Pick<Environment, 'config'>, search: ParsedBiSearch, timeoutMs: number, schema: z.ZodType<T>): Promise<{ source: BiSource; result: T; elapsedMs: number }> => {
  const baseUrl = addressOf(env, search.source);
  const started = performance.now();
  let answer;
  try {
    const request = 'q' in search ? { q: search.q, ...(search.size !== undefined ? { size: search.size } : {}) } : { body: search.query };
    answer = await searchBi<T>({ baseUrl, credentials: env.config.bi!, request, timeoutMs, maxAnswerBytes: BI_LIMITS.maxAnswerBytes }, schema);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      const timedOut = /timeout|aborted/i.test(error.message);
      throw new HttpError(
        timedOut ? 504 : 502,
        'BI_UNAVAILABLE',
        timedOut ? `The BI data source did not answer within ${timeoutMs / 1000} s. Narrow the time range or simplify the query.` : 'The BI data source is not reachable right now. Try again later.',
      );
    }
    if (error instanceof GatewayProtocolError && /larger than/.test(error.message)) {
      throw new HttpError(422, 'BI_ANSWER_TOO_LARGE', `The answer is larger than ${BI_LIMITS.maxAnswerBytes / 1024 / 1024} MB. Ask for fewer hits (size), fewer fields (_source) or smaller aggregations.`);
    }
    throw error;
  }
  if (!answer.ok) {
    const reason = answer.error.root_cause[0]?.reason ?? answer.error.reason;
    if (answer.status === 401 || answer.status === 403 || answer.status === 406) {
      throw new HttpError(502, 'BI_REFUSED_STUDIO', `The BI data source refused the studio's request (HTTP ${answer.status}: ${reason}). Check the environment's BI credentials.`);
    }
    throw new HttpError(400, 'BI_QUERY_REFUSED', `The BI data source refused the query: ${reason}`, { gatewayCode: answer.error.type });
  }
  return { source: search.source, result: answer.body, elapsedMs: Math.round(performance.now() - started) };
};

const FIELD_CLAUSES = new Set(['term', 'terms', 'range', 'match', 'match_phrase', 'prefix', 'wildcard', 'exists']);

/**
 * The field names a DSL body refers to, for the audit entry: what was asked about, never the
 * values asked for (a query may carry a customer's e-mail address or name).
 */
export const fieldsOfQuery = (body: unknown): string[] => {
  const fields = new Set<string>();
  const visit = (node: unknown, clause: string | null, depth: number) => {
    if (depth > 64 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, null, depth + 1));
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'field' || key === 'path') && typeof value === 'string') fields.add(value);
      else if (key === 'fields' && Array.isArray(value)) value.filter((v): v is string => typeof v === 'string').forEach((v) => fields.add(v));
      else if (clause && FIELD_CLAUSES.has(clause) && key !== 'boost' && key !== 'field') fields.add(key);
      visit(value, key, depth + 1);
    }
  };
  visit(body, null, 0);
  return [...fields].sort().slice(0, 50);
};

/** The BI addresses an environment has: live (`{bi_url}`) and, when it is another address, test (`{bi_sandbox_url}`). */
export const biSourcesOf = (env: Environment): BiSource[] =>
  env.config.bi ? ([env.config.biUrl ? 'live' : null, env.config.biSandboxUrl && env.config.biSandboxUrl !== env.config.biUrl ? 'test' : null].filter(Boolean) as BiSource[]) : [];

/**
 * Pages a sorted query (its `sort` ends in a unique field) with `search_after`, handing each page to
 * `onPage`, until a page comes back shorter than `size` or `onPage` answers false. A full page
 * without sort values cannot be continued: a 502, never a loop or a silent stop.
 */
export const pageEnvironmentBi = async (
  env: Pick<Environment, 'config'>,
  source: BiSource,
  query: Record<string, unknown> & { size: number },
  onPage: (page: BiSearchResult) => boolean,
): Promise<void> => {
  let after: unknown[] | undefined;
  for (;;) {
    const page = await searchEnvironmentBi(env, { source, query: after ? { ...query, search_after: after } : query });
    const hits = page.result.hits.hits;
    if (!onPage(page) || hits.length < query.size) return;
    after = hits.at(-1)!.sort;
    if (!after) throw new HttpError(502, 'BI_NO_SORT_VALUES', 'The BI data source answered a sorted page without sort values, so it cannot be paged.');
  }
};
