import type { z } from 'zod';

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

/** `schema.safeParse(params)`, the same result object for the same schema and params object. */
export const parseParams = <T>(schema: z.ZodType<T>, params: unknown): z.ZodSafeParseResult<T> => {
  if (params === null || typeof params !== 'object') return schema.safeParse(params);
  let bySchema = readings.get(schema);
  if (!bySchema) readings.set(schema, (bySchema = new WeakMap()));
  let result = bySchema.get(params);
  if (!result) bySchema.set(params, (result = schema.safeParse(params)));
  return result as z.ZodSafeParseResult<T>;
};
