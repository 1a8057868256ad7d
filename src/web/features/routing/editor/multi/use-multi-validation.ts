import { useMemo } from 'react';
import type { StudioConnector } from '@contracts/bff-api';
import type { ConstraintDescription } from '@contracts/gateway-provisioning';
import type { MultiMethodDocument } from '@domain/routing/document';
import { collectRuleIds } from '@domain/routing/rule-ids';
import { validateMultiMethod, type MultiMethodContext } from '@domain/routing/validation';
import { sameDocument } from '../drafts/same-document';
import type { EditorBaseline } from '../state/editor-store';
import { forPeople, groupByNode, validationCache, type Validation } from '../validation/use-validation';
import { buildValidationContext } from '../validation/validation-context';
import { sameMethod } from '@domain/routing/method-block';

/** The multi-method context: linked methods from the connector list, current defaults from the live document. */
export const buildMultiContext = (
  connectors: readonly StudioConnector[],
  constraints: readonly ConstraintDescription[],
  baseline: EditorBaseline,
): MultiMethodContext => {
  const live = baseline.document as MultiMethodDocument;
  const meta = connectors.find((c) => c.guid === baseline.connectorGuid);
  return {
    ...buildValidationContext(connectors, constraints, baseline.connectorGuid, collectRuleIds(live)),
    // The gateway lists every linked method in its response, so the live document is a safe fallback.
    linkedMethods: meta?.linkedMethods ?? live.methods.map((m) => m.method),
    currentDefaults: new Map(live.methods.map((m) => [m.method, m.defaultConnector?.connector ?? null])),
  };
};

/**
 * Validates on every edit. Problems inside a read-only (admin-authored) method that is still as
 * loaded are left out: it is not sent, so they cannot reject the save and must not block it.
 */
export const useMultiValidation = (doc: MultiMethodDocument, context: MultiMethodContext, baseline: MultiMethodDocument, readOnly: ReadonlyMap<string, string>): Validation =>
  useMemo(() => {
    const untouched = new Set<number>();
    doc.methods.forEach((block, i) => {
      const before = baseline.methods.find((m) => sameMethod(m.method, block.method));
      if (readOnly.has(block.method.toLowerCase()) && before && sameDocument(before, block)) untouched.add(i);
    });
    const issues = forPeople(validateMultiMethod(doc, context, validationCache), context.connectors).filter((issue) => {
      const index = /^methods\/(\d+)\//.exec(issue.path)?.[1];
      return index === undefined || !untouched.has(Number(index));
    });
    return { issues, byNode: groupByNode(issues) };
  }, [doc, context, baseline, readOnly]);
