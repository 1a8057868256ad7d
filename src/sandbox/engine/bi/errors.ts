/**
 * OpenSearch's error bodies. Two families, as the search engine has them:
 * - a request it cannot parse (unknown clause, wrong type, unsupported option) is answered at the
 *   REST layer: `{error:{root_cause:[{type, reason}], type, reason}, status:400}` with the type
 *   itself (`parsing_exception`, `illegal_argument_exception`, `x_content_parse_exception`);
 * - a request that parses but fails while the shard builds or runs it (a value a field cannot
 *   take, sorting on text, too many buckets) is a `search_phase_execution_exception`
 *   ("all shards failed") whose root cause names the shard-level failure.
 * Every reason names where in the request it is (`at [query.bool.must[1]]`) when the engine knows it.
 */

export const BI_INDEX = 'transactions';

export type BiErrorFamily = 'request' | 'shard';

export class BiError extends Error {
  constructor(
    readonly type: string,
    readonly reason: string,
    readonly family: BiErrorFamily = 'request',
    readonly status = 400,
  ) {
    super(reason);
    this.name = 'BiError';
  }
}

const at = (path: string | undefined) => (path ? ` at [${path}]` : '');

/** A clause the parser does not know or cannot read. */
export const parsingError = (reason: string, path?: string) => new BiError('parsing_exception', `${reason}${at(path)}`);

export const illegalArgument = (reason: string, path?: string) => new BiError('illegal_argument_exception', `${reason}${at(path)}`);

/** Something valid OpenSearch does that this engine does not: a 400 naming it, never a wrong answer. */
export const unsupported = (what: string, path?: string) => new BiError('parsing_exception', `${what} is not supported by the sandbox's BI engine${at(path)}`);

/** A value a field cannot take, found while building the query for the shard. */
export const shardError = (type: string, reason: string, path?: string) => new BiError(type, `${reason}${at(path)}`, 'shard');

/** The 400 OpenSearch answers for a value that does not parse as the field's number type. */
export const numberFormat = (value: unknown, path?: string) => shardError('query_shard_exception', `failed to create query: For input string: "${String(value)}"`, path);

export interface BiErrorBody {
  error: { root_cause: Array<{ type: string; reason: string; index?: string }>; type: string; reason: string; [k: string]: unknown };
  status: number;
}

export const errorBody = (e: BiError): BiErrorBody => {
  if (e.family === 'shard') {
    const cause = { type: e.type, reason: e.reason, index: BI_INDEX };
    return {
      error: {
        root_cause: [cause],
        type: 'search_phase_execution_exception',
        reason: 'all shards failed',
        phase: 'query',
        grouped: true,
        failed_shards: [{ shard: 0, index: BI_INDEX, node: 'sandbox', reason: cause }],
      },
      status: e.status,
    };
  }
  return { error: { root_cause: [{ type: e.type, reason: e.reason }], type: e.type, reason: e.reason }, status: e.status };
};
