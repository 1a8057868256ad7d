import type { ConstraintId } from '../routing/condition-params';
import { isMultiMethodDocument, treesOf, walkTree, type AnyDocument } from '../routing/tree-walk';
import { PAYMENT_RECORD_FIELDS } from './payment-record';

type RecordField = (typeof PAYMENT_RECORD_FIELDS)[number];

/** What every replayed record needs: where it sits in time and in its payment, and what routing always reads (type, amount, currency). */
const ALWAYS: readonly RecordField[] = ['uuid', 'created_at', 'type', 'amount', 'currency', 'base_amount', 'broker_id', 'attempt'];

// A card or a customer is only a card or a customer in the facts when its type or one of its
// countries is there (factsOfRecord), so a card condition also reads the card's type.
const CARD: RecordField[] = ['creditcard.type'];
const CUSTOMER: RecordField[] = ['customer.billing_country', 'customer.ip_address'];

/** The record fields each condition reads, beyond ALWAYS. */
const READS: Readonly<Record<ConstraintId, readonly RecordField[]>> = {
  CustomerCountry: CUSTOMER,
  CustomerIpCountry: CUSTOMER,
  Currency: [],
  AmountCurrency: [],
  RiskScore: ['risk_data.final_score'],
  ExtraData: ['extra_data'],
  RandomLoadBalancer: [],
  CreditcardType: CARD,
  CreditcardCardNetwork: [...CARD, 'creditcard.bin_brand'],
  CreditcardBinCountry: [...CARD, 'creditcard.bin_country'],
  CreditcardBinType: [...CARD, 'creditcard.bin_type'],
  BinRangeRegexp: [...CARD, 'creditcard.bin_digits'],
  TransactionType: [],
  IsRecurring: ['transaction_indicator', 'is_recurring'],
  IbanRegexp: ['customer.iban'],
  IbanRoutingRule: ['customer.iban'],
  // Not replayable (REPLAYABILITY): nothing to read, the record is counted apart.
  CreditcardBinLevel: [],
  CreditcardBinSegment: [],
  CreditcardBinPrepaid: [],
  CreditcardBinReloadable: [],
  CreditcardBinLookupStatus: [],
  HasReferenceSchemeTransactionId: [],
  InitialConnector: [],
  InitialAdapter: [],
  ChargebackCountOrVolumePerConnector: [],
  DebitPreauthCountOrVolumePerConnector: [],
};

/**
 * The record fields a replay of these documents must fetch (`_source`): only what their conditions read,
 * so paging a million records moves a fraction of each. Replaying records cut to these fields gives
 * the same report as replaying whole ones (property-tested).
 */
export const replayFieldsOf = (...documents: AnyDocument[]): RecordField[] => {
  const fields = new Set<RecordField>(ALWAYS);
  for (const doc of documents) {
    // A multi-method document picks the block by the payment's method.
    if (isMultiMethodDocument(doc)) fields.add('method');
    for (const { tree, path } of treesOf(doc))
      walkTree(tree, path, (node) => {
        for (const field of READS[node.if?.constraint as ConstraintId] ?? []) fields.add(field);
      });
  }
  return PAYMENT_RECORD_FIELDS.filter((f) => fields.has(f));
};
