import type { z } from 'zod';
import { HttpError } from '../http-error';

/** Parses request input at the boundary; a mistake is a 400 that names the field. */
export const parseInput = <T>(schema: z.ZodType<T>, input: unknown, what: string): T => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new HttpError(400, 'BAD_REQUEST', `Invalid ${what}: ${issue.path.join('.') || 'value'}: ${issue.message}`);
};
