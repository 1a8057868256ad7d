import { CapabilityAggregations, OBSERVED_DAYS, type CapabilitiesResponse } from '@contracts/bff-capabilities';
import type { ConnectorCapabilities, DeclaredCapabilities, ObservedCapabilities } from '@domain/routing/analysis/capabilities';
import { biDate } from '@domain/insights/traffic-summary-scope';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { searchEnvironmentBi } from './bi';
import { gatewayFailure } from './gateway-failure';

/**
 * Connector capabilities for the routing analysis (issue 13, item 3): what each connector declares
 * (the gateway's `listConnectors`, else the config file's connectors) and what BI history shows it
 * processed successfully in the last 90 days (one aggregation query per environment). Either part
 * may be missing, and then it is unknown: the analysis never warns from it.
 */

/** Values per dimension asked for; a connector with more is "not known whole" and left unknown there. */
const BUCKETS = { methods: 50, currencies: 200, cardTypes: 100, countries: 300 } as const;
const CONNECTOR_BUCKETS = 1000;

export const declaredCapabilities = async (env: Environment): Promise<Record<string, DeclaredCapabilities>> => {
  const result = await env.provisioning.listConnectors();
  if (!result.ok && !(result.status === 404 && env.config.connectors.length > 0)) throw gatewayFailure(result);
  const listed = result.ok ? result.body.connectors : env.config.connectors;
  return Object.fromEntries(listed.flatMap((c) => (c.capabilities ? [[c.guid, c.capabilities]] : [])));
};

/** Successful records in the window, per connector: methods, currencies, card types and BIN countries. */
export const capabilityQuery = (now: Date): Record<string, unknown> => {
  const from = new Date(now.getTime() - OBSERVED_DAYS * 86_400_000);
  const terms = (field: string, size: number) => ({ terms: { field, size } });
  return {
    size: 0,
    query: { bool: { filter: [{ term: { status: 'success' } }, { range: { api_call_at: { gte: biDate(from.toISOString()), lt: biDate(now.toISOString()) } } }] } },
    aggs: {
      connectors: {
        terms: { field: 'connector_guid', size: CONNECTOR_BUCKETS },
        aggs: {
          methods: terms('method', BUCKETS.methods),
          currencies: terms('currency', BUCKETS.currencies),
          cardTypes: terms('creditcard.type', BUCKETS.cardTypes),
          countries: terms('creditcard.bin_country', BUCKETS.countries),
        },
      },
    },
  };
};

/** The answer read into observed capabilities; a list cut short by its bucket limit is left out. */
export const observedOf = (aggregations: unknown): Record<string, ObservedCapabilities> => {
  const parsed = CapabilityAggregations.safeParse(aggregations);
  if (!parsed.success) throw new HttpError(502, 'BI_UNEXPECTED_ANSWER', 'The BI data source answered the capability query with aggregations of another shape than OpenSearch sends.');
  const out: Record<string, ObservedCapabilities> = {};
  for (const bucket of parsed.data.connectors.buckets) {
    const whole = (t: { sum_other_doc_count: number; buckets: Array<{ key: string | number }> }) => (t.sum_other_doc_count > 0 ? undefined : t.buckets.map((b) => String(b.key)));
    const lists = { methods: whole(bucket.methods), currencies: whole(bucket.currencies), cardTypes: whole(bucket.cardTypes), countries: whole(bucket.countries) };
    out[String(bucket.key)] = { successes: bucket.doc_count, ...Object.fromEntries(Object.entries(lists).filter(([, v]) => v !== undefined)) };
  }
  return out;
};

const observedCapabilities = async (env: Environment, now: Date): Promise<{ observed: Record<string, ObservedCapabilities>; unavailable: string | null }> => {
  if (!env.config.biUrl || !env.config.bi) return { observed: {}, unavailable: `The environment '${env.config.name}' has no BI data source configured.` };
  try {
    const answer = await searchEnvironmentBi(env, { source: 'live', query: capabilityQuery(now) });
    return { observed: observedOf(answer.result.aggregations), unavailable: null };
  } catch (error) {
    // History is a bonus: without it the declared capabilities still hold.
    if (error instanceof HttpError) return { observed: {}, unavailable: error.message };
    throw error;
  }
};

const merge = (declared: Record<string, DeclaredCapabilities>, observed: Record<string, ObservedCapabilities>): Record<string, ConnectorCapabilities> => {
  const out: Record<string, ConnectorCapabilities> = {};
  for (const [guid, d] of Object.entries(declared)) out[guid] = { declared: d };
  for (const [guid, o] of Object.entries(observed)) out[guid] = { ...out[guid], observed: o };
  return out;
};

/**
 * Reads within `CAPABILITIES_MAX_AGE_MS` share one answer per environment (one gateway call and one
 * BI query, shared by concurrent editors): capabilities and 90 days of history barely move in a minute.
 */
export const CAPABILITIES_MAX_AGE_MS = 60_000;
const recent = new WeakMap<Environment, { at: number; answer: Promise<CapabilitiesResponse> }>();

export const connectorCapabilities = (env: Environment, now: Date = new Date()): Promise<CapabilitiesResponse> => {
  const cached = recent.get(env);
  if (cached && now.getTime() - cached.at <= CAPABILITIES_MAX_AGE_MS) return cached.answer;
  const answer = Promise.all([declaredCapabilities(env), observedCapabilities(env, now)]).then(([declared, { observed, unavailable }]) => ({
    observedDays: OBSERVED_DAYS,
    observedUnavailable: unavailable,
    connectors: merge(declared, observed),
  }));
  recent.set(env, { at: now.getTime(), answer });
  // A failed read is not kept: the next one asks again.
  answer.catch(() => recent.delete(env));
  return answer;
};
