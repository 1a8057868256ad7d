import type { FastifyInstance } from 'fastify';
import { BI_LIMITS, BiSearchRequest, type BiSearchResult } from '../../contracts/bff-bi';
import { needs } from '../auth/access';
import { noteAudit } from '../audit/audit-hook';
import type { Environments } from '../environments';
import { fieldsOfQuery, searchEnvironmentBi } from '../services/bi';
import { InsightsWindow, PastPaymentRequest, type PastPaymentResponse, type ObservedRoutingResponse } from '../../contracts/bff-insights';
import type { StudioDatabase } from '../db/client';
import { pastPayment } from '../services/past-payment';
import { observedRouting } from '../services/observed-routing';
import { parseInput } from './parse-input';
import { TrafficSummaryRequest, type TrafficSummaryResponse } from '../../contracts/bff-insights-summary';
import { insightsSummary } from '../services/insights-summary';
import { ConnectorParams, EnvParams } from './path-params';

/**
 * The BI data source, read through the BFF (which alone holds the BI credentials). A POST so the
 * query never lands in a URL or an access log; audited like the other reads that disclose
 * customer data, with the fields asked about and the number of hits, never the values.
 */
export const registerBiRoutes = (app: FastifyInstance, environments: Environments, db: StudioDatabase, timeoutMs: number = BI_LIMITS.timeoutMs) => {
  app.post(
    '/api/env/:env/bi/search',
    { bodyLimit: BI_LIMITS.maxBodyBytes, config: { access: needs('bi:read'), audit: 'bi.query' } },
    async (request): Promise<BiSearchResult> => {
      const { env } = parseInput(EnvParams, request.params, 'path');
      const search = parseInput(BiSearchRequest, request.body, 'request body');
      noteAudit(request, { detail: { source: search.source, ...('q' in search ? { kind: 'query string' } : { kind: 'DSL', fields: fieldsOfQuery(search.query) }) } });
      const result = await searchEnvironmentBi(environments.get(env), search, timeoutMs);
      noteAudit(request, { detail: { hits: result.result.hits.total?.value ?? result.result.hits.hits.length } });
      return result;
    },
  );

  // Observed routing (issue 12.3, 12.4): splits and traffic of the live document; aggregates only, audited with the window.
  app.post(
    '/api/env/:env/connectors/:guid/insights/observed',
    { config: { access: needs('bi:read'), audit: 'bi.observed' } },
    async (request): Promise<ObservedRoutingResponse> => {
      const { env, guid } = parseInput(ConnectorParams, request.params, 'path');
      const window = parseInput(InsightsWindow, request.body, 'request body');
      noteAudit(request, { target: guid, detail: { source: window.source, from: window.from, to: window.to } });
      const answer = await observedRouting(environments.get(env), guid, window);
      noteAudit(request, { detail: { payments: answer.report.payments } });
      return answer;
    },
  );

  // A past payment's path (issue 12.5): its records, the version live at its time, its trace on it.
  app.post(
    '/api/env/:env/insights/payment',
    { config: { access: needs('bi:read'), audit: 'bi.payment' } },
    async (request): Promise<PastPaymentResponse> => {
      const { env } = parseInput(EnvParams, request.params, 'path');
      const body = parseInput(PastPaymentRequest, request.body, 'request body');
      noteAudit(request, { target: body.uuid, detail: { source: body.source } });
      return pastPayment(db, environments.get(env), body.uuid, body.source);
    },
  );

  // A meta-connector's traffic summary (issue 12.1): aggregates only, audited with the window and the filters.
  app.post(
    '/api/env/:env/connectors/:guid/insights/summary',
    { config: { access: needs('bi:read'), audit: 'bi.summary' } },
    async (request): Promise<TrafficSummaryResponse> => {
      const { env, guid } = parseInput(ConnectorParams, request.params, 'path');
      const body = parseInput(TrafficSummaryRequest, request.body, 'request body');
      noteAudit(request, { target: guid, detail: { source: body.window.source, from: body.window.from, to: body.window.to, filters: body.filters } });
      const answer = await insightsSummary(environments.get(env), guid, body.window, body.filters);
      noteAudit(request, { detail: { payments: answer.summary.totals.payments } });
      return answer;
    },
  );
};
