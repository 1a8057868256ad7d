import type { ReactNode } from 'react';
import { cellText } from './cell-text';

type Agg = Record<string, unknown>;
const isObject = (v: unknown): v is Agg => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Members of a bucket or a single-bucket aggregation that are its sub-aggregations. */
const subAggregations = (bucket: Agg): Array<[string, Agg]> =>
  Object.entries(bucket).filter((e): e is [string, Agg] => isObject(e[1]) && !['key', 'from', 'to'].includes(e[0]));

const bucketsOf = (agg: Agg): Agg[] | null => {
  if (Array.isArray(agg.buckets)) return agg.buckets as Agg[];
  if (isObject(agg.buckets)) return Object.entries(agg.buckets).map(([key, b]) => ({ key, ...(b as Agg) }));
  return null;
};

const keyOf = (bucket: Agg) => (typeof bucket.key_as_string === 'string' ? bucket.key_as_string : isObject(bucket.key) ? JSON.stringify(bucket.key) : cellText(bucket.key));

/** A metric's value as one cell: `value` (its string form for dates), stats and percentiles spelled out. */
const metricText = (agg: Agg): string | null => {
  if ('value' in agg) return typeof agg.value_as_string === 'string' ? agg.value_as_string : cellText(agg.value);
  if ('count' in agg && 'avg' in agg) return `count ${cellText(agg.count)} · min ${cellText(agg.min)} · avg ${cellText(agg.avg)} · max ${cellText(agg.max)} · sum ${cellText(agg.sum)}`;
  if (isObject(agg.values)) return Object.entries(agg.values).map(([p, v]) => `p${p.replace(/\.0$/, '')} ${cellText(v)}`).join(' · ');
  if (isObject(agg.hits)) return `${cellText((agg.hits as Agg).total && isObject((agg.hits as Agg).total) ? ((agg.hits as Agg).total as Agg).value : '')} hit(s)`;
  return null;
};

const AggregationBody = ({ agg }: { agg: Agg }): ReactNode => {
  const buckets = bucketsOf(agg);
  const metric = metricText(agg);
  if (metric !== null) return <span className="bi-metric">{metric}</span>;
  if (!buckets) {
    // A single bucket (filter, nested, reverse_nested): its count, then what it holds.
    return (
      <div>
        <span className="bi-metric">{cellText(agg.doc_count)} documents</span>
        {subAggregations(agg).map(([name, sub]) => (
          <AggregationView key={name} name={name} agg={sub} />
        ))}
      </div>
    );
  }
  const subNames = [...new Set(buckets.flatMap((b) => subAggregations(b).map(([n]) => n)))];
  return (
    <table className="data-table bi-buckets">
      <thead>
        <tr>
          <th scope="col">key</th>
          <th scope="col">documents</th>
          {subNames.map((n) => (
            <th key={n} scope="col">
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {buckets.map((b, i) => (
          <tr key={`${keyOf(b)}-${i}`}>
            <th scope="row">{keyOf(b)}</th>
            <td>{cellText(b.doc_count)}</td>
            {subNames.map((n) => (
              <td key={n}>{isObject(b[n]) ? <AggregationBody agg={b[n] as Agg} /> : '–'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** One aggregation of an answer, with its name; bucket aggregations as tables, nested to any depth. */
export const AggregationView = ({ name, agg }: { name: string; agg: Agg }) => (
  <section className="bi-aggregation" aria-label={`Aggregation ${name}`}>
    <h3>{name}</h3>
    <AggregationBody agg={agg} />
    {typeof agg.sum_other_doc_count === 'number' && agg.sum_other_doc_count > 0 ? <p className="muted">{cellText(agg.sum_other_doc_count)} more documents in buckets not shown</p> : null}
  </section>
);
