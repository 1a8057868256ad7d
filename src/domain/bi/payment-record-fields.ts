/**
 * What the insights read of a BI record (one record per transaction attempt, gateway-contract §6):
 * the fields that place it in a payment (`broker_id`, `attempt`) and the fields routing conditions
 * read. Queries fetch exactly these (`_source`), so a replay of a million records moves only what
 * the evaluator needs.
 *
 * A leaf of its own, apart from insights/payment-record.ts: each condition kind names the fields its
 * replay fetches, and the kinds import nothing above them. Insights read routing, so a kind that took
 * this list from insights closed an import cycle through the condition registry (issue 48).
 */
export const PAYMENT_RECORD_FIELDS = [
  'uuid', 'created_at', 'type', 'status', 'method', 'amount', 'currency', 'base_amount', 'connector_guid', 'meta_connector_guid', 'broker_id', 'attempt',
  'transaction_indicator', 'is_recurring', 'extra_data', 'creditcard.type', 'creditcard.bin_brand', 'creditcard.bin_country', 'creditcard.bin_type', 'creditcard.bin_digits',
  'customer.billing_country', 'customer.ip_address', 'customer.iban', 'risk_data.final_score',
] as const;

export type PaymentRecordField = (typeof PAYMENT_RECORD_FIELDS)[number];

/**
 * Each field in a person's words, for the reasons a replay gives ("the record has no card BIN
 * country"): a field path like `creditcard.bin_country` reached the change-request page (issue 43.2).
 */
export const PAYMENT_RECORD_FIELD_WORDS: Readonly<Record<PaymentRecordField, string>> = {
  uuid: 'transaction id',
  created_at: 'creation time',
  type: 'transaction type',
  status: 'status',
  method: 'payment method',
  amount: 'amount',
  currency: 'currency',
  base_amount: 'amount in the base currency',
  connector_guid: 'connector',
  meta_connector_guid: 'meta-connector',
  broker_id: 'payment id',
  attempt: 'attempt number',
  transaction_indicator: 'transaction indicator',
  is_recurring: 'recurring flag',
  extra_data: 'extra data',
  'creditcard.type': 'card brand',
  'creditcard.bin_brand': 'BIN brand',
  'creditcard.bin_country': 'card BIN country',
  'creditcard.bin_type': 'card type (BIN)',
  'creditcard.bin_digits': 'BIN digits',
  'customer.billing_country': 'billing country',
  'customer.ip_address': 'IP address',
  'customer.iban': 'IBAN',
  'risk_data.final_score': 'risk score',
};
