/**
 * Params of the gateway's condition catalogue (gateway-contract §2, "Conditions"). Each kind's
 * schema lives in its own file under `conditions/`; this module keeps the names other code has
 * always imported. Code that a kind file itself imports must import `conditions/param-values`
 * directly, or it would close an import cycle through the registry.
 */
export {
  AMOUNT_COMPARATORS, BASE_AMOUNT, BIN_LOOKUP_STATUSES, BIN_SEGMENTS, BIN_TYPES, CARD_TYPES,
  EXTRA_DATA_COMPARATORS, TIME_UNITS, TRANSACTION_TYPES, currencyCode,
} from './conditions/param-values';
export { conditionParams, type ConditionParams, type ConstraintId } from './conditions/registry';
