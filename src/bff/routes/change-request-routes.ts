import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmendChangeRequest,
  ChangeRequestDetail,
  ChangeRequestsResponse,
  changePaths,
  CreateChangeRequest,
  EnvironmentSettingsView,
  RebaseChangeRequest,
  ReviewBody,
  UpdateEnvironmentSettings,
} from '@contracts/bff-change-requests';
import { FINAL_STATUSES, ChangeRequestStatus, isUpcoming } from '@domain/change-control/change-request';
import type { ChangeActor } from '@domain/change-control/change-rules';
import { permissionsOf, Role } from '@domain/auth/permissions';
import type { AuditAction } from '@domain/auth/audit-actions';
import { needs } from '../auth/access';
import { actorOf } from '../auth/auth-plugin';
import { markAudited, noteAudit } from '../audit/audit-hook';
import { recordAudit } from '../audit/audit-log';
import { jobsOf } from '../db/change-jobs';
import { latestVersion } from '../db/versions';
import { getChangeRequest, listChangeRequests, storeApprovalRequired, type ChangeRequestRow } from '../db/change-requests';
import type { Environments } from '../environments';
import { HttpError } from '../http-error';
import { approvalRequired } from '../services/approval-setting';
import { auditState, detailOf, peopleOf, replayAudit, summaryOf } from '../services/change-request-views';
import { displayNamesOf } from '../auth/users-repo';
import * as requests from '../services/change-requests';
import type { ChangeScheduler } from '../services/change-scheduler';
import { ConnectorParams, EnvParams, RowId } from './path-params';

const RequestParams = EnvParams.extend({ id: RowId });
const ListQuery = z.object({ connector: z.string().optional(), open: z.enum(['0', '1']).optional() });
const OPEN = ChangeRequestStatus.options.filter((s) => !FINAL_STATUSES.has(s));

const changeActor = (request: FastifyRequest): ChangeActor => {
  const user = actorOf(request);
  return { username: user.username, permissions: permissionsOf(Role.parse(user.role)) };
};

/**
 * Change control (issue 14): change requests with their evidence, the four-eyes review, applying
 * now or on a schedule, and each environment's "approval required" setting. Every step is audited
 * (the hook's entry, with the request's state before and after; the scheduler writes its own).
 */
