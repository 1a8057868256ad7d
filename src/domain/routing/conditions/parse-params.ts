import type { z } from 'zod';
import { NOT_SURE, readPlainly } from './plain-params';

/*
 * A condition's params as its kind's schema reads them, once per params object. As a large
 * document's page opens, every condition's params are read to put it in words (the graph), then
 * again to validate the document, and the simulator and the capability checks read them too;
 * documents are never changed in place (every edit copies the path it changes), so a params object
 * reads the same each time and the later readings can be the first's. Keyed by the schema as well:
 * a catalogue naming other kinds reads the same params with its own schema. The result is shared:
 * no caller changes it (the kinds' `describe` and `prepare` read their params).
 */
const readings = new WeakMap<z.ZodType, WeakMap<object, z.ZodSafeParseResult<unknown>>>();

// Plainly valid params without zod (plain-params.ts): what zod would answer, at a fraction of its cost.
const readFirstPlainly = <T>(schema: z.ZodType<T>, params: object): z.ZodSafeParseResult<T> => {
  const data = readPlainly(schema, params);
  return data === NOT_SURE ? schema.safeParse(params) : { success: true, data };
};

/** `schema.safeParse(params)`, the same result object for the same schema and params object. */
export const parseParams = <T>(schema: z.ZodType<T>, params: unknown): z.ZodSafeParseResult<T> => {
  if (params === null || typeof params !== 'object') return schema.safeParse(params);
  let bySchema = readings.get(schema);
  if (!bySchema) readings.set(schema, (bySchema = new WeakMap()));
  let result = bySchema.get(params);
  if (!result) bySchema.set(params, (result = readFirstPlainly(schema, params)));
  return result as z.ZodSafeParseResult<T>;
};
