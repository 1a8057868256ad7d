import type { BiRecord } from '@domain/bi/record';
import { whitelistedExtraData } from '../../seed/bi-extra-data-whitelist';
import { externalIdsOf } from './external-ids';
import { feesOf } from './fees';
import { biDate, followUpFlags } from './follow-up-flags';
import { geoPointOf } from './geo';
import { amountOf, creditcardOf, customerOf, dccReturnData, pricedCardOf, round3, threeDSecureOf } from './record-parts';
import { settlementOf } from './settlement';
import type { BiAttempt, BiFacts, BiStatus, BiTransaction, BiWorld } from './subject';

/**
 * The BI records of one transaction (spec "BI transaction record"; the record model is in
 * docs/sandbox-bi.md): one per attempt, the last attempt's under the transaction's own uuid
 * (the one the merchant got back), earlier attempts under their attempt rows' uuids. A transaction
 * that made no attempt (nothing to try, waiting for DCC or on the payment page) has one record.
 * Pure: the live sandbox feeds it stored rows, the history generator rows it made in memory.
 */

const ROUTED_TYPES = new Set(['debit', 'preauthorize', 'register']);
const PROVIDER_TYPES = new Set(['chargeback', 'cb-reversal']);

type History = NonNullable<BiRecord['status_history']>;

/** `status_history` goes on from the stored record: a new status appends a change, the same status adds nothing. */
export const nextStatusHistory = (previous: BiRecord | undefined, status: BiStatus, at: Date): History => {
  const history: History = [...(previous?.status_history ?? [])];
  const before = previous?.status ?? undefined;
  if (history.length === 0 || before !== status) {
    history.push({ status_field: 'status', ...(before ? { from_status: before } : {}), to_status: status, created_at: biDate(at) });
  }
  return history;
};

const errorsOf = (e: { errorCode: number | null; errorMessage: string | null; adapterCode: string | null; adapterMessage: string | null }, at: Date): NonNullable<BiRecord['errors']> =>
  e.errorCode === null
    ? []
    : [{
      code: String(e.errorCode),
      message: e.errorMessage ?? '',
      ...(e.adapterCode ? { adapter_code: e.adapterCode } : {}),
      ...(e.adapterMessage ? { adapter_message: e.adapterMessage } : {}),
      created_at: biDate(at),
    }];

const firstErrorCopies = (errors: NonNullable<BiRecord['errors']>): Partial<BiRecord> => {
  const first = errors[0];
  if (!first) return {};
  return {
    first_error_code: first.code ?? null,
    first_error_message: first.message ?? null,
    ...(first.adapter_code ? { first_adapter_error_code: first.adapter_code } : {}),
    ...(first.adapter_message ? { first_adapter_error_message: first.adapter_message } : {}),
  };
};

/** The connector of a transaction that made no attempt: the one that quoted DCC, or a plain connector's own. */
const connectorWithoutAttempt = (tx: BiTransaction): string | null => {
  if (tx.connectorGuid) return tx.connectorGuid;
  const chain = (tx.routing as { chain?: unknown } | null)?.chain;
  if (tx.status === 'pending-dcc' && Array.isArray(chain) && typeof chain[0] === 'string') return chain[0];
  return tx.metaConnectorGuid ? null : tx.apiConnectorGuid;
};

