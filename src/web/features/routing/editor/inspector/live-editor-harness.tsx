import { render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import type { ConstraintDescription } from '@contracts/gateway-provisioning';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '@domain/routing/document';
import { collectRuleIds } from '@domain/routing/rule-ids';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { connectorsBody, constraintsBody } from '@web/test/world-responses';
import type { EditorEnvironment } from '../editor-props';
import { EditorProvider, useEditor } from '../state/editor-context';
import { createEditorStore, currentDocument } from '../state/editor-store';
import { buildValidationContext } from '../validation/validation-context';
import { useValidation } from '../validation/use-validation';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation';
import { useAnalysis } from '../analysis/use-analysis';

/** Test-only: editor panels around a real store with live validation, as the page wires them. */
const connectors = connectorsBody.connectors;
const names = connectorNameLookup(connectors);

type LiveProps = { constraints: readonly ConstraintDescription[]; analysed: boolean; children: (env: EditorEnvironment) => ReactNode };
const Live = ({ constraints, analysed, children }: LiveProps) => {
  const doc = useEditor(currentDocument) as SingleMethodDocument;
  const baseline = useEditor((s) => s.baseline);
  const context = useMemo(() => buildValidationContext(connectors, constraints, baseline.connectorGuid, collectRuleIds(baseline.document)), [constraints, baseline]);
  const { issues, byNode } = useValidation(doc, context);
  const analysis = useAnalysis(doc, REFERENCE_SETTINGS, names);
  const env = useMemo(() => ({ connectors, constraints, names, issues, byNode, ...(analysed ? { analysis } : {}) }), [constraints, issues, byNode, analysed, analysis]);
  return <>{children(env)}</>;
};

export const renderLiveEditor = (
  children: (env: EditorEnvironment) => ReactNode,
  {
    document = cardRouterDocument,
    constraints = constraintsBody.constraints,
    analysed = false,
  }: { document?: SingleMethodDocument; constraints?: readonly ConstraintDescription[]; /** With the routing analysis's warnings, as the page has them. */ analysed?: boolean } = {},
) => {
  const store = createEditorStore({ kind: 'single', connectorGuid: CONNECTORS.cardRouter.guid, revision: 'rev-1', document }, 'sandbox');
  const view = render(
    <EditorProvider store={store}>
      <Live constraints={constraints} analysed={analysed}>{children}</Live>
    </EditorProvider>,
  );
  const doc = () => store.getState().history.present as SingleMethodDocument;
  return { store, doc, ...view };
};
