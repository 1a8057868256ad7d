/**
 * The reference's refusals, in OpenSearch's error shape. `type` is the root cause's type as
 * OpenSearch names it (`parsing_exception`, `illegal_argument_exception`, `parse_exception`, …);
 * the reference does not wrap it in `search_phase_execution_exception` as a real cluster would,
 * because the conformance tests compare the root cause. `unsupported` marks DSL that OpenSearch
 * accepts but the reference does not implement, so a test can tell "invalid" from "not modelled".
 */
export class ReferenceError extends Error {
  constructor(
    readonly type: string,
    readonly reason: string,
    readonly status = 400,
  ) {
    super(`${type}: ${reason}`);
  }
}

export const UNSUPPORTED = 'reference_unsupported_exception';

export const parsingError = (reason: string) => new ReferenceError('parsing_exception', reason);
export const illegalArgument = (reason: string) => new ReferenceError('illegal_argument_exception', reason);
export const unsupported = (what: string) => new ReferenceError(UNSUPPORTED, `the reference evaluator does not model ${what}`);

export interface ErrorBody {
  error: { root_cause: { type: string; reason: string }[]; type: string; reason: string };
  status: number;
}

export const errorBody = (e: ReferenceError): ErrorBody => ({
  error: { root_cause: [{ type: e.type, reason: e.reason }], type: e.type, reason: e.reason },
  status: e.status,
});

/** A JSON object member check used by every clause parser: plain objects only. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Refuses members a clause does not know, the way OpenSearch's parsers do. */
export const onlyKeys = (clause: string, body: Record<string, unknown>, allowed: readonly string[]) => {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) throw parsingError(`[${clause}] query does not support [${key}]`);
};

/** The single `{name: body}` member of a clause object (`{"term": {...}}`). */
export const singleEntry = (what: string, v: unknown): [string, unknown] => {
  if (!isObject(v)) throw parsingError(`[${what}] must be an object`);
  const entries = Object.entries(v);
  if (entries.length !== 1) throw parsingError(`[${what}] malformed: expected exactly one member, found ${entries.length}`);
  return entries[0]!;
};
