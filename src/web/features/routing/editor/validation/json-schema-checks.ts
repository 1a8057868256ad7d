import type AjvClass from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { ConstraintDescription } from '@contracts/gateway-provisioning';
import { isKnownConstraint } from '@domain/routing/condition-catalogue';

/*
 * AJV checks the params of conditions the gateway knows and this studio's catalogue does not, against
 * the JSON Schema the gateway publishes for them. It is ~115 kB of minified code, half of what the
 * routing page's chunk was, that every routing page downloaded, parsed and ran although the published
 * catalogue has no such condition: so it is a chunk of its own, loaded by `loadJsonSchemaChecks` when
 * a catalogue arrives that names one (routing-keys.ts's constraints query), before anything can ask
 * for a check.
 */
let Ajv: typeof AjvClass | undefined;
let ajv: AjvClass | undefined;
const compiled = new Map<string, ValidateFunction>();

/** A catalogue's conditions newer than the studio's: those whose params only their JSON Schema can check. */
export const newerConstraints = (constraints: readonly ConstraintDescription[]): ConstraintDescription[] => constraints.filter((c) => !isKnownConstraint(c.identifier));

/** Loads AJV when `constraints` has a condition newer than the studio's catalogue; at once otherwise. */
export const loadJsonSchemaChecks = async (constraints: readonly ConstraintDescription[]): Promise<void> => {
  if (Ajv || newerConstraints(constraints).length === 0) return;
  Ajv = (await import('ajv')).default;
};

/** The compiled check of `schema`, made once per schema; AJV itself once, at the first. */
export const schemaCheck = (schema: Record<string, unknown>): { validate: ValidateFunction; ajv: AjvClass } => {
  if (!Ajv) throw new Error('a JSON Schema check was asked for before loadJsonSchemaChecks loaded AJV for this catalogue');
  const instance = (ajv ??= new Ajv({ allErrors: true, strict: false }));
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = instance.compile(schema)));
  return { validate, ajv: instance };
};
