import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BI_LIMITS, BiSearchRequest, BiSearchResult, biPaths } from '@contracts/bff-bi';
import { InsightsWindow, insightsPaths, ObservedRoutingResponse, PastPaymentRequest, PastPaymentResponse } from '@contracts/bff-insights';
import { insightsSummaryPath, TrafficSummaryRequest, TrafficSummaryResponse } from '@contracts/bff-insights-summary';
import { needs } from '../auth/access';
import { noteAudit } from '../audit/audit-hook';
import type { StudioDatabase } from '../db/client';
import type { Environments } from '../environments';
import { fieldsOfQuery, searchEnvironmentBi } from '../services/bi';
import { insightsSummary } from '../services/insights-summary';
import { outcomeEstimate } from '../services/outcome-estimate';
import { OutcomeEstimateRequest, OutcomeEstimateResponse, outcomeEstimatePath } from '@contracts/bff-outcomes';
import { REPLAY_MAX_BODY_BYTES } from '@contracts/bff-replay';
import { connectorComparisonPath, ConnectorComparisonRequest, ConnectorComparisonResponse } from '@contracts/bff-connector-comparison';
import { connectorComparison } from '../services/connector-comparison';
import { observedRouting } from '../services/observed-routing';
import { pastPayment } from '../services/past-payment';
import { ConnectorParams, EnvParams } from './path-params';

/**
 * The BI data source, read through the BFF (which alone holds the BI credentials). A POST so the
 * query never lands in a URL or an access log; audited like the other reads that disclose
 * customer data, with the fields asked about and the number of hits, never the values.
 */
export const registerBiRoutes = (app: FastifyInstance, environments: Environments, db: StudioDatabase, timeoutMs: number = BI_LIMITS.timeoutMs) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    biPaths.search.pattern,
    { bodyLimit: BI_LIMITS.maxBodyBytes, schema: { params: EnvParams, body: BiSearchRequest, response: { 200: BiSearchResult } }, config: { access: needs('bi:read'), audit: 'bi.query' } },
    async (request) => {
      const search = request.body;
      noteAudit(request, { detail: { source: search.source, ...('q' in search ? { kind: 'query string' } : { kind: 'DSL', fields: fieldsOfQuery(search.query) }) } });
      const result = await searchEnvironmentBi(environments.get(request.params.env), search, timeoutMs);
      noteAudit(request, { detail: { hits: result.result.hits.total?.value ?? result.result.hits.hits.length } });
      return result;
    },
  );

  // Observed routing (issue 12.3, 12.4): splits and traffic of the live document; aggregates only, audited with the window.
  api.post(
    insightsPaths.observed.pattern,
    { schema: { params: ConnectorParams, body: InsightsWindow, response: { 200: ObservedRoutingResponse } }, config: { access: needs('bi:read'), audit: 'bi.observed' } },
    async (request) => {
      const { env, guid } = request.params;
      const window = request.body;
      noteAudit(request, { target: guid, detail: { source: window.source, from: window.from, to: window.to } });
      const answer = await observedRouting(db, environments.get(env), guid, window);
      noteAudit(request, { detail: { payments: answer.report.payments } });
      return answer;
    },
  );

  // A past payment's path (issue 12.5): its records, the version live at its time, its trace on it.
  api.post(
    insightsPaths.payment.pattern,
    { schema: { params: EnvParams, body: PastPaymentRequest, response: { 200: PastPaymentResponse } }, config: { access: needs('bi:read'), audit: 'bi.payment' } },
    async (request) => {
      const body = request.body;
      noteAudit(request, { target: body.uuid, detail: { source: body.source } });
      return pastPayment(db, environments.get(request.params.env), body.uuid, body.source);
    },
  );

  // What a draft does to approvals and cost (issue 41.1, the API): aggregates only, audited with the window and the headline.
  api.post(
    outcomeEstimatePath.pattern,
    { bodyLimit: REPLAY_MAX_BODY_BYTES, schema: { params: ConnectorParams, body: OutcomeEstimateRequest, response: { 200: OutcomeEstimateResponse } }, config: { access: needs('bi:replay'), audit: 'bi.estimate' } },
    async (request) => {
      const { env, guid } = request.params;
      const body = request.body;
      noteAudit(request, { target: guid, detail: { source: body.window.source, from: body.window.from, to: body.window.to, assumption: body.assumption } });
      const answer = await outcomeEstimate(environments.get(env), guid, body);
      noteAudit(request, { detail: { records: answer.records, ...(answer.result.ok ? { headline: answer.result.estimate.headline } : { problem: answer.result.problem.code }) } });
      return answer;
    },
  );

  // Connectors compared on the same kind of payment (issue 41.6): aggregates only, audited with the window and the dimension.
  api.post(
    connectorComparisonPath.pattern,
    { schema: { params: ConnectorParams, body: ConnectorComparisonRequest, response: { 200: ConnectorComparisonResponse } }, config: { access: needs('bi:read'), audit: 'bi.compare' } },
    async (request) => {
      const { env, guid } = request.params;
      const body = request.body;
      noteAudit(request, { target: guid, detail: { source: body.window.source, from: body.window.from, to: body.window.to, dimension: body.dimension } });
      const answer = await connectorComparison(environments.get(env), guid, body.window, body.dimension);
      noteAudit(request, { detail: { attempts: answer.comparison.attempts } });
      return answer;
    },
  );

  // A meta-connector's traffic summary (issue 12.1): aggregates only, audited with the window and the filters.
  api.post(
    insightsSummaryPath.pattern,
    { schema: { params: ConnectorParams, body: TrafficSummaryRequest, response: { 200: TrafficSummaryResponse } }, config: { access: needs('bi:read'), audit: 'bi.summary' } },
    async (request) => {
      const { env, guid } = request.params;
      const body = request.body;
      noteAudit(request, { target: guid, detail: { source: body.window.source, from: body.window.from, to: body.window.to, filters: body.filters } });
      const answer = await insightsSummary(environments.get(env), guid, body.window, body.filters);
      noteAudit(request, { detail: { payments: answer.summary.totals.payments } });
      return answer;
    },
  );
};
