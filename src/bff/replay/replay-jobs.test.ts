import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { createReplayJobs, replayRefusal } from './replay-jobs';

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

describe('replay slots, shared out fairly (issue 44.3)', () => {
  it('never lets one user, or the change requests’ evidence, hold every slot; the studio holds at most its slots in all', () => {
    expect(replayRefusal([], 'editor', 2)).toBeNull();
    expect(replayRefusal([{ owner: 'editor' }], 'editor', 2)).toMatchObject({ code: 'REPLAY_YOURS_RUNNING', message: expect.stringMatching(/^You have a replay running already/) });
    expect(replayRefusal([{ owner: 'editor' }], 'viewer', 2)).toBeNull();
    expect(replayRefusal([{ owner: 'change-request:1' }], 'change-request:2', 2)).toMatchObject({ code: 'REPLAYS_BUSY', message: expect.stringMatching(/evidence is being replayed/) });
    expect(replayRefusal([{ owner: 'change-request:1' }], 'editor', 2)).toBeNull();
    expect(replayRefusal([{ owner: 'editor' }, { owner: 'change-request:1' }], 'admin', 2)).toMatchObject({ code: 'REPLAYS_BUSY', message: '2 replays are running in the studio already; start this one when one of them has finished.' });
    // With more slots, a share may hold all but one.
    expect(replayRefusal([{ owner: 'editor' }, { owner: 'editor' }], 'editor', 4)).toBeNull();
    expect(replayRefusal([{ owner: 'editor' }, { owner: 'editor' }, { owner: 'editor' }], 'editor', 4)?.code).toBe('REPLAY_YOURS_RUNNING');
    // One slot in all: a share may take it.
    expect(replayRefusal([], 'editor', 1)).toBeNull();
  });
});
