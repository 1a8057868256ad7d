import type { Query } from '../ast';
import { parsingError, shardError, unsupported } from '../errors';
import { booleanParam, checkKeys, stringParam, type JsonObject } from '../parse/json';
import { expandFields } from '../parse/field-patterns';
import { QuerySyntaxError } from './lexer';
import { parseLucene } from './parser';

/**
 * Query-string text → `Query`, for the `query_string` clause and GET `?q=`. With the default field
 * `*` (OpenSearch's `index.query.default_field`), a term is tried on every searchable field and the
 * query is lenient (a value a field cannot take skips that field), as OpenSearch does.
 */
export const parseQueryString = (text: string, options: { defaultField?: string; fields?: string[]; defaultOperator?: string; lenient?: boolean }, at: string): Query => {
  const operator = (options.defaultOperator ?? 'or').toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw parsingError(`[query_string] default_operator [${options.defaultOperator}] is not valid`, at);
  const patterns = options.fields?.length ? options.fields.map((f) => f.replace(/\^[\d.]+$/, '')) : [options.defaultField ?? '*'];
  const lenient = options.lenient ?? patterns.some((p) => p.includes('*'));
  try {
    return parseLucene(text, { defaultFields: expandFields(patterns), defaultOperator: operator, lenient, at });
  } catch (error) {
    if (error instanceof QuerySyntaxError) throw shardError('query_shard_exception', `Failed to parse query [${text}]: ${error.message}`, at);
    throw error;
  }
};

export const parseQueryStringClause = (o: JsonObject, path: string): Query => {
  checkKeys(
    o,
    ['query', 'default_field', 'fields', 'default_operator', 'lenient', 'analyze_wildcard', 'allow_leading_wildcard', 'boost', '_name', 'fuzziness', 'phrase_slop', 'auto_generate_synonyms_phrase_query', 'minimum_should_match', 'analyzer'],
    'query_string',
    path,
  );
  const text = stringParam(o.query, 'query_string', 'query', path);
  if (text === undefined) throw parsingError('[query_string] must be provided with a [query]', path);
  if (o.analyzer !== undefined) throw unsupported('[query_string] analyzer', `${path}.analyzer`);
  if (o.minimum_should_match !== undefined) throw unsupported('[query_string] minimum_should_match', `${path}.minimum_should_match`);
  const fields = o.fields === undefined ? undefined : Array.isArray(o.fields) ? o.fields.map((f, i) => stringParam(f, 'query_string', `fields[${i}]`, path)!) : undefined;
  if (o.fields !== undefined && !Array.isArray(o.fields)) throw parsingError('[query_string] fields must be an array', `${path}.fields`);
  const defaultField = stringParam(o.default_field, 'query_string', 'default_field', path);
  const defaultOperator = stringParam(o.default_operator, 'query_string', 'default_operator', path);
  const lenient = booleanParam(o.lenient, 'query_string', 'lenient', path);
  return parseQueryString(
    text,
    { ...(defaultField !== undefined ? { defaultField } : {}), ...(fields ? { fields } : {}), ...(defaultOperator !== undefined ? { defaultOperator } : {}), ...(lenient !== undefined ? { lenient } : {}) },
    `${path}.query`,
  );
};
