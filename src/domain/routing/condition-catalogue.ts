import type { z } from 'zod';
import { kindOf, paramsJsonSchemaOf, STUDIO_CATALOGUE } from './conditions/catalogue';
import type { ConditionInput } from './conditions/condition-kind';
import { CONDITION_KINDS, type ConditionParams, type ConstraintId } from './conditions/registry';
import type { Condition } from './document';
import { parseParams } from './conditions/parse-params';

/**
 * The catalogue as the rest of the studio has always read it: name, input and multi-method flag by
 * identifier. Everything here is derived from the registry (`conditions/registry.ts`), one file per kind.
 */
export type { ConditionInput } from './conditions/condition-kind';

export interface ConstraintInfo {
  identifier: ConstraintId;
  name: string;
  input: ConditionInput;
  /** Allowed in multi-method documents (gateway-interfaces.md, Limits 2). */
  multiMethod: boolean;
}

/** The conditions of the contract's catalogue, in the order the contract lists them. */
export const CONSTRAINTS: readonly ConstraintInfo[] = STUDIO_CATALOGUE.kinds.map((k) => ({
  identifier: k.identifier as ConstraintId,
  name: k.name,
  input: k.input,
  multiMethod: k.multiMethod,
}));

export const MULTI_METHOD_CONSTRAINTS: readonly ConstraintId[] = CONSTRAINTS.filter((c) => c.multiMethod).map((c) => c.identifier);

const byId = new Map<string, ConstraintInfo>(CONSTRAINTS.map((c) => [c.identifier, c]));

export const isKnownConstraint = (identifier: string): identifier is ConstraintId => byId.has(identifier);
export const constraintInfo = (identifier: string): ConstraintInfo | undefined => byId.get(identifier);
export const paramsSchemaOf = (identifier: ConstraintId): z.ZodType => CONDITION_KINDS[identifier].params;

/** The params of every known constraint as JSON Schema draft-07, as `listRoutingConstraints` publishes them. */
export const paramsJsonSchema = (identifier: ConstraintId): Record<string, unknown> => paramsJsonSchemaOf(CONDITION_KINDS[identifier].params);

/** A known condition with typed params, or `undefined` when the constraint is unknown or its params are invalid. */
export type KnownCondition = { [K in ConstraintId]: { constraint: K; params: ConditionParams<K> } }[ConstraintId];

export const asKnownCondition = (condition: Condition): KnownCondition | undefined => {
  const kind = kindOf(condition.constraint);
  if (!kind) return undefined;
  const parsed = parseParams(kind.params, condition.params);
  return parsed.success ? ({ constraint: condition.constraint, params: parsed.data } as KnownCondition) : undefined;
};
