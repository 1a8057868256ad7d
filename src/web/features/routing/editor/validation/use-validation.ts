import { useMemo, useState } from 'react';
import { createRecentResults, recall } from '@domain/routing/recent-results';
import type { SingleMethodDocument } from '@domain/routing/document';
import type { ConnectorInfo } from '@domain/routing/connector';
import { connectorNameLookup, withConnectorNames, type ConnectorNameLookup } from '@domain/routing/describe';
import { createValidationCache, validateSingleMethod, type ValidationContext, type ValidationIssue } from '@domain/routing/validation';

export interface Validation {
  issues: ValidationIssue[];
  /** Issues per rule node path; document-level issues under the key ''. */
  byNode: ReadonlyMap<string, ValidationIssue[]>;
  /** True while no document has been validated yet (the first drawing comes before its validation). */
  checking?: boolean;
}

export const groupByNode = (issues: ValidationIssue[]): Map<string, ValidationIssue[]> => {
  const byNode = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const key = issue.nodeId ?? '';
    byNode.set(key, [...(byNode.get(key) ?? []), issue]);
  }
  return byNode;
};

/**
 * The validator speaks the gateway's language (connector GUIDs in messages); people read names.
 * One name lookup per connector list, not per issue.
 */
const namesOf = new WeakMap<readonly ConnectorInfo[], ConnectorNameLookup>();
export const forPeople = (issues: ValidationIssue[], connectors: readonly ConnectorInfo[]): ValidationIssue[] => {
  let names = namesOf.get(connectors);
  if (!names) namesOf.set(connectors, (names = connectorNameLookup(connectors)));
  return issues.map((issue) => ({ ...issue, message: withConnectorNames(issue.message, names) }));
};

/**
 * The issues of every rule node validated so far, by document node (held weakly): an edit makes
 * only the rules on its path new objects, so re-validating checks those and reuses the rest.
 * Entries remember the context they were found in, so one cache serves every editor.
 */
export const validationCache = createValidationCache();

type ValidationInput = { document: SingleMethodDocument | null; context: ValidationContext | null };
const sameValidationInput = (a: ValidationInput, b: ValidationInput) => a.document === b.document && a.context === b.context;

/**
 * Validates on every edit; the document is immutable, so this recomputes only when it changes, and
 * undo (which hands back an earlier document) finds that document's issues as they were, the same
 * objects, so what is derived from them (the canvas' problem badges and message lines) can be found
 * again too. Null: not yet (no issues).
 */
export const useValidation = (document: SingleMethodDocument | null, context: ValidationContext | null): Validation => {
  const [recent] = useState(() => createRecentResults<ValidationInput, Validation>());
  return useMemo(
    () =>
      recall(recent, { document, context }, sameValidationInput, () => {
        const issues = context && document ? forPeople(validateSingleMethod(document, context, validationCache), context.connectors) : [];
        return { issues, byNode: groupByNode(issues), ...(document ? {} : { checking: true }) };
      }),
    [recent, document, context],
  );
};
