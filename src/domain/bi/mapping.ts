/**
 * The BI transaction record's index mapping (spec "BI transaction record"), written the way the
 * search engine writes a mapping: one source for the record's zod schema (`record.ts`), the field
 * catalogue the query engine compiles against (`fields.ts`), the sandbox's table, and the query
 * console's completion. A field added here is a field everywhere.
 *
 * Decisions where the spec is silent (design, stated in docs/sandbox-bi.md):
 * - the dynamic objects (`extra_data`, `result_extra_data`, `callback_extra_data`, `return_data`,
 *   `customer.extra_data`, `postprocessing.jobs.job_data`) index their entries as `keyword`, as an
 *   index template with `"dynamic_templates": [{"strings": {"mapping": {"type": "keyword"}}}]` would;
 * - dates without a stated format use `yyyy-MM-dd HH:mm:ss` (UTC); `fees.date` is `yyyy-MM-dd`.
 */

export type LeafType = 'keyword' | 'text' | 'date' | 'scaled_float' | 'integer' | 'byte' | 'short' | 'long' | 'boolean' | 'ip' | 'geo_point';

export interface LeafMapping {
  readonly type: LeafType;
  /** scaled_float only: values are stored as round(value × factor). */
  readonly scaling_factor?: number;
  /** date only: the accepted and printed format. */
  readonly format?: string;
  /** text only: the analyser (`standard` unless stated; `email` keeps an address as one token). */
  readonly analyzer?: 'standard' | 'email';
  /** Multi-fields, e.g. `entity.raw`. */
  readonly fields?: Readonly<Record<string, LeafMapping>>;
}

export interface ObjectMapping {
  readonly type: 'object' | 'nested';
  /** Declared members; absent with `dynamic`: any member, indexed as keyword. */
  readonly properties?: Readonly<Record<string, FieldMapping>>;
  readonly dynamic?: true;
}

export type FieldMapping = LeafMapping | ObjectMapping;

export const DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const DAY_FORMAT = 'yyyy-MM-dd';

const keyword = { type: 'keyword' } as const;
const text = { type: 'text' } as const;
const date = { type: 'date', format: DATE_FORMAT } as const;
const bool = { type: 'boolean' } as const;
const integer = { type: 'integer' } as const;
const money = { type: 'scaled_float', scaling_factor: 1000 } as const;
const feeMoney = { type: 'scaled_float', scaling_factor: 10000 } as const;
const geo = { type: 'geo_point' } as const;
const dynamicObject = { type: 'object', dynamic: true } as const;
const textWithRaw = { type: 'text', fields: { raw: keyword } } as const;

const riskChecks = {
  type: 'nested',
  properties: {
    check_type: keyword,
    rule_id: keyword,
    action: keyword,
    '3d_secure': keyword,
    hit: bool,
    alert: bool,
    manual_review: bool,
    score_added: integer,
  },
} as const;

