import { schemaCheck } from '../validation/json-schema-checks';

/** AJV's errors for `params` against a constraint's published JSON Schema; [] when valid. */
export const ajvErrors = (schema: Record<string, unknown>, params: unknown): string[] => {
  const { validate } = schemaCheck(schema);
  if (validate(params)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath ? `params${e.instancePath.replaceAll('/', '.')}` : 'params'} ${e.message ?? 'is invalid'}`);
};
