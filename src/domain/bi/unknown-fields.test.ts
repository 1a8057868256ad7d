import { describe, expect, it } from 'vitest';
import { fieldNamesIn, fieldNamesInQueryString, unknownFields } from './unknown-fields';

describe('field names a query uses that the record does not have', () => {
  it('finds them in clauses, aggregations, sort and _source, with the field a slip most likely meant', () => {
    const body = {
      query: { bool: { filter: [{ term: { stauts: 'error' } }, { range: { created_at: { gte: 'now-7d' } } }, { exists: { field: 'customer.billing_country' } }] } },
      aggs: { by: { terms: { field: 'connectr_name', size: 5 }, aggs: { volume: { sum: { field: 'base_amount' } } } } },
      sort: [{ created_at: 'desc' }, '_score'],
      _source: ['uuid', 'extra_data.shop'],
    };
    expect(fieldNamesIn(body)).toEqual(['stauts', 'created_at', 'customer.billing_country', 'connectr_name', 'base_amount', 'uuid', 'extra_data.shop']);
    expect(unknownFields(fieldNamesIn(body))).toEqual([
      { name: 'stauts', suggestion: 'status' },
      { name: 'connectr_name', suggestion: 'connector_name' },
    ]);
  });

  it('reads the fields of a query string, not its quoted words', () => {
    expect(fieldNamesInQueryString('stauts:error AND (currency:EUR OR description:"a:b")')).toEqual(['stauts', 'currency', 'description']);
    expect(unknownFields(['connectr'])[0]).toMatchObject({ name: 'connectr' });
  });
});
