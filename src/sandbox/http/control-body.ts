import type { z } from 'zod';
import { GatewayFailure } from './errors';

/**
 * The body of a sandbox-only control (chargebacks, incidents, tokenize) against its schema; the
 * first problem is a 400 that names the field (`Invalid parameter 'approvalDropPp': …`).
 */
export const controlBody = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '');
  throw new GatewayFailure(400, 1002, `Invalid parameter${field ? ` '${field}'` : ''}: ${issue.message}`);
};
