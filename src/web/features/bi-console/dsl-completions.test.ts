import { describe, expect, it } from 'vitest';
import { dslCompletions } from './dsl-completions';
import { jsonCursor } from './json-cursor';

const at = (textWithCaret: string) => {
  const pos = textWithCaret.indexOf('|');
  return jsonCursor(textWithCaret.replace('|', ''), pos);
};
const labels = (textWithCaret: string) => dslCompletions(at(textWithCaret)).map((c) => c.label);

describe('where the cursor is in unfinished JSON', () => {
  it('finds the member path, key or value, and the typed prefix', () => {
    expect(at('{"query": {"bool": {"must": [{"te|')).toMatchObject({ path: ['query', 'bool', 'must', '#'], at: 'key', prefix: 'te', quoted: true });
    expect(at('{"aggs": {"by": {"terms": {"field": "cur|')).toMatchObject({ path: ['aggs', 'by', 'terms', 'field'], at: 'value', prefix: 'cur' });
    expect(at('{"size": 0, |')).toMatchObject({ path: [], at: 'key', prefix: '' });
    expect(at('{"query": {"term": {"a\\"b": 1}, "x": [1, {"y": tr|')).toMatchObject({ path: ['query', 'x', '#', 'y'], at: 'value', prefix: 'tr', quoted: false });
  });
});

describe('DSL completions', () => {
  it('offers the body members at the top, clauses where a query goes, fields inside a field clause', () => {
    expect(labels('{|')).toEqual(expect.arrayContaining(['query', 'aggs', 'size', 'search_after', 'track_total_hits']));
    expect(labels('{"query": {|')).toEqual(expect.arrayContaining(['bool', 'term', 'range', 'nested', 'query_string']));
    expect(labels('{"query": {"bool": {"filter": [{"range": {"|')).toEqual(expect.arrayContaining(['created_at', 'amount', 'customer.billing_country']));
    expect(labels('{"query": {"range": {"created_at": {"|')).toEqual(['gt', 'gte', 'lt', 'lte', 'format', 'time_zone', 'boost']);
    expect(labels('{"query": {"bool": {"|')).toEqual(['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost']);
    expect(labels('{"query": {"nested": {"path": "|')).toEqual(expect.arrayContaining(['items', 'fees', 'postprocessing.jobs']));
    expect(labels('{"query": {"nested": {"path": "items", "query": {"|')).toContain('match');
  });

  it('offers aggregation types under a named aggregation, their members inside, and fields as the field value', () => {
    expect(labels('{"aggs": {"by_status": {"|')).toEqual(expect.arrayContaining(['terms', 'date_histogram', 'composite', 'aggs']));
    expect(labels('{"aggs": {"by_status": {"terms": {"|')).toContain('min_doc_count');
    expect(labels('{"aggs": {"d": {"date_histogram": {"calendar_interval": "|')).toContain('day');
    expect(labels('{"aggs": {"f": {"filter": {"|')).toContain('term');
    expect(labels('{"aggs": {"f": {"filters": {"filters": {"eur": {"|')).toContain('term');
    expect(labels('{"aggs": {"by": {"terms": {"field": "|')).not.toContain('items');
    expect(labels('{"aggs": {"by": {"terms": {"field": "|')).toContain('creditcard.bin_country');
  });
});
