import { z } from 'zod';
import type { AnyConditionKind } from './condition-kind';
import { CONDITION_KINDS } from './registry';

/**
 * The kinds a consumer knows, looked up by identifier. Consumers (validator, evaluator, describer)
 * take one, defaulting to the studio's: production never passes another, and a test can hand them
 * a catalogue with a kind of its own (`withKinds`) without touching any global.
 */
export interface ConditionCatalogue {
  readonly kinds: readonly AnyConditionKind[];
  kindOf(identifier: string): AnyConditionKind | undefined;
}

export const catalogueOf = (kinds: Iterable<AnyConditionKind>): ConditionCatalogue => {
  const list = [...kinds];
  // A Map, not an object: a constraint named "toString" must not find a kind.
  const byId = new Map(list.map((kind) => [kind.identifier, kind]));
  if (byId.size !== list.length) throw new Error('two condition kinds share an identifier');
  return { kinds: list, kindOf: (identifier) => byId.get(identifier) };
};

/** The studio's catalogue: every kind of the registry, in the contract's order. */
export const STUDIO_CATALOGUE: ConditionCatalogue = catalogueOf(Object.values(CONDITION_KINDS));

/** A catalogue with more kinds than `base` (tests; a kind of a newer contract tried out before it is registered). */
export const withKinds = (base: ConditionCatalogue, ...extra: AnyConditionKind[]): ConditionCatalogue => catalogueOf([...base.kinds, ...extra]);

export const kindOf = (identifier: string): AnyConditionKind | undefined => STUDIO_CATALOGUE.kindOf(identifier);

/** A params schema as JSON Schema draft-07, as `listRoutingConstraints` publishes it. */
export const paramsJsonSchemaOf = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any' });
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...json };
};

/** The catalogue as `listRoutingConstraints` answers it: the sandbox publishes it, test worlds fake it. */
export const publishedCatalogue = (catalogue: ConditionCatalogue = STUDIO_CATALOGUE) =>
  catalogue.kinds.map((kind) => ({ identifier: kind.identifier, name: kind.name, paramsSchema: paramsJsonSchemaOf(kind.params) }));

