import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { noteAudit, type AuditNote } from '../audit/audit-hook';

/**
 * A route's `preValidation` hook that notes, from a valid path, what its audit entry is about
 * before Fastify validates the body: a refused body is then audited against the item it was meant
 * for (as when handlers parsed the path, noted, then parsed the body).
 */
export const noteFromPath =
  <T>(params: z.ZodType<T>, note: (path: T) => AuditNote) =>
  async (request: FastifyRequest) => {
    const parsed = params.safeParse(request.params);
    if (parsed.success) noteAudit(request, note(parsed.data));
  };
