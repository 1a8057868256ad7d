import { replayFieldsOf } from '../insights/replay-fields';
import type { AnyDocument } from '../routing/tree-walk';

/**
 * What the estimator reads of every attempt whatever the documents' conditions: how it ended and
 * what it cost (status, error code, fees), where (connector), and its segment (segment.ts).
 */
const ESTIMATOR_FIELDS = [
  'status', 'first_error_code', 'connector_guid', 'fees',
  'method', 'transaction_indicator', 'creditcard.type', 'creditcard.bin_type', 'creditcard.bin_country', 'creditcard.3ds_status', 'customer.billing_country',
] as const;

/**
 * The record fields an estimate of these documents must fetch (`_source`): the replay's (what the
 * documents' conditions read, replay-fields.ts) and the estimator's own. Not the others: a jsonb
 * field such as `extra_data` costs the data source as much to read as a dozen plain ones, and an
 * estimate reads tens of thousands of attempts. The same estimate as from whole records (property-tested).
 */
export const outcomeFieldsOf = (live: AnyDocument, draft: AnyDocument): string[] => [...new Set<string>([...replayFieldsOf(live, draft), ...ESTIMATOR_FIELDS])];
