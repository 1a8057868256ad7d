import { z } from 'zod';

/** The gateway's rejection categories (gateway-contract §2). */
export const ERROR_CODES = {
  malformed: 1010,
  unknownConstraint: 1011,
  invalidParams: 1012,
  invalidConnector: 1013,
  invalidStructure: 1014,
  duplicateRuleId: 1015,
  notMetaConnector: 1016,
  isMultiMethod: 1017,
  isSingleMethod: 1018,
} as const;

export const ValidationIssue = z.object({
  code: z.number().int(),
  /** Where in the document, `/`-separated as in the gateway's messages: `tree/then/route/connector`. */
  path: z.string(),
  /** Path of the rule node the issue belongs to (the graph's node id), or null for document-level issues. */
  nodeId: z.string().nullable(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** The gateway's message form: `<text> at '<path>'`. */
export const gatewayMessage = (issue: Pick<ValidationIssue, 'message' | 'path'>): string => `${issue.message} at '${issue.path}'`;
