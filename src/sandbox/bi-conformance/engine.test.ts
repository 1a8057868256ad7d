import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support';
import { CONFORMANCE_CASES } from './cases';
import { answerDiff } from './compare';
import { NOW } from './fixture';
import { loadFixture, sendBi } from './http';

/**
 * Every conformance case against the sandbox's BI engine over HTTP (`app.inject`): the fixture
 * written with `writeBiRecords`, the clock fixed at NOW, the BI user's Basic credentials.
 */
describe('BI conformance: the sandbox engine over HTTP', () => {
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await createTestSandbox({ now: () => NOW });
    await loadFixture(sandbox.db);
  });

  afterAll(async () => {
    await sandbox.close();
  });

  it.each(CONFORMANCE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await sendBi(sandbox.app, c.request);
    expect(res.statusCode, `never a 5xx: ${res.body}`).toBeLessThan(500);
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    const diff = answerDiff(res.statusCode, body, c);
    expect(diff, diff.join('\n')).toEqual([]);
  });
});
