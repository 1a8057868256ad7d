import { z } from 'zod';
import { conditionParams, type ConstraintId } from './condition-params';
import type { Condition } from './document';

/** What a condition reads from a transaction; used to explain and group conditions. */
export type ConditionInput = 'customer' | 'card' | 'amount' | 'risk' | 'extraData' | 'random' | 'transaction' | 'iban' | 'counters';

export interface ConstraintInfo {
  identifier: ConstraintId;
  name: string;
  input: ConditionInput;
  /** Allowed in multi-method documents (gateway-interfaces.md, Limits 2). */
  multiMethod: boolean;
}

const info = (identifier: ConstraintId, name: string, input: ConditionInput, multiMethod = false): ConstraintInfo => ({
  identifier,
  name,
  input,
  multiMethod,
});

/** The 26 conditions of the contract's catalogue, in the order the contract lists them. */
export const CONSTRAINTS: readonly ConstraintInfo[] = [
  info('CustomerCountry', 'Customer country', 'customer', true),
  info('CustomerIpCountry', 'Customer IP country', 'customer', true),
  info('Currency', 'Currency', 'amount', true),
  info('AmountCurrency', 'Amount', 'amount', true),
  info('RiskScore', 'Risk score', 'risk', true),
  info('ExtraData', 'Extra data', 'extraData', true),
  info('RandomLoadBalancer', 'Random load balancer', 'random'),
  info('CreditcardType', 'Card type', 'card'),
  info('CreditcardCardNetwork', 'Card network', 'card'),
  info('CreditcardBinCountry', 'Card BIN country', 'card'),
  info('CreditcardBinLevel', 'Card BIN level', 'card'),
  info('CreditcardBinType', 'Card BIN type', 'card'),
  info('CreditcardBinSegment', 'Card BIN segment', 'card'),
  info('CreditcardBinPrepaid', 'Prepaid card', 'card'),
  info('CreditcardBinReloadable', 'Reloadable card', 'card'),
  info('CreditcardBinLookupStatus', 'BIN lookup status', 'card'),
  info('BinRangeRegexp', 'BIN range pattern', 'card'),
  info('HasReferenceSchemeTransactionId', 'Scheme reference id present', 'transaction'),
  info('TransactionType', 'Transaction type', 'transaction'),
  info('IsRecurring', 'Recurring transaction', 'transaction'),
  info('InitialConnector', 'Initial connector', 'transaction'),
  info('InitialAdapter', 'Initial adapter', 'transaction'),
  info('IbanRegexp', 'IBAN pattern', 'iban'),
  info('IbanRoutingRule', 'IBAN character rule', 'iban'),
  info('ChargebackCountOrVolumePerConnector', 'Chargebacks per connector', 'counters'),
  info('DebitPreauthCountOrVolumePerConnector', 'Debits and preauthorizations per connector', 'counters'),
];

export const MULTI_METHOD_CONSTRAINTS: readonly ConstraintId[] = CONSTRAINTS.filter((c) => c.multiMethod).map((c) => c.identifier);

const byId = new Map<string, ConstraintInfo>(CONSTRAINTS.map((c) => [c.identifier, c]));

export const isKnownConstraint = (identifier: string): identifier is ConstraintId => byId.has(identifier);
export const constraintInfo = (identifier: string): ConstraintInfo | undefined => byId.get(identifier);
export const paramsSchemaOf = (identifier: ConstraintId): z.ZodType => conditionParams[identifier];

/** The params of every known constraint as JSON Schema draft-07, as `listRoutingConstraints` publishes them. */
export const paramsJsonSchema = (identifier: ConstraintId): Record<string, unknown> => {
  const { $schema: _drop, ...schema } = z.toJSONSchema(conditionParams[identifier], { target: 'draft-7', unrepresentable: 'any' });
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...schema };
};

/** A known condition with typed params, or `undefined` when the constraint is unknown or its params are invalid. */
export type KnownCondition = { [K in ConstraintId]: { constraint: K; params: z.infer<(typeof conditionParams)[K]> } }[ConstraintId];

export const asKnownCondition = (condition: Condition): KnownCondition | undefined => {
  if (!isKnownConstraint(condition.constraint)) return undefined;
  const parsed = conditionParams[condition.constraint].safeParse(condition.params);
  return parsed.success ? ({ constraint: condition.constraint, params: parsed.data } as KnownCondition) : undefined;
};
