import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePaths, MoveTestClock } from '@contracts/bff-change-requests';
import { needs } from '../auth/access';
import type { ChangeScheduler } from '../services/change-scheduler';
import type { MovableClock } from '../config/movable-clock';

/**
 * `POST /api/test/clock`: moves change control's clock forward and runs what fell due, so an e2e
 * test sees a window end without waiting for it. Registered only when the studio was started
 * with a movable clock (STUDIO_TEST_CLOCK=1); an administrator's call, audited like any change.
 */
export const registerTestClockRoute = (app: FastifyInstance, clock: MovableClock, scheduler: ChangeScheduler) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    changePaths.testClock,
    { schema: { body: MoveTestClock, response: { 200: z.object({ now: z.string() }) } }, config: { access: needs('settings:manage'), audit: 'studio.clock-moved' } },
    async (request) => {
      const now = clock.advance(request.body.advanceMs);
      await scheduler.runDue();
      return { now: now.toISOString() };
    },
  );
};
