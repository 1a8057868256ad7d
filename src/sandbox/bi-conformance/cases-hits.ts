import { error, hits, ms, post, type ConformanceCase } from './case-types';

/** Hits: sort, search_after, paging, _source filtering, track_total_hits, docvalue_fields. */
export const HIT_CASES: ConformanceCase[] = [
  { name: 'sort by scaled_float desc', request: post({ sort: [{ amount: 'desc' }], size: 5 }), expected: hits(['p09', 'p07', 'p01', 'p16', 'p06'], 16, { sortValues: [[300], [200], [100], [99.999], [75.25]] }) },
  { name: 'sort by date asc (sort values are epoch ms)', request: post({ sort: [{ created_at: { order: 'asc' } }], size: 4 }), expected: hits(['p13', 'p12', 'p11', 'p09'], 16, { sortValues: [[ms('2025-12-31 23:59:59')], [ms('2026-01-15 06:30:00')], [ms('2026-01-31 23:00:00')], [ms('2026-02-15 10:00:00')]] }) },
  { name: 'sort with missing _first and a tie-break', request: post({ sort: [{ attempt: { order: 'desc', missing: '_first' } }, { uuid: 'asc' }], size: 6 }), expected: hits(['p11', 'p13', 'p15', 'p16', 'p03', 'p01'], 16) },
  {
    name: 'sort asc puts missing last by default, even with a descending tie-break',
    request: post({ sort: [{ attempt: 'asc' }, { uuid: 'desc' }], size: 16 }),
    expected: hits(['p14', 'p12', 'p10', 'p09', 'p08', 'p07', 'p06', 'p05', 'p04', 'p02', 'p01', 'p03', 'p16', 'p15', 'p13', 'p11']),
  },
  {
    name: 'sort on keyword, missing last',
    request: post({ sort: ['status', 'uuid'], size: 16 }),
    expected: hits(['p02', 'p05', 'p08', 'p12', 'p14', 'p01', 'p03', 'p04', 'p06', 'p07', 'p09', 'p10', 'p11', 'p13', 'p16', 'p15']),
  },
  { name: 'sort _doc is index order', request: post({ query: { term: { method: 'Paypal' } }, sort: ['_doc'] }), expected: hits(['p04', 'p05', 'p10', 'p14']) },
  {
    name: 'sort on a nested field (max of the group, desc)',
    request: post({ query: { nested: { path: 'items', query: { match_all: {} } } }, sort: [{ 'items.price': { order: 'desc', mode: 'max', nested: { path: 'items' } } }] }),
    expected: hits(['p09', 'p16', 'p01', 'p06', 'p03']),
  },
  {
    name: 'sort on a nested field (min of the group, asc)',
    request: post({ query: { nested: { path: 'items', query: { match_all: {} } } }, sort: [{ 'items.price': { order: 'asc', mode: 'min', nested: { path: 'items' } } }] }),
    expected: hits(['p03', 'p01', 'p06', 'p16', 'p09']),
  },
  { name: 'search_after: first page', request: post({ sort: [{ created_at: 'desc' }, { uuid: 'asc' }], size: 3 }), expected: hits(['p01', 'p02', 'p03'], 16, { sortValues: [[ms('2026-03-15 11:30:00'), 'p01'], [ms('2026-03-15 09:00:00'), 'p02'], [ms('2026-03-14 18:00:00'), 'p03']] }) },
  { name: 'search_after: the page after p03', request: post({ sort: [{ created_at: 'desc' }, { uuid: 'asc' }], size: 3, search_after: [ms('2026-03-14 18:00:00'), 'p03'] }), expected: hits(['p04', 'p05', 'p15'], 16) },
  { name: 'search_after with a filter, last page', request: post({ query: { term: { method: 'Paypal' } }, sort: [{ amount: 'asc' }, { uuid: 'asc' }], size: 10, search_after: [12.345, 'p14'] }), expected: hits(['p10'], 4) },
  { name: 'from and size page', request: post({ sort: ['uuid'], from: 14, size: 5 }), expected: hits(['p15', 'p16'], 16) },
  { name: 'size 0 keeps the total', request: post({ size: 0 }), expected: hits([], 16) },
  { name: 'track_total_hits false leaves the total out', request: post({ size: 1, track_total_hits: false }), expected: { status: 200, ids: ['p01'], total: 'absent' } },
  { name: 'track_total_hits below the count', request: post({ size: 1, track_total_hits: 5 }), expected: { status: 200, ids: ['p01'], total: { value: 5, relation: 'gte' } } },
  {
    name: '_source includes (with a nested member)',
    request: post({ query: { ids: { values: ['p02'] } }, _source: ['uuid', 'customer.first_name', 'errors.code'] }),
    expected: hits(['p02'], 1, { sources: [{ uuid: 'p02', customer: { first_name: 'Bernd' }, errors: [{ code: '2003' }] }] }),
  },
  {
    name: '_source includes and excludes with wildcards',
    request: post({ query: { ids: { values: ['p01'] } }, _source: { includes: ['uuid', 'amount', 'extra_data.*'], excludes: ['extra_data.campaign'] } }),
    expected: hits(['p01'], 1, { sources: [{ uuid: 'p01', amount: 100, extra_data: { shop: 'web' } }] }),
  },
  { name: '_source keeps the value as written (0.0005, not the indexed 0.001)', request: post({ query: { ids: { values: ['p05'] } }, _source: 'amount' }), expected: hits(['p05'], 1, { sources: [{ amount: 0.0005 }] }) },
  { name: '_source false', request: post({ query: { ids: { values: ['p05'] } }, _source: false }), expected: hits(['p05'], 1, { sources: [null] }) },
  // docvalue_fields: each hit's `fields` as doc values (arrays), from the mapping's types.
  {
    name: 'docvalue_fields with _source false: keyword, integer, boolean, ip; a missing value is left out',
    request: post({ query: { ids: { values: ['p01', 'p03', 'p15'] } }, sort: ['uuid'], _source: false, docvalue_fields: ['uuid', 'status', 'attempt', 'is_captured', 'customer.ip_address', 'creditcard.bin_country'] }),
    expected: hits(['p01', 'p03', 'p15'], 3, {
      sources: [null, null, null],
      fields: [
        { uuid: ['p01'], status: ['success'], attempt: [1], is_captured: [true], 'customer.ip_address': ['10.1.2.3'], 'creditcard.bin_country': ['AT'] },
        { uuid: ['p03'], status: ['success'], attempt: [2], is_captured: [true], 'customer.ip_address': ['2001:db8::15'], 'creditcard.bin_country': ['US'] },
        { uuid: ['p15'], 'creditcard.bin_country': ['AT'] },
      ],
    }),
  },
  {
    name: 'docvalue_fields scaled_float: the indexed value (0.0005 is stored as 0.001), as a double',
    request: post({ query: { ids: { values: ['p05', 'p14', 'p16'] } }, sort: ['uuid'], _source: false, docvalue_fields: [{ field: 'amount' }, 'base_amount'] }),
    expected: hits(['p05', 'p14', 'p16'], 3, { fields: [{ amount: [0.001], base_amount: [0.001] }, { amount: [12.345], base_amount: [11.72] }, { amount: [99.999], base_amount: [99.999] }] }),
  },
  {
    name: 'docvalue_fields date: the mapping format by default, epoch_millis (a string) and strict_date_optional_time on request',
    request: post({ query: { ids: { values: ['p01', 'p02'] } }, sort: ['uuid'], _source: false, docvalue_fields: ['created_at', { field: 'captured_at', format: 'epoch_millis' }, { field: 'modified_at', format: 'epoch_millis' }, { field: 'created_at', format: 'strict_date_optional_time' }] }),
    expected: hits(['p01', 'p02'], 2, {
      fields: [
        { created_at: ['2026-03-15 11:30:00', '2026-03-15T11:30:00.000Z'], captured_at: [String(ms('2026-03-15 11:31:00'))] },
        { created_at: ['2026-03-15 09:00:00', '2026-03-15T09:00:00.000Z'] },
      ],
    }),
  },
  {
    name: 'docvalue_fields wildcard over a dynamic object (extra_data.*)',
    request: post({ query: { ids: { values: ['p01', 'p03', 'p14'] } }, sort: ['uuid'], _source: false, docvalue_fields: ['extra_data.*'] }),
    expected: hits(['p01', 'p03', 'p14'], 3, { fields: [{ 'extra_data.shop': ['web'], 'extra_data.campaign': ['spring'] }, { 'extra_data.shop': ['web'] }, null] }),
  },
  {
    name: 'docvalue_fields wildcard over the mapping (creditcard.*type: type, bin_type, token_type)',
    request: post({ query: { ids: { values: ['p02'] } }, _source: false, docvalue_fields: ['creditcard.*type'] }),
    expected: hits(['p02'], 1, { fields: [{ 'creditcard.type': ['mastercard'] }] }),
  },
  {
    name: 'docvalue_fields with _source: both on the hit; unknown names, objects and nested fields give nothing',
    request: post({ query: { ids: { values: ['p01'] } }, _source: ['uuid'], docvalue_fields: ['currency', 'no_such_field', 'customer', 'items.price', 'fees.entity.raw'] }),
    expected: hits(['p01'], 1, { sources: [{ uuid: 'p01' }], fields: [{ currency: ['EUR'] }] }),
  },
  {
    name: 'docvalue_fields: the .raw keyword of a text field',
    request: post({ query: { ids: { values: ['p01', 'p02'] } }, sort: ['uuid'], _source: false, docvalue_fields: ['risk_data.risk_profile_name.raw'] }),
    expected: hits(['p01', 'p02'], 2, { fields: [{ 'risk_data.risk_profile_name.raw': ['Default Profile'] }, { 'risk_data.risk_profile_name.raw': ['Strict Profile'] }] }),
  },
  {
    name: 'docvalue_fields on a text field is refused (no doc values)',
    request: post({ query: { ids: { values: ['p01'] } }, _source: false, docvalue_fields: ['uuid', 'description'] }),
    expected: error(400, 'illegal_argument_exception', 'Text fields are not optimised'),
  },
  {
    name: 'docvalue_fields wildcard reaching a text field is refused too',
    request: post({ query: { ids: { values: ['p01'] } }, _source: false, docvalue_fields: ['customer.*'] }),
    expected: error(400, 'illegal_argument_exception', 'customer.'),
  },
  {
    name: 'docvalue_fields on a text field without hits to fetch: no error (the fetch phase never runs)',
    request: post({ size: 0, docvalue_fields: ['description'] }),
    expected: hits([], 16),
  },
  {
    name: 'docvalue_fields with a format on a keyword field is refused',
    request: post({ query: { ids: { values: ['p01'] } }, docvalue_fields: [{ field: 'status', format: 'epoch_millis' }] }),
    expected: error(400, 'illegal_argument_exception', 'does not support custom formats'),
  },
  { name: 'docvalue_fields must be an array', request: post({ docvalue_fields: 'uuid' }), expected: error(400, 'parsing_exception', 'docvalue_fields') },
];
