import type { z } from 'zod';
import { ERROR_CODES, type ValidationIssue } from './issue';

/** Turns a failed parse of a whole document into the gateway's 1010 issues, one per zod issue. */
export const schemaIssues = (error: z.ZodError): ValidationIssue[] =>
  error.issues.map((issue) => {
    const path = issue.path.map(String).join('/');
    const message = issue.path[0] === 'version' && issue.path.length === 1 ? 'Unsupported document version, expected "1"' : `Schema violation: ${issue.message}`;
    return { code: ERROR_CODES.malformed, path, nodeId: null, message };
  });

/** Params issues of one condition, with paths that go into the params object (for the inspector's fields). */
export const paramsIssues = (error: z.ZodError, paramsPath: string, nodeId: string): ValidationIssue[] =>
  error.issues.map((issue) => ({
    code: ERROR_CODES.invalidParams,
    path: [paramsPath, ...issue.path.map(String)].join('/'),
    nodeId,
    message: `Invalid params: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
  }));
