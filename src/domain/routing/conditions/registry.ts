import type { z } from 'zod';
import { amountCurrency } from './amount-currency';
import { binRangeRegexp } from './bin-range-regexp';
import { chargebackCountOrVolumePerConnector } from './chargeback-count-or-volume-per-connector';
import type { ConditionKind } from './condition-kind';
import { creditcardBinCountry } from './creditcard-bin-country';
import { creditcardBinLevel } from './creditcard-bin-level';
import { creditcardBinLookupStatus } from './creditcard-bin-lookup-status';
import { creditcardBinPrepaid } from './creditcard-bin-prepaid';
import { creditcardBinReloadable } from './creditcard-bin-reloadable';
import { creditcardBinSegment } from './creditcard-bin-segment';
import { creditcardBinType } from './creditcard-bin-type';
import { creditcardCardNetwork } from './creditcard-card-network';
import { creditcardType } from './creditcard-type';
import { currency } from './currency';
import { customerCountry } from './customer-country';
import { customerIpCountry } from './customer-ip-country';
import { debitPreauthCountOrVolumePerConnector } from './debit-preauth-count-or-volume-per-connector';
import { extraData } from './extra-data';
import { hasReferenceSchemeTransactionId } from './has-reference-scheme-transaction-id';
import { ibanRegexp } from './iban-regexp';
import { ibanRoutingRule } from './iban-routing-rule';
import { initialAdapter } from './initial-adapter';
import { initialConnector } from './initial-connector';
import { isRecurring } from './is-recurring';
import { randomLoadBalancer } from './random-load-balancer';
import { riskScore } from './risk-score';
import { transactionType } from './transaction-type';

/**
 * Checks at compile time that every entry sits under its own identifier and is a whole kind (every
 * facet present, each typed against the kind's own params schema where the kind is defined).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's params type differs; the mapped type pins the identifier
const registryOf = <const T extends { [K in keyof T]: ConditionKind<K & string, any> }>(kinds: T): T => kinds;

/**
 * Every condition kind the studio knows, in the order the contract lists them (gateway-contract §2).
 * Adding a kind: its file in this folder, one import and one line here (docs/condition-kinds.md).
 */
export const CONDITION_KINDS = registryOf({
  CustomerCountry: customerCountry,
  CustomerIpCountry: customerIpCountry,
  Currency: currency,
  AmountCurrency: amountCurrency,
  RiskScore: riskScore,
  ExtraData: extraData,
  RandomLoadBalancer: randomLoadBalancer,
  CreditcardType: creditcardType,
  CreditcardCardNetwork: creditcardCardNetwork,
  CreditcardBinCountry: creditcardBinCountry,
  CreditcardBinLevel: creditcardBinLevel,
  CreditcardBinType: creditcardBinType,
  CreditcardBinSegment: creditcardBinSegment,
  CreditcardBinPrepaid: creditcardBinPrepaid,
  CreditcardBinReloadable: creditcardBinReloadable,
  CreditcardBinLookupStatus: creditcardBinLookupStatus,
  BinRangeRegexp: binRangeRegexp,
  HasReferenceSchemeTransactionId: hasReferenceSchemeTransactionId,
  TransactionType: transactionType,
  IsRecurring: isRecurring,
  InitialConnector: initialConnector,
  InitialAdapter: initialAdapter,
  IbanRegexp: ibanRegexp,
  IbanRoutingRule: ibanRoutingRule,
  ChargebackCountOrVolumePerConnector: chargebackCountOrVolumePerConnector,
  DebitPreauthCountOrVolumePerConnector: debitPreauthCountOrVolumePerConnector,
});

export type ConstraintId = keyof typeof CONDITION_KINDS;

/** Each kind's params schema by identifier: what `condition-params.ts` has always exported. */
export type ConditionParamsSchemas = { readonly [K in ConstraintId]: (typeof CONDITION_KINDS)[K]['params'] };
export const conditionParams = Object.fromEntries(
  Object.entries(CONDITION_KINDS).map(([id, kind]) => [id, kind.params]),
) as ConditionParamsSchemas;

export type ConditionParams<K extends ConstraintId> = z.infer<ConditionParamsSchemas[K]>;
