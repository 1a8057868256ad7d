import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BiRecord } from '@domain/bi/record';
import { searchReference } from '../engine/bi-reference';
import { NOW } from './fixture';
import { nextPages } from './answer-diff';
import { productionView, recordsArb } from './record-arbitrary';
import { requestArb } from './request-arbitrary';

/**
 * The property tests' generators, checked against the reference alone: every record is a valid
 * BI record, every generated request is valid DSL the reference answers (a 400 would make a
 * comparison vacuous), and the answers are varied enough to mean something.
 */
describe('BI property-test generators', () => {
  it('make valid records and requests the reference answers with 200', () => {
    fc.assert(
      fc.property(recordsArb, requestArb, (records, request) => {
        for (const r of records) BiRecord.parse(r);
        const answer = searchReference(productionView(records), request.body, { now: NOW });
        expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
        const next = nextPages(request.body, answer.body);
        for (const body of [next.searchAfter, next.compositeAfter]) if (request.page2 && body) expect(searchReference(productionView(records), body, { now: NOW }).status).toBe(200);
      }),
      { seed: 424242, numRuns: 400 },
    );
  });

  it('produce a decent share of non-empty hits and buckets', () => {
    const samples = fc.sample(fc.tuple(recordsArb, requestArb), { seed: 7, numRuns: 300 });
    let withHits = 0;
    let empty = 0;
    let withBuckets = 0;
    let nonEmptyBuckets = 0;
    for (const [records, request] of samples) {
      const answer = searchReference(productionView(records), request.body, { now: NOW });
      const body = answer.body as { hits: { total: { value: number } }; aggregations?: unknown };
      if (body.hits.total.value > 0) withHits++;
      else empty++;
      const aggs = JSON.stringify(body.aggregations ?? {});
      if (aggs.includes('"doc_count"')) {
        withBuckets++;
        if (/"doc_count":[1-9]/.test(aggs)) nonEmptyBuckets++;
      }
    }
    // measured with these seeds: ~54% with hits, ~46% without, ~43% with bucket aggregations of which ~53% hold documents
    expect(withHits / samples.length).toBeGreaterThan(0.4);
    expect(empty / samples.length).toBeGreaterThan(0.1);
    expect(withBuckets / samples.length).toBeGreaterThan(0.3);
    expect(nonEmptyBuckets / withBuckets).toBeGreaterThan(0.4);
  });
});
