import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support';
import { searchReference } from '../engine/bi-reference';
import { post } from './case-types';
import { answersDiff, comparable, lastSort } from './answer-diff';
import { NOW } from './fixture';
import { replaceRecords, sendBi } from './http';
import { productionView, recordsArb } from './record-arbitrary';
import { requestArb, type GeneratedRequest } from './request-arbitrary';

/**
 * The SQL engine against the reference evaluator on random record sets and random requests from
 * the supported grammar (queries and aggregations nested up to depth 3, sorts ending in `uuid`,
 * a search_after page): the same status, total, hit ids in order and aggregation tree (numbers
 * within 1e-9 relative; percentiles and cardinality exact on both sides). Seeded and stopped at
 * the first failure (shrinking costs an engine call per step); to shrink a failure, replay its
 * path: `BI_PROPERTY_PATH=<path> npx vitest run <this file>`.
 */
const SEED = 20_261_124;
const NUM_RUNS = 60;
const REPLAY = process.env.BI_PROPERTY_PATH;

describe('BI engine vs reference (property)', () => {
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await createTestSandbox({ now: () => NOW });
  });

  afterAll(async () => {
    await sandbox.close();
  });

  const answer = async (body: Record<string, unknown>) => {
    const res = await sendBi(sandbox.app, post(body));
    let json: unknown;
    try {
      json = res.json();
    } catch {
      json = res.body;
    }
    return { status: res.statusCode, body: json };
  };

  const check = async (records: Parameters<typeof productionView>[0], request: GeneratedRequest) => {
    const view = productionView(records);
    const engine = await answer(request.body);
    const reference = searchReference(view, request.body, { now: NOW });
    const diff = answersDiff(comparable(engine.status, engine.body), comparable(reference.status, reference.body));
    expect(diff, `${JSON.stringify(request.body)}\n${diff.join('\n')}`).toEqual([]);
    const engineAfter = lastSort(engine.body);
    const referenceAfter = lastSort(reference.body);
    if (!request.page2 || !engineAfter || !referenceAfter) return;
    // Each side pages with its own sort values, as a client would.
    const { aggs: _aggs, ...page } = request.body;
    const engine2 = await answer({ ...page, search_after: engineAfter });
    const reference2 = searchReference(view, { ...page, search_after: referenceAfter }, { now: NOW });
    const diff2 = answersDiff(comparable(engine2.status, engine2.body), comparable(reference2.status, reference2.body));
    expect(diff2, `page 2 of ${JSON.stringify(page)}\n${diff2.join('\n')}`).toEqual([]);
  };

  it('answers like the reference', async () => {
    await fc.assert(
      fc.asyncProperty(recordsArb, fc.array(requestArb, { minLength: 1, maxLength: 3 }), async (records, requests) => {
        await replaceRecords(sandbox.db, records);
        for (const request of requests) await check(records, request);
      }),
      { seed: SEED, numRuns: NUM_RUNS, ...(REPLAY ? { path: REPLAY, endOnFailure: false } : { endOnFailure: true }) },
    );
  });
});
