import { describe, expect, it } from 'vitest';
import { BiErrorResponse, BiSearchResponse } from '@contracts/gateway-bi';
import { searchReference } from '../engine/bi-reference';
import { CONFORMANCE_CASES } from './cases';
import { answerDiff } from './compare';
import { NOW, visibleRecords } from './fixture';

/** Every conformance case the reference can answer, against the reference evaluator. */
describe('BI conformance: the reference evaluator', () => {
  const cases = CONFORMANCE_CASES.filter((c) => !c.engineOnly);

  it('has cases for the reference to answer', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const answer = searchReference(visibleRecords(c.request.address ?? 'production'), c.request.body, { now: NOW });
    const diff = answerDiff(answer.status, answer.body, c);
    expect(diff, diff.join('\n')).toEqual([]);
    if (answer.status === 200) BiSearchResponse.parse(answer.body);
    else BiErrorResponse.parse(answer.body);
  });
});