export const BI_MAPPING = {
  // Organisation
  tenant_guid: keyword,
  tenant_name: keyword,
  master_tenant: keyword,
  merchant_guid: keyword,
  merchant_name: keyword,
  connector_guid: keyword,
  connector_name: keyword,
  provider_guid: keyword,
  provider_name: keyword,
  // Identity
  uuid: keyword,
  purchase_id: text,
  test_mode: bool,
  // Routing
  related_id: keyword,
  broker_id: keyword,
  meta_connector_guid: keyword,
  meta_connector_name: keyword,
  attempt: integer,
  // Base
  adapter: keyword,
  method: keyword,
  type: keyword,
  status: keyword,
  first_error_code: keyword,
  first_error_message: keyword,
  first_adapter_error_code: keyword,
  first_adapter_error_message: keyword,
  // Timestamps
  api_call_at: date,
  received_at: date,
  created_at: date,
  modified_at: date,
  // Origin
  initiated_by: keyword,
  api_version: keyword,
  // External ids
  merchant_txid: text,
  adapter_txid: text,
  adapter_token: text,
  adapter_processor_txid: text,
  additional_id1: text,
  additional_id2: text,
  arn: keyword,
  auth_code: keyword,
  reporting_identifier: keyword,
  rrn: keyword,
  stan: keyword,
  // Amounts
  amount: money,
  base_amount: money,
  currency: keyword,
  base_currency: keyword,
  // Text
  description: text,
  statement_descriptor: text,
  // Buyer
  buyer_country: keyword,
  buyer_country_geopoint: geo,
  // Flags
  '3d_secure': keyword,
  transaction_indicator: keyword,
  // Settlement state
  incoming_settlement_state: keyword,
  outgoing_settlement_state: keyword,
  // Extra data
  extra_data: dynamicObject,
  result_extra_data: dynamicObject,
  callback_extra_data: dynamicObject,
  return_data: dynamicObject,
  items: {
    type: 'nested',
    properties: { identification: text, name: text, price: money, currency: keyword, quantity: integer, description: text },
  },
  // Follow-up attributes
  is_recurring: bool,
  is_chargedback: bool,
  is_charged_reversed: bool,
  is_deregistered: bool,
  is_refunded: bool,
  is_fully_refunded: bool,
  is_captured: bool,
  is_voided: bool,
  is_with_register: bool,
  is_in_manual_review: bool,
  is_postback_delivered: bool,
  registered_at: date,
  chargedback_at: date,
  chargeback_reversed_at: date,
  deregistered_at: date,
  refunded_at: date,
  captured_at: date,
  voided_at: date,
  tags: { type: 'nested', properties: { name: keyword, createdAt: date, createdBy: keyword } },
  fees: {
    type: 'nested',
    properties: {
      amount: feeMoney,
      base_amount: feeMoney,
      currency: keyword,
      base_currency: keyword,
      deducts_payout: bool,
      description: text,
      date: { type: 'date', format: DAY_FORMAT },
      created_by: keyword,
      entity: textWithRaw,
      entity_id: keyword,
      entity_type: keyword,
    },
  },
  customer: {
    type: 'object',
    properties: {
      identification: text,
      first_name: text,
      last_name: text,
      birth_date: text,
      billing_address1: text,
      billing_address2: text,
      billing_city: text,
      billing_postcode: text,
      billing_state: text,
      billing_country: text,
      billing_phone: text,
      shipping_firstname: text,
      shipping_lastname: text,
      shipping_company: text,
      shipping_address1: text,
      shipping_address2: text,
      shipping_city: text,
      shipping_postcode: text,
      shipping_state: text,
      shipping_country: text,
      shipping_phone: text,
      company: text,
      national_id: text,
      iban: text,
      bic: text,
      gender: text,
      email: { type: 'text', fields: { raw: { type: 'text', analyzer: 'email' } } },
      email_verified: bool,
      ip_address: { type: 'ip' },
      billing_country_geopoint: geo,
      shipping_country_geopoint: geo,
      extra_data: dynamicObject,
    },
  },
  creditcard: {
    type: 'object',
    properties: {
      type: keyword,
      country: keyword,
      '3ds_status': keyword,
      enrolled: keyword,
      eci: keyword,
      card_region: keyword,
      bin_brand: keyword,
      bin_digits: keyword,
      bin_country: keyword,
      bin_type: keyword,
      '3ds_version': keyword,
      '3ds_env': keyword,
      '3ds_dsTransId': keyword,
      '3ds_serverTransId': keyword,
      '3ds_trans_status': keyword,
      token_type: keyword,
      card_holder: text,
      first_six_digits: text,
      last_four_digits: text,
      merchant_fingerprint: text,
      global_fingerprint: text,
      expiry_month: { type: 'byte' },
      expiry_year: { type: 'short' },
      bin_country_geopoint: geo,
      '3ds_challenged': bool,
      '3ds_challenge_completed': bool,
      '3ds_method_fingerprinted': bool,
      data_from_ref_transaction: bool,
    },
  },
  errors: { type: 'nested', properties: { message: text, code: text, adapter_message: text, adapter_code: text, created_at: date } },
  status_history: { type: 'nested', properties: { status_field: keyword, from_status: keyword, to_status: keyword, created_at: date } },
  risk_data: {
    type: 'object',
    properties: {
      risk_profile_id: integer,
      risk_profile_name: textWithRaw,
      risk_check_performed_on: keyword,
      final_action: keyword,
      '3d_secure': keyword,
      final_score: integer,
      alert: bool,
    },
  },
  risk_checks: riskChecks,
  meta_risk_data: {
    type: 'object',
    properties: {
      '3d_secure': keyword,
      final_action: keyword,
      risk_check_performed_on: keyword,
      risk_profile_id: keyword,
      risk_profile_name: keyword,
      alert: bool,
      final_score: integer,
    },
  },
  meta_risk_checks: riskChecks,
  // Post-processing
  invoiceable: bool,
  reconciliation_state: keyword,
  settlement_amount: money,
  settlement_exchange_rate: money,
  outgoing_settlement_amount: money,
  settlement_currency: keyword,
  outgoing_settlement_currency: keyword,
  settlement_date: date,
  outgoing_settlement_date: date,
  postprocessing: {
    type: 'object',
    properties: {
      reconciliation_conflicts: { type: 'nested', properties: { resolved: bool, resolution: keyword } },
      provider_settlement: {
        type: 'object',
        properties: { settlement_status: keyword, settlement_number: text, payment_ref: text, settlement_date: date, funds_received_at: date },
      },
      jobs: {
        type: 'nested',
        properties: {
          job_type_id: keyword,
          job_type_name: keyword,
          created_by: keyword,
          status: keyword,
          created_at: date,
          period_from: date,
          period_to: date,
          conflicted: bool,
          external_id: text,
          job_data: dynamicObject,
        },
      },
    },
  },
} as const satisfies Record<string, FieldMapping>;