export const buildBiRecords = (tx: BiTransaction, attempts: readonly BiAttempt[], world: BiWorld, facts: BiFacts): BiRecord[] => {
  const count = Math.max(attempts.length, 1);
  const meta = tx.metaConnectorGuid ? world.connectors.get(tx.metaConnectorGuid) : undefined;
  const routed = meta !== undefined && ROUTED_TYPES.has(tx.type);
  const provider = PROVIDER_TYPES.has(tx.type);
  const customer = customerOf(tx.customer);
  const creditcard = creditcardOf(tx);
  const ip = customer?.ip_address;
  const buyerCountry = customer?.billing_country ?? (ip ? world.ipCountry(ip) : undefined);
  const { baseCurrency } = world.tenant;
  const description = facts.description ?? facts.previous?.description ?? undefined;
  const items = facts.items ?? facts.previous?.items ?? [];
  const returnData = dccReturnData(tx.dcc);
  const pricedCard = pricedCardOf(tx);
  const threeDs = threeDSecureOf(tx);

  const records: BiRecord[] = [];
  for (let n = 1; n <= count; n++) {
    const attempt = attempts[n - 1];
    const own = n === count;
    const uuid = own ? tx.uuid : attempt!.uuid;
    const status: BiStatus = own ? tx.status : 'error';
    const connectorGuid = attempt?.connectorGuid ?? connectorWithoutAttempt(tx);
    const connector = connectorGuid ? world.connectors.get(connectorGuid) : undefined;
    const createdAt = own ? tx.createdAt : attempt!.createdAt;
    const amountText = own || !attempt ? tx.amount : attempt.amount;
    const currency = (own || !attempt ? tx.currency : attempt.currency) ?? null;
    const amount = amountOf(amountText);
    const rate = currency ? (currency === baseCurrency ? 1 : world.rates[currency]) : undefined;
    const errors = attempt ? errorsOf(attempt, attempt.createdAt) : errorsOf(tx, tx.createdAt);
    const previous = own ? facts.previous : undefined;
    const flags = followUpFlags(tx, facts.events, own);
    const cleared = own && (facts.settlement !== undefined || flags.is_chargedback === true || provider);
    records.push({
      tenant_guid: world.tenant.guid,
      tenant_name: world.tenant.name,
      master_tenant: world.tenant.guid,
      merchant_guid: tx.merchantGuid,
      merchant_name: world.merchants.get(tx.merchantGuid) ?? null,
      connector_guid: connector?.guid ?? null,
      connector_name: connector?.name ?? null,
      ...(connector ? { provider_guid: `PR-${connector.adapter}`, provider_name: connector.adapter } : {}),
      uuid,
      purchase_id: tx.purchaseId,
      test_mode: facts.testMode,
      related_id: tx.referenceUuid ?? null,
      ...(routed ? { broker_id: tx.uuid } : {}),
      ...(meta ? { meta_connector_guid: meta.guid, meta_connector_name: meta.name } : {}),
      attempt: n,
      adapter: connector?.adapter ?? null,
      method: tx.paymentMethod,
      type: tx.type,
      status,
      ...firstErrorCopies(errors),
      api_call_at: biDate(tx.createdAt),
      received_at: biDate(tx.createdAt),
      created_at: biDate(createdAt),
      modified_at: biDate(own ? facts.modifiedAt : createdAt),
      initiated_by: provider ? 'provider' : 'merchant',
      api_version: provider ? 'psp' : '3',
      ...(tx.merchantTransactionId ? { merchant_txid: tx.merchantTransactionId } : {}),
      ...externalIdsOf({
        uuid, adapter: connector?.adapter, method: tx.paymentMethod, type: tx.type, success: status === 'success', cleared,
        reachedAcquirer: attempt ? attempt.status !== 'error' : provider,
      }),
      ...(amount === undefined ? {} : { amount: round3(amount), ...(rate === undefined ? {} : { base_amount: round3(amount * rate) }) }),
      currency,
      base_currency: baseCurrency,
      ...(description ? { description } : {}),
      ...(buyerCountry ? { buyer_country: buyerCountry, ...(geoPointOf(buyerCountry) ? { buyer_country_geopoint: geoPointOf(buyerCountry) } : {}) } : {}),
      '3d_secure': threeDs ? 'mandatory' : 'off',
      transaction_indicator: tx.transactionIndicator as BiRecord['transaction_indicator'],
      ...settlementOf({ own, status, type: tx.type, amount, currency, settlement: facts.settlement }),
      extra_data: whitelistedExtraData(tx.metaConnectorGuid ?? connectorGuid, tx.extraData),
      ...(returnData && own ? { return_data: returnData } : {}),
      items: own ? items : [],
      ...flags,
      is_in_manual_review: false,
      is_postback_delivered: false,
      tags: facts.tags ?? [],
      fees: feesOf(world.acquirers, {
        type: tx.type, status, reachedAcquirer: attempt ? attempt.status === 'success' || attempt.status === 'declined' : false,
        amount, currency, baseCurrency, rate, connector, card: pricedCard, date: biDate(createdAt).slice(0, 10),
      }),
      ...(customer ? { customer } : {}),
      ...(creditcard ? { creditcard } : {}),
      errors,
      status_history: own ? nextStatusHistory(previous, status, facts.statusChangedAt ?? facts.modifiedAt) : [{ status_field: 'status', to_status: 'error', created_at: biDate(createdAt) }],
      risk_data: { final_score: facts.riskScore, final_action: 'accept', alert: facts.riskScore >= 80, '3d_secure': threeDs ? 'mandatory' : 'off' },
    });
  }
  return records;
};
