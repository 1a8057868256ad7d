import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { createReplayJobs } from './replay-jobs';

/** Issue 44: a replay's poll after a restart answered "…kept for 30 minutes", nothing saying the studio had restarted. */
const after = createReplayJobs();
afterAll(() => after.close());

const refusal = (ask: () => unknown): HttpError => {
  try {
    ask();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('a replay asked for after a restart', () => {
  it('is said to be lost to the restart, with the time the studio started', () => {
    // What the studio before the restart would have given: any id this instance did not.
    const error = refusal(() => after.get('editor', 'sandbox', randomUUID()));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('REPLAY_LOST');
    expect(error.message).toMatch(/^The studio has restarted \(at \d{4}-\d\d-\d\dT.+Z\) since replay '.+' started: .+ Start it again\.$/);
    expect(refusal(() => after.cancel('editor', 'sandbox', randomUUID())).code).toBe('REPLAY_LOST');
  });
});