export const registerChangeRequestRoutes = (app: FastifyInstance, environments: Environments, ctx: requests.ChangeContext, scheduler: ChangeScheduler) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.db;
  // A job's last error names internal gateway addresses: administrators read it as it is, everyone else in words (issue 44.7).
  const detail = async (row: ChangeRequestRow, request: FastifyRequest) =>
    detailOf(row, await jobsOf(db, [row.id]), (await latestVersion(db, row.environment, row.connectorGuid))?.revision ?? null, await displayNamesOf(db, peopleOf([row])), {
      internals: actorOf(request).role === 'admin',
    });
  const load = async (env: string, id: number) => {
    const row = await getChangeRequest(db, environments.get(env).config.id, id);
    if (!row) throw new HttpError(404, 'CHANGE_REQUEST_NOT_FOUND', `No change request ${id} in environment '${env}'`);
    return row;
  };
  const noteStep = (request: FastifyRequest, step: { before: ChangeRequestRow; after: ChangeRequestRow }, documents = false) =>
    noteAudit(request, {
      target: step.after.connectorGuid,
      before: documents ? { ...auditState(step.before), draft: step.before.draft } : auditState(step.before),
      after: documents ? { ...auditState(step.after), draft: step.after.draft } : auditState(step.after),
      detail: { request: step.after.id },
    });
  const item = { params: RequestParams, response: { 200: ChangeRequestDetail } };
  const step = (action: AuditAction, permission: 'routing:write' | 'routing:approve' | 'routing:read') => ({ access: needs(permission), audit: action });

  api.get(changePaths.list.pattern, { schema: { params: EnvParams, querystring: ListQuery, response: { 200: ChangeRequestsResponse } }, config: { access: needs('routing:read') } }, async (request) => {
    const open = request.query.open === '1';
    const rows = await listChangeRequests(db, environments.get(request.params.env).config.id, { connector: request.query.connector, statuses: open ? OPEN : undefined });
    const jobs = await jobsOf(db, rows.map((r) => r.id));
    const names = await displayNamesOf(db, peopleOf(rows));
    const summaries = rows.map((r) => summaryOf(r, jobs, names, { internals: actorOf(request).role === 'admin' }));
    return { requests: open ? summaries.filter((s) => isUpcoming(s.status, { alert: s.alert !== null, revertPending: s.nextRun?.kind === 'revert' })) : summaries };
  });

  api.post(
    changePaths.create.pattern,
    { schema: { params: ConnectorParams, body: CreateChangeRequest, response: { 201: ChangeRequestDetail } }, config: step('change-request.create', 'routing:write') },
    async (request, reply) => {
      const { env, guid } = request.params;
      noteAudit(request, { after: { draft: request.body.draft, schedule: request.body.schedule, baseRevision: request.body.baseRevision }, detail: { note: request.body.note } });
      const row = await requests.createChangeRequest(ctx, environments.get(env), guid, changeActor(request), request.body);
      noteAudit(request, { after: { ...auditState(row), draft: row.draft }, detail: { request: row.id, replay: replayAudit(row) } });
      return reply.status(201).send(await detail(row, request));
    },
  );

  api.get(changePaths.request.pattern, { schema: item, config: { access: needs('routing:read') } }, async (request) => detail(await load(request.params.env, request.params.id), request));

  api.put(changePaths.request.pattern, { schema: { ...item, body: AmendChangeRequest }, config: step('change-request.amend', 'routing:write') }, async (request) => {
    const { env, id } = request.params;
    const done = await requests.amendChangeRequest(ctx, environments.get(env), await load(env, id), changeActor(request), request.body);
    noteStep(request, done, true);
    noteAudit(request, { detail: { replay: replayAudit(done.after) } });
    return detail(done.after, request);
  });

  api.post(changePaths.rebase.pattern, { schema: { ...item, body: RebaseChangeRequest }, config: step('change-request.rebase', 'routing:write') }, async (request) => {
    const { env, id } = request.params;
    const done = await requests.rebaseChangeRequest(ctx, environments.get(env), await load(env, id), changeActor(request), request.body);
    noteStep(request, done, true);
    noteAudit(request, { detail: { replay: replayAudit(done.after) } });
    return detail(done.after, request);
  });

  // Recomputing replays 30 days of payments: the author and approvers may (issue 44), not every reader.
  api.post(changePaths.evidence.pattern, { schema: item, config: step('change-request.refresh', 'routing:write') }, async (request) => {
    const { env, id } = request.params;
    const current = await load(env, id);
    const actor = changeActor(request);
    if (current.author !== actor.username && !actor.permissions.includes('routing:approve'))
      throw new HttpError(403, 'NOT_AUTHOR_OR_APPROVER', `Only the request's author (${current.author}) or an approver may recompute its evidence: it replays 30 days of payments. The evidence shown is what was computed last.`);
    const row = await requests.refreshEvidence(ctx, environments.get(env), current);
    noteAudit(request, { target: row.connectorGuid, detail: { request: id, replay: replayAudit(row) } });
    return detail(row, request);
  });

  const review = (path: string, action: 'approve' | 'reject' | 'request-changes') =>
    api.post(path, { schema: { ...item, body: ReviewBody }, config: step(`change-request.${action}`, 'routing:approve') }, async (request) => {
      const { env, id } = request.params;
      const environment = environments.get(env);
      const actor = changeActor(request);
      const done = action === 'approve' ? await requests.approveChangeRequest(ctx, environment, id, actor, request.body.reason) : await requests.reviewChangeRequest(ctx, environment, id, actor, action, request.body.reason);
      noteStep(request, done);
      noteAudit(request, { detail: { reason: request.body.reason } });
      return detail(done.after, request);
    });
  review(changePaths.approve.pattern, 'approve');
  review(changePaths.reject.pattern, 'reject');
  review(changePaths.requestChanges.pattern, 'request-changes');

  api.post(changePaths.withdraw.pattern, { schema: item, config: step('change-request.withdraw', 'routing:write') }, async (request) => {
    const done = await requests.withdrawChangeRequest(ctx, environments.get(request.params.env), request.params.id, changeActor(request));
    noteStep(request, done);
    return detail(done.after, request);
  });

  // Queues the apply job and runs what is due at once, so "Apply now" answers with the outcome
  // (applied, or failed/retrying with the reason); the job itself is the scheduler's.
  api.post(changePaths.apply.pattern, { schema: item, config: step('change-request.schedule', 'routing:write') }, async (request) => {
    const { env, id } = request.params;
    const done = await requests.scheduleChangeRequest(ctx, environments.get(env), id, changeActor(request));
    // Written now, not by the hook when the answer goes out: the job's own entries must come after it.
    await recordAudit(db, { actor: actorOf(request).username, action: 'change-request.schedule', environment: done.after.environment, target: done.after.connectorGuid, outcome: 'success', before: auditState(done.before), after: auditState(done.after), detail: { request: id } });
    markAudited(request);
    await scheduler.runDue();
    return detail(await load(env, id), request);
  });

  api.post(changePaths.acknowledge.pattern, { schema: item, config: step('change-request.acknowledge', 'routing:write') }, async (request) => {
    const row = await load(request.params.env, request.params.id);
    noteAudit(request, { target: row.connectorGuid, before: { alert: row.alert }, after: { alert: null }, detail: { request: row.id } });
    return detail(await requests.acknowledgeAlert(ctx, row), request);
  });

  const settingsOf = async (env: string) => {
    const environment = environments.get(env);
    return { environment: environment.config.id, approvalRequired: await approvalRequired(db, environment), byDefault: environment.config.production };
  };
  api.get(changePaths.settings.pattern, { schema: { params: EnvParams, response: { 200: EnvironmentSettingsView } }, config: { access: needs('routing:read') } }, async (request) => settingsOf(request.params.env));

  api.put(
    changePaths.settings.pattern,
    { schema: { params: EnvParams, body: UpdateEnvironmentSettings, response: { 200: EnvironmentSettingsView } }, config: { access: needs('settings:manage'), audit: 'environment.settings' } },
    async (request) => {
      const before = await settingsOf(request.params.env);
      await storeApprovalRequired(db, before.environment, request.body.approvalRequired, actorOf(request).username, ctx.now());
      const after = await settingsOf(request.params.env);
      noteAudit(request, { target: null, before, after, detail: { approvalRequired: { from: before.approvalRequired, to: after.approvalRequired }, reason: request.body.reason } });
      return after;
    },
  );
};
