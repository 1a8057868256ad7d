import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REPLAY_MAX_BODY_BYTES, ReplayRequest, type ReplayJobView } from '../../contracts/bff-replay';
import { needs } from '../auth/access';
import { actorOf } from '../auth/auth-plugin';
import { noteAudit } from '../audit/audit-hook';
import type { Environments } from '../environments';
import type { ReplayJobs } from '../replay/replay-jobs';
import { startReplay } from '../services/replay';
import { parseInput } from './parse-input';
import { ConnectorParams, EnvParams } from './path-params';

const JobParams = EnvParams.extend({ id: z.uuid('a replay id (a UUID)') });

/**
 * Replay (issue 12.2): start a job, read its progress and report, cancel it. Its own permission
 * (`bi:replay`): a replay reads every payment in a window, more than a viewer's insights do.
 */
export const registerReplayRoutes = (app: FastifyInstance, environments: Environments, jobs: ReplayJobs) => {
  app.post(
    '/api/env/:env/connectors/:guid/replays',
    { bodyLimit: REPLAY_MAX_BODY_BYTES, config: { access: needs('bi:replay'), audit: 'bi.replay' } },
    async (request, reply): Promise<ReplayJobView> => {
      const { env, guid } = parseInput(ConnectorParams, request.params, 'path');
      const body = parseInput(ReplayRequest, request.body, 'request body');
      noteAudit(request, { target: guid, detail: { source: body.window.source, from: body.window.from, to: body.window.to } });
      const job = await startReplay(jobs, actorOf(request).username, environments.get(env), guid, body);
      void reply.code(202);
      return job;
    },
  );

  app.get('/api/env/:env/replays/:id', { config: { access: needs('bi:replay') } }, async (request): Promise<ReplayJobView> => {
    const { env, id } = parseInput(JobParams, request.params, 'path');
    return jobs.get(actorOf(request).username, env, id);
  });

  app.delete('/api/env/:env/replays/:id', { config: { access: needs('bi:replay'), audit: 'bi.replay-cancel' } }, async (request): Promise<ReplayJobView> => {
    const { env, id } = parseInput(JobParams, request.params, 'path');
    noteAudit(request, { target: id });
    return jobs.cancel(actorOf(request).username, env, id);
  });
};