export type BiMapping = typeof BI_MAPPING;

/** Enumerations the spec lists (spec "Enumerated values"); `status` is ours (the spec does not show it). */
export const BI_ENUMS = {
  type: ['debit', 'capture', 'deregister', 'preauthorize', 'refund', 'register', 'void', 'chargeback', 'payout', 'cb-reversal', 'inc-auth', 'deregister-pan', 'deregister-nt', 'register-nt'],
  initiated_by: ['merchant', 'provider', 'vt-merchant', 'vt-tenant', 'scheduler', 'transaction-batch-file', 'user', 'push', 'reconciliation', 'settlement', 'postback', 'import', 'register-nt-initial', 'register-nt-batch'],
  transaction_indicator: ['SINGLE', 'INITIAL', 'RECURRING', 'FIRST-CARDONFILE', 'CARDONFILE', 'CARDONFILE_MERCHANT', 'MOTO'],
  '3d_secure': ['mandatory', 'optional', 'off'],
  'creditcard.3ds_status': ['off', 'attempted', 'authenticated'],
  'creditcard.3ds_env': ['inhouse', 'provider'],
  reconciliation_state: ['none', 'matched', 'mismatch'],
  api_version: ['2', '3', 'direct-2', 'direct-3', 'batch-api', 'push-api', 'ui', 'scheduler', 'psp'],
  'fees.entity_type': ['normal', 'markup', 'interchange', 'scheme', 'conversion', 'gateway', 'merchant-normal', 'merchant-markup', 'merchant-interchange', 'merchant-scheme', 'merchant-conversion'],
  /**
   * Design (the spec does not show BI statuses): a record's state. `pending-dcc` waits for the
   * payer's currency, `redirect` for the payer on the payment page; `success` and `error` are final.
   */
  status: ['success', 'error', 'pending-dcc', 'redirect'],
} as const;
