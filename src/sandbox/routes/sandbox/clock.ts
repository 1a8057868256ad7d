import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../../http/basic-auth';
import { controlBody } from '../../http/control-body';
import type { SandboxDb } from '../../db/client';

/** The sandbox's clock when a test may move it: real time plus an offset (SANDBOX_TEST_CLOCK=1; never in a real deployment). */
export interface SandboxClock {
  now: () => Date;
  advance: (ms: number) => Date;
}

export const sandboxClock = (): SandboxClock => {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return { now, advance: (ms) => ((offset += ms), now()) };
};

const AdvanceBody = z.strictObject({
  advanceMs: z.number('a number of milliseconds').int('must be whole milliseconds').min(1, 'must be at least 1').max(31 * 86_400_000, 'must be at most 31 days'),
});

/**
 * `POST /sandbox/clock` (provisioning credentials, only with a movable clock): moves the sandbox's
 * clock forward, then lets live traffic catch up, so an e2e test sees the payments of an hour
 * without waiting for it. Answers once they are written.
 */
export const registerClock = (app: FastifyInstance, db: SandboxDb, clock: SandboxClock, catchUp: (now: Date) => Promise<number>): void => {
  app.post('/sandbox/clock', async (request) => {
    await authenticate(db, request, 'provisioning');
    const { advanceMs } = controlBody(AdvanceBody, request.body);
    const now = clock.advance(advanceMs);
    const payments = await catchUp(now);
    return { success: true, now: now.toISOString(), payments };
  });
};
