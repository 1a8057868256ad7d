import { useMemo } from 'react';
import type { SingleMethodDocument } from '../../../../../domain/routing/document';
import { validateSingleMethod, type ValidationContext, type ValidationIssue } from '../../../../../domain/routing/validation';

export interface Validation {
  issues: ValidationIssue[];
  /** Issues per rule node path; document-level issues under the key ''. */
  byNode: ReadonlyMap<string, ValidationIssue[]>;
}

export const groupByNode = (issues: ValidationIssue[]): Map<string, ValidationIssue[]> => {
  const byNode = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const key = issue.nodeId ?? '';
    byNode.set(key, [...(byNode.get(key) ?? []), issue]);
  }
  return byNode;
};

/** Validates on every edit; the document is immutable, so this recomputes only when it changes. */
export const useValidation = (document: SingleMethodDocument, context: ValidationContext | null): Validation =>
  useMemo(() => {
    const issues = context ? validateSingleMethod(document, context) : [];
    return { issues, byNode: groupByNode(issues) };
  }, [document, context]);
