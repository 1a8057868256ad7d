import { insightsPaths, ObservedRoutingResponse, PastPaymentResponse, type InsightsWindow, type PastPaymentRequest } from '@contracts/bff-insights';
import { insightsSummaryPath, TrafficSummaryResponse, type TrafficSummaryRequest } from '@contracts/bff-insights-summary';
import { connectorComparisonPath, ConnectorComparisonResponse, type ConnectorComparisonRequest } from '@contracts/bff-connector-comparison';
import { outcomeEstimatePath, OutcomeEstimateResponse, type OutcomeEstimateRequest } from '@contracts/bff-outcomes';
import { ReplayJobView, replayPaths, type ReplayRequest } from '@contracts/bff-replay';
import { json, request } from '../../../../lib/api-client';

/**
 * The Insights tab's BFF calls, loaded with that lazy tab: their contracts bring the insights domain
 * (replay reports, observed routing, payment records), which the editor's first render never needs.
 */
export const insightsApi = {
  observedRouting: (env: string, guid: string, body: InsightsWindow) => request(ObservedRoutingResponse, insightsPaths.observed(env, guid), json('POST', body)),
  pastPayment: (env: string, body: PastPaymentRequest) => request(PastPaymentResponse, insightsPaths.payment(env), json('POST', body)),
  startReplay: (env: string, guid: string, body: ReplayRequest) => request(ReplayJobView, replayPaths.start(env, guid), json('POST', body)),
  replayJob: (env: string, id: string) => request(ReplayJobView, replayPaths.job(env, id)),
  cancelReplay: (env: string, id: string) => request(ReplayJobView, replayPaths.job(env, id), json('DELETE', {})),
  outcomeEstimate: (env: string, guid: string, body: OutcomeEstimateRequest) => request(OutcomeEstimateResponse, outcomeEstimatePath(env, guid), json('POST', body)),
  connectorComparison: (env: string, guid: string, body: ConnectorComparisonRequest) => request(ConnectorComparisonResponse, connectorComparisonPath(env, guid), json('POST', body)),
  insightsSummary: (env: string, guid: string, body: TrafficSummaryRequest) => request(TrafficSummaryResponse, insightsSummaryPath(env, guid), json('POST', body)),
};
