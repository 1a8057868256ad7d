import Ajv, { type ValidateFunction } from 'ajv';

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

/** AJV's errors for `params` against a constraint's published JSON Schema; [] when valid. Compiled once per schema. */
export const ajvErrors = (schema: Record<string, unknown>, params: unknown): string[] => {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
  if (validate(params)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath ? `params${e.instancePath.replaceAll('/', '.')}` : 'params'} ${e.message ?? 'is invalid'}`);
};
