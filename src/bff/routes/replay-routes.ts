import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPLAY_MAX_BODY_BYTES, ReplayJobView, ReplayRequest, replayPaths } from '@contracts/bff-replay';
import { needs } from '../auth/access';
import { actorOf } from '../auth/auth-plugin';
import { noteAudit } from '../audit/audit-hook';
import type { Environments } from '../environments';
import type { ReplayJobs } from '../replay/replay-jobs';
import { startReplay } from '../services/replay';
import { ConnectorParams, EnvParams } from './path-params';

const JobParams = EnvParams.extend({ id: z.uuid('a replay id (a UUID)') });

/**
 * Replay (issue 12.2): start a job, read its progress and report, cancel it. Its own permission
 * (`bi:replay`): a replay reads every payment in a window, more than a viewer's insights do.
 */
export const registerReplayRoutes = (app: FastifyInstance, environments: Environments, jobs: ReplayJobs) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    replayPaths.start.pattern,
    { bodyLimit: REPLAY_MAX_BODY_BYTES, schema: { params: ConnectorParams, body: ReplayRequest, response: { 202: ReplayJobView } }, config: { access: needs('bi:replay'), audit: 'bi.replay' } },
    async (request, reply) => {
      const { env, guid } = request.params;
      const body = request.body;
      noteAudit(request, { target: guid, detail: { source: body.window.source, from: body.window.from, to: body.window.to } });
      const job = await startReplay(jobs, actorOf(request).username, environments.get(env), guid, body);
      return reply.code(202).send(job);
    },
  );

  api.get(replayPaths.job.pattern, { schema: { params: JobParams, response: { 200: ReplayJobView } }, config: { access: needs('bi:replay') } }, async (request) =>
    jobs.get(actorOf(request).username, request.params.env, request.params.id),
  );

  api.delete(replayPaths.job.pattern, { schema: { params: JobParams, response: { 200: ReplayJobView } }, config: { access: needs('bi:replay'), audit: 'bi.replay-cancel' } }, async (request) => {
    const { env, id } = request.params;
    noteAudit(request, { target: id });
    return jobs.cancel(actorOf(request).username, env, id);
  });
};
