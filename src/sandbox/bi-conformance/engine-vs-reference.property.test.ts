import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support';
import { searchReference } from '../engine/bi-reference';
import { post } from './case-types';
import { answersDiff, comparable, nextPages } from './answer-diff';
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
 * path: `BI_PROPERTY_PATH=<path> npx vitest run <this file>`. To search further, change the seed
 * and the number of runs: `BI_PROPERTY_SEED=7 BI_PROPERTY_RUNS=1000` (replay with the same seed).
 */
const envInt = (name: string, fallback: number) => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  if (!/^-?\d+$/.test(v)) throw new Error(`${name} must be an integer, got [${v}]`);
  return Number(v);
};
const SEED = envInt('BI_PROPERTY_SEED', 20_261_124);
const NUM_RUNS = envInt('BI_PROPERTY_RUNS', 100);
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

  const compare = async (view: ReturnType<typeof productionView>, engineBody: Record<string, unknown>, referenceBody: Record<string, unknown>, what: string) => {
    const engine = await answer(engineBody);
    const reference = searchReference(view, referenceBody, { now: NOW });
    const diff = answersDiff(comparable(engine.status, engine.body), comparable(reference.status, reference.body));
    expect(diff, `${what}: ${JSON.stringify(referenceBody)}\n${diff.join('\n')}`).toEqual([]);
    return { engine: engine.body, reference: reference.body };
  };

  const check = async (records: Parameters<typeof productionView>[0], request: GeneratedRequest) => {
    const view = productionView(records);
    const first = await compare(view, request.body, request.body, 'request');
    if (!request.page2) return;
    // Each side pages with the values from its own answer, as a client would.
    const engineNext = nextPages(request.body, first.engine);
    const referenceNext = nextPages(request.body, first.reference);
    if (engineNext.searchAfter && referenceNext.searchAfter) await compare(view, engineNext.searchAfter, referenceNext.searchAfter, 'search_after page');
    if (engineNext.compositeAfter && referenceNext.compositeAfter) await compare(view, engineNext.compositeAfter, referenceNext.compositeAfter, 'composite after page');
  };

  it('answers like the reference', async () => {
    await fc.assert(
      fc.asyncProperty(recordsArb, fc.array(requestArb, { minLength: 1, maxLength: 4 }), async (records, requests) => {
        await replaceRecords(sandbox.db, records);
        for (const request of requests) await check(records, request);
      }),
      { seed: SEED, numRuns: NUM_RUNS, ...(REPLAY ? { path: REPLAY, endOnFailure: false } : { endOnFailure: true }) },
    );
  });
});
