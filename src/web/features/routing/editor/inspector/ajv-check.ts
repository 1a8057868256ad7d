import Ajv, { type ValidateFunction } from 'ajv';

// Made when the inspector first checks a condition of the gateway's newer kinds (not at the routing page's load).
let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** AJV's errors for `params` against a constraint's published JSON Schema; [] when valid. Compiled once per schema. */
export const ajvErrors = (schema: Record<string, unknown>, params: unknown): string[] => {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = (ajv ??= new Ajv({ allErrors: true, strict: false })).compile(schema)));
  if (validate(params)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath ? `params${e.instancePath.replaceAll('/', '.')}` : 'params'} ${e.message ?? 'is invalid'}`);
};
