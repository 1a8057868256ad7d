import type { z } from 'zod';

/**
 * The first problem of a body against a schema, named by its field (`customer.billingCountry`):
 * `missing` when the member is absent (the gateways' 1005 "Mandatory parameter missing"), otherwise
 * present but wrong (1002 "Invalid parameter"). Transaction and profile interfaces answer alike.
 */
export interface FieldProblem {
  missing: boolean;
  field: string;
  message: string;
}

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), body);

export const parseFields = <T>(schema: z.ZodType<T>, body: unknown): { data: T; problem?: undefined } | { data?: undefined; problem: FieldProblem } => {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0]!;
  return { problem: { missing: valueAt(body, issue.path) === undefined, field: issue.path.map(String).join('.'), message: issue.message } };
};

export const missingMessage = (field: string) => `Mandatory parameter '${field}' missing`;
export const invalidMessage = (field: string, why: string) => `Invalid parameter '${field}': ${why}`;

/** The message of a problem in the gateways' wording. */
export const problemMessage = (problem: FieldProblem): string =>
  problem.missing ? missingMessage(problem.field) : invalidMessage(problem.field, problem.message);
