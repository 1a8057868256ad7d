import { z } from 'zod';
import { CapabilityBook } from '@domain/routing/analysis/capabilities';
import { bffPath } from './bff-paths';

/**
 * `GET /api/env/:env/capabilities` (issue 13, item 3): what each connector of the environment
 * declares it accepts and what it processed successfully in the last `observedDays` days of BI
 * history, for the routing analysis. A connector missing here, or a part missing for it, is unknown.
 */
export const CapabilitiesResponse = CapabilityBook.extend({
  /** Why history is not used (no BI configured, the data source failed), or null when it is. */
  observedUnavailable: z.string().nullable(),
});
export type CapabilitiesResponse = z.infer<typeof CapabilitiesResponse>;

export const capabilitiesPath = bffPath('/api/env/:env/capabilities');

/** The studio asks for a window of this many days. */
export const OBSERVED_DAYS = 90;

/** One connector's terms buckets in the answer to the capability query (OpenSearch's aggregation shape). */
const Terms = z.object({ sum_other_doc_count: z.number().default(0), buckets: z.array(z.object({ key: z.union([z.string(), z.number()]), doc_count: z.number() })) });
export const CapabilityAggregations = z.object({
  connectors: z.object({
    buckets: z.array(
      z.object({
        key: z.union([z.string(), z.number()]),
        doc_count: z.number(),
        methods: Terms,
        currencies: Terms,
        cardTypes: Terms,
        countries: Terms,
      }),
    ),
  }),
});
export type CapabilityAggregations = z.infer<typeof CapabilityAggregations>;
