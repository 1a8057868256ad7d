/**
 * The spec's own example queries (spec "BI data source"), one click away in the console. The uuid
 * lookup is a query string; its placeholder is selected so typing replaces it.
 */
export interface BiExample {
  id: string;
  label: string;
  mode: 'dsl' | 'q';
  text: string;
  /** Text to select after loading (a placeholder to overwrite). */
  select?: string;
}

const json = (value: object) => JSON.stringify(value, null, 2);

export const UUID_PLACEHOLDER = 'paste-a-transaction-uuid';

export const BI_EXAMPLES: readonly BiExample[] = [
  { id: 'by-uuid', label: 'Look up a transaction by uuid', mode: 'q', text: `uuid:${UUID_PLACEHOLDER}`, select: UUID_PLACEHOLDER },
  {
    id: 'status-24h',
    label: 'Count by status, last 24 hours',
    mode: 'dsl',
    text: json({ size: 0, query: { bool: { filter: [{ range: { created_at: { gte: 'now-24h' } } }] } }, aggs: { by_status: { terms: { field: 'status' } } } }),
  },
  {
    id: 'volume-month',
    label: 'Volume per method and currency, last month',
    mode: 'dsl',
    text: json({
      size: 0,
      query: { bool: { filter: [{ range: { created_at: { gte: 'now-1M' } } }] } },
      aggs: { methods: { terms: { field: 'method' }, aggs: { currencies: { terms: { field: 'currency' }, aggs: { volume: { sum: { field: 'amount' } } } } } } },
    }),
  },
];

export const DEFAULT_DSL = json({ size: 20, sort: [{ created_at: 'desc' }], query: { match_all: {} } });
