import type { AggNode } from '../ast';
import { BiError, parsingError, unsupported } from '../errors';
import { isObject, tokenName, type Json } from './json';

/**
 * The `aggs` tree → `AggNode`s. Each aggregation's options are checked against the ones this
 * engine implements; the values are read where they are compiled (`compile/aggs/`).
 */

const BUCKET: Record<string, string[]> = {
  terms: ['field', 'size', 'min_doc_count', 'shard_min_doc_count', 'order', 'missing', 'include', 'exclude', 'shard_size', 'show_term_doc_count_error', 'execution_hint', 'collect_mode', 'value_type', 'format'],
  histogram: ['field', 'interval', 'min_doc_count', 'extended_bounds', 'hard_bounds', 'offset', 'order', 'keyed', 'missing', 'format'],
  date_histogram: ['field', 'calendar_interval', 'fixed_interval', 'interval', 'time_zone', 'min_doc_count', 'extended_bounds', 'hard_bounds', 'format', 'offset', 'order', 'keyed', 'missing'],
  range: ['field', 'ranges', 'keyed', 'format', 'missing'],
  date_range: ['field', 'ranges', 'keyed', 'format', 'time_zone', 'missing'],
  filter: [],
  filters: ['filters', 'other_bucket', 'other_bucket_key'],
  nested: ['path'],
  reverse_nested: ['path'],
  composite: ['sources', 'size', 'after'],
};

const METRIC: Record<string, string[]> = {
  sum: ['field', 'missing', 'format'],
  avg: ['field', 'missing', 'format'],
  min: ['field', 'missing', 'format'],
  max: ['field', 'missing', 'format'],
  value_count: ['field', 'format'],
  cardinality: ['field', 'precision_threshold', 'missing', 'execution_hint'],
  stats: ['field', 'missing', 'format'],
  percentiles: ['field', 'percents', 'keyed', 'missing', 'tdigest', 'format'],
  top_hits: ['size', 'from', 'sort', '_source', 'docvalue_fields'],
};

const OTHER = ['extended_stats', 'weighted_avg', 'percentile_ranks', 'median_absolute_deviation', 'geo_bounds', 'geo_centroid', 'scripted_metric', 'significant_terms', 'significant_text', 'rare_terms', 'multi_terms', 'auto_date_histogram', 'variable_width_histogram', 'adjacency_matrix', 'sampler', 'diversified_sampler', 'global', 'missing', 'ip_range', 'geo_distance', 'geohash_grid', 'geotile_grid', 'avg_bucket', 'sum_bucket', 'max_bucket', 'min_bucket', 'stats_bucket', 'bucket_script', 'bucket_selector', 'bucket_sort', 'cumulative_sum', 'derivative', 'moving_avg', 'moving_fn', 'serial_diff', 'matrix_stats'];

export const isMetric = (type: string) => type in METRIC;

export const parseAggs = (v: Json | undefined, path: string, parentType?: string): AggNode[] => {
  if (v === undefined) return [];
  if (!isObject(v)) throw parsingError(`Expected [START_OBJECT] under [aggregations], but got a [${tokenName(v)}]`, path);
  return Object.entries(v).map(([name, body]) => parseAgg(name, body, `${path}.${name}`, parentType));
};

const parseAgg = (name: string, body: Json, path: string, parentType?: string): AggNode => {
  if (/[[\]>]/.test(name)) throw parsingError(`Invalid aggregation name [${name}]. Aggregation names can contain any character except '[', ']', and '>'`, path);
  if (!isObject(body)) throw parsingError(`Aggregation definition for [${name} starts with a [${tokenName(body)}], expected a [START_OBJECT].`, path);
  let type: string | undefined;
  let params: Json | undefined;
  let subs: Json | undefined;
  let meta: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(body)) {
    if (key === 'aggs' || key === 'aggregations') {
      if (subs !== undefined) throw parsingError(`Found two sub aggregation definitions under [${name}]`, path);
      subs = value;
    } else if (key === 'meta') {
      if (!isObject(value)) throw parsingError(`[meta] of [${name}] must be an object`, `${path}.meta`);
      meta = value;
    } else {
      if (type !== undefined) throw parsingError(`Found two aggregation type definitions in [${name}]: [${type}] and [${key}]`, path);
      type = key;
      params = value;
    }
  }
  if (type === undefined) throw parsingError(`Missing definition for aggregation [${name}]`, path);
  const at = `${path}.${type}`;
  const allowed = BUCKET[type] ?? METRIC[type];
  if (!allowed) {
    if (OTHER.includes(type)) throw unsupported(`[${type}] aggregation`, at);
    throw parsingError(`Unknown aggregation type [${type}]`, at);
  }
  if (!isObject(params)) throw parsingError(`Expected [START_OBJECT] under [${type}], but got a [${tokenName(params)}] in [${name}]`, at);
  if (type !== 'filter') for (const key of Object.keys(params)) if (!allowed.includes(key)) throw parsingError(`[${type}] unknown field [${key}]`, `${at}.${key}`);
  if (isMetric(type) && subs !== undefined) throw new BiError('aggregation_initialization_exception', `Aggregator [${name}] of type [${type}] cannot accept sub-aggregations at [${path}]`);
  if (type === 'composite' && parentType !== undefined) throw new BiError('illegal_argument_exception', `[composite] aggregation cannot be used with a parent aggregation of type: [${parentType}] at [${path}]`);
  return { name, type, params, subs: parseAggs(subs, `${path}.aggs`, type), ...(meta ? { meta } : {}), at };
};
