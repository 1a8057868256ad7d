import { z } from 'zod';

/**
 * What a connector can take (issue 13, item 3), as input data to the analysis: the domain never
 * fetches it. Two sources, both optional, because a real gateway of this family may publish neither:
 * what the connector declares (`listConnectors`, or the BFF's config file), and what it processed
 * successfully in a recent window of BI history. Absent means unknown, and unknown never warns.
 */

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as EUR');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code such as DE');

/** Declared capabilities: each list, when present, is the whole of what the connector accepts. */
export const DeclaredCapabilities = z.object({
  /** Transaction currencies. */
  currencies: z.array(currencyCode).optional(),
  /** Card types as routing names them (`visa`, `mastercard`, …), compared case-insensitively like the evaluator. */
  cardTypes: z.array(z.string().min(1)).optional(),
  /** Card issuing (BIN) countries. */
  countries: z.array(countryCode).optional(),
});
export type DeclaredCapabilities = z.infer<typeof DeclaredCapabilities>;

/**
 * What the connector processed successfully in the window, read from BI history. `successes` 0 is
 * "no history": nothing is concluded from it. A list is absent when the data source could not give
 * it whole (more values than one answer holds): an incomplete list would raise false alarms.
 */
export const ObservedCapabilities = z.object({
  successes: z.number().int().min(0),
  methods: z.array(z.string()).optional(),
  currencies: z.array(z.string()).optional(),
  cardTypes: z.array(z.string()).optional(),
  /** Card issuing (BIN) countries. */
  countries: z.array(z.string()).optional(),
});
export type ObservedCapabilities = z.infer<typeof ObservedCapabilities>;

export const ConnectorCapabilities = z.object({
  declared: DeclaredCapabilities.optional(),
  observed: ObservedCapabilities.optional(),
});
export type ConnectorCapabilities = z.infer<typeof ConnectorCapabilities>;

/** Every connector's capabilities by GUID; a connector not here is unknown. */
export const CapabilityBook = z.object({
  /** Length of the observed window, for the words ("in the last 90 days"). */
  observedDays: z.number().int().positive(),
  connectors: z.record(z.string(), ConnectorCapabilities),
});
export type CapabilityBook = z.infer<typeof CapabilityBook>;

export const NO_CAPABILITIES: CapabilityBook = { observedDays: 90, connectors: {} };
