import type { StudioConnector } from '@contracts/bff-api';
import type { ConstraintDescription } from '@contracts/gateway-provisioning';
import type { ValidationContext } from '@domain/routing/validation';
import { newerConstraints, schemaCheck } from './json-schema-checks';

/** A params check from the gateway's JSON Schema, for constraints newer than our catalogue. */
const jsonSchemaCheck = (constraint: ConstraintDescription) => {
  const { validate, ajv } = schemaCheck(constraint.paramsSchema);
  return (params: unknown) => (validate(params) ? undefined : ajv.errorsText(validate.errors, { dataVar: 'params' }));
};

/**
 * What the validator needs besides the document: the environment's connectors, the meta-connector
 * being edited, the rule ids of the document as loaded (the only ids the studio may send back), and
 * params checks for constraints the gateway knows but this catalogue does not.
 */
export const buildValidationContext = (
  connectors: readonly StudioConnector[],
  constraints: readonly ConstraintDescription[],
  metaConnectorGuid: string,
  knownRuleIds: ReadonlySet<string>,
): ValidationContext => {
  const meta = connectors.find((c) => c.guid === metaConnectorGuid);
  return {
    connectors,
    ...(meta ? { metaConnector: meta } : {}),
    knownRuleIds,
    checkRouteMethods: true,
    extraConstraints: new Map(newerConstraints(constraints).map((c) => [c.identifier, jsonSchemaCheck(c)])),
  };
};
