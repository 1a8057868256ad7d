import type { Place, Split } from '../analysis/split-helpers';
import type { ReachState } from '../analysis/reach-state';
import type { SimTransaction } from '../evaluation/transaction';
import type { PaymentRecordField } from '../../bi/payment-record-fields';
import type { AnalysisFacts, ReplayFacts } from './condition-kind';

/** Small constructors for the analysis and replay facets of a kind, so each kind file reads as a sentence. */

export const reasoned = (split: (state: ReachState, at: Place, params: Readonly<Record<string, unknown>>) => Split): AnalysisFacts => ({ reasoned: true, split });
export const notReasoned = (why: string): AnalysisFacts => ({ reasoned: false, why });

export const replayFrom = (
  fetch: readonly PaymentRecordField[],
  needs: readonly PaymentRecordField[] = [],
  blocker?: (params: Readonly<Record<string, unknown>>, tx: SimTransaction) => string | null,
): ReplayFacts => (blocker ? { replayable: true, fetch, needs, blocker } : { replayable: true, fetch, needs });
export const notReplayable = (why: string): ReplayFacts => ({ replayable: false, why });

// A card or a customer is only a card or a customer in a record's facts when its type or one of its
// countries is there (insights' factsOfRecord), so a card condition also fetches the card's type.
export const CARD_RECORD: readonly PaymentRecordField[] = ['creditcard.type'];
export const CUSTOMER_RECORD: readonly PaymentRecordField[] = ['customer.billing_country', 'customer.ip_address'];

/** A connector GUID for samples; fixtures put a connector of the seeded world in its place. */
export const SAMPLE_CONNECTOR_GUID = 'CO-0000-0000-0000-0000-0001';

// Why the analysis leaves kinds unknown (issue 13): a false alarm costs more trust than a missed warning.
export const UNKNOWN_BIN_DATA = 'BIN data cannot be enumerated soundly';
export const UNKNOWN_ON_PURPOSE = 'left unknown on purpose: a false alarm costs more trust than a missed warning';
