import { parsingError, illegalArgument, BiError } from '../../engine/bi/errors';
import { isObject, type JsonObject } from '../../engine/bi/parse/json';

/**
 * What a BI request carries besides its body: OpenSearch's URI search parameters (`q`, `df`,
 * `default_operator`, `lenient`, `size`, `from`, `sort=field:order`, `track_total_hits`, `_source`,
 * `_source_includes`, `_source_excludes`), merged into the body the way OpenSearch does (the URL wins).
 */

const KNOWN = ['q', 'df', 'default_operator', 'lenient', 'size', 'from', 'sort', 'track_total_hits', '_source', '_source_includes', '_source_excludes', 'pretty', 'timeout', 'analyze_wildcard', 'error_trace', 'filter_path', 'human'];

const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

export const bodyWithParams = (body: JsonObject, query: Record<string, string | string[] | undefined>, path: string): JsonObject => {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if (!KNOWN.includes(k)) throw illegalArgument(`request [${path}] contains unrecognized parameter: [${k}]`);
    if (k === 'filter_path') throw parsingError('[filter_path] is not supported by the sandbox\'s BI engine');
    params[k] = Array.isArray(v) ? v.at(-1)! : (v ?? '');
  }
  const out: JsonObject = { ...body };
  if (params.q !== undefined) {
    out.query = {
      query_string: {
        query: params.q,
        ...(params.df !== undefined ? { default_field: params.df } : {}),
        ...(params.default_operator !== undefined ? { default_operator: params.default_operator } : {}),
        ...(params.lenient !== undefined ? { lenient: params.lenient === 'true' } : {}),
      },
    };
  }
  for (const k of ['size', 'from'] as const) {
    if (params[k] === undefined) continue;
    if (!/^-?\d+$/.test(params[k])) throw new BiError('number_format_exception', `For input string: "${params[k]}"`);
    out[k] = Number(params[k]);
  }
  if (params.sort !== undefined)
    out.sort = list(params.sort).map((s) => {
      const colon = s.lastIndexOf(':');
      return colon > 0 ? { [s.slice(0, colon)]: { order: s.slice(colon + 1) } } : s;
    });
  if (params.track_total_hits !== undefined) {
    const v = params.track_total_hits;
    out.track_total_hits = v === 'true' || v === '' ? true : v === 'false' ? false : /^-?\d+$/.test(v) ? Number(v) : v;
  }
  if (params._source !== undefined) out._source = params._source === 'true' || params._source === '' ? true : params._source === 'false' ? false : list(params._source);
  if (params._source_includes !== undefined || params._source_excludes !== undefined)
    out._source = { includes: list(params._source_includes ?? ''), excludes: list(params._source_excludes ?? '') };
  return out;
};

export const ensureObject = (body: unknown): JsonObject => {
  if (body === undefined) return {};
  if (!isObject(body)) throw parsingError(`request body must be a JSON object, found [${Array.isArray(body) ? 'START_ARRAY' : typeof body}]`);
  return body;
};
