import { isObject, parsingError, unsupported } from './errors';
import { compositeAgg } from './agg-composite';
import { dateHistogramAgg, histogramAgg } from './agg-histograms';
import { avgAgg, cardinalityAgg, maxAgg, minAgg, percentilesAgg, statsAgg, sumAgg, valueCountAgg } from './agg-metrics';
import { dateRangeAgg, rangeAgg } from './agg-ranges';
import { filterAgg, filtersAgg, nestedAgg, reverseNestedAgg, termsAgg, topHitsAgg } from './agg-buckets';
import type { Agg, AggContext, AggFactory } from './agg-types';

/** Compiles an `aggs` object into named aggregations, sub-aggregations included. */

const FACTORIES: Record<string, AggFactory> = {
  terms: termsAgg,
  sum: sumAgg,
  avg: avgAgg,
  min: minAgg,
  max: maxAgg,
  value_count: valueCountAgg,
  cardinality: cardinalityAgg,
  stats: statsAgg,
  percentiles: percentilesAgg,
  date_histogram: dateHistogramAgg,
  histogram: histogramAgg,
  range: rangeAgg,
  date_range: dateRangeAgg,
  filter: filterAgg,
  filters: filtersAgg,
  nested: nestedAgg,
  reverse_nested: reverseNestedAgg,
  top_hits: topHitsAgg,
  composite: compositeAgg,
};

const LEAVES = new Set(['sum', 'avg', 'min', 'max', 'value_count', 'cardinality', 'stats', 'percentiles', 'top_hits']);

const KNOWN_ELSEWHERE = ['extended_stats', 'percentile_ranks', 'significant_terms', 'multi_terms', 'rare_terms', 'auto_date_histogram', 'geo_distance', 'geohash_grid', 'ip_range', 'missing', 'global', 'sampler', 'scripted_metric', 'weighted_avg', 'median_absolute_deviation', 'bucket_sort', 'bucket_selector', 'avg_bucket', 'sum_bucket', 'cumulative_sum', 'derivative'];

const NAME = /^[^[\]>]+$/;

export const compileAggs = (spec: unknown, ctx: AggContext): Map<string, Agg> => {
  const out = new Map<string, Agg>();
  if (spec === undefined) return out;
  if (!isObject(spec)) throw parsingError('[aggs] must be an object of named aggregations');
  for (const [name, def] of Object.entries(spec)) {
    if (!NAME.test(name)) throw parsingError(`Invalid aggregation name [${name}]. Aggregation names can contain any character except '[', ']', and '>'`);
    if (!isObject(def)) throw parsingError(`Expected [START_OBJECT] under [${name}], but got a [${typeof def}] in [${name}]`);
    const { aggs, aggregations, meta: _meta, ...rest } = def;
    if (aggs !== undefined && aggregations !== undefined) throw parsingError(`Found two sub aggregation definitions under [${name}]`);
    const types = Object.keys(rest);
    if (types.length !== 1) throw parsingError(`Expected exactly one aggregation type under [${name}], found [${types.join(', ')}]`);
    const type = types[0]!;
    const factory = FACTORIES[type];
    if (!factory) {
      if (KNOWN_ELSEWHERE.includes(type)) throw unsupported(`the [${type}] aggregation`);
      throw parsingError(`Unknown aggregation type [${type}] did you mean [terms]?`);
    }
    const sub = aggs ?? aggregations;
    if (sub !== undefined && LEAVES.has(type)) throw parsingError(`Aggregator [${name}] of type [${type}] cannot accept sub-aggregations`);
    out.set(name, factory(rest[type], ctx, (subCtx) => compileAggs(sub, subCtx)));
  }
  return out;
};
