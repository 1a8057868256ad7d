import { render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import type { ConstraintDescription } from '../../../../../contracts/gateway-provisioning';
import { connectorNameLookup } from '../../../../../domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '../../../../../domain/routing/document';
import { collectRuleIds } from '../../../../../domain/routing/rule-ids';
import { cardRouterDocument } from '../../../../../fixtures/routing-documents';
import { CONNECTORS } from '../../../../../fixtures/world';
import { connectorsBody, constraintsBody } from '../../../../test/world-responses';
import type { EditorEnvironment } from '../editor-props';
import { EditorProvider, useEditor } from '../state/editor-context';
import { createEditorStore, currentDocument } from '../state/editor-store';
import { buildValidationContext } from '../validation/validation-context';
import { useValidation } from '../validation/use-validation';

/** Test-only: editor panels around a real store with live validation, as the page wires them. */
const connectors = connectorsBody.connectors;
const names = connectorNameLookup(connectors);

const Live = ({ constraints, children }: { constraints: readonly ConstraintDescription[]; children: (env: EditorEnvironment) => ReactNode }) => {
  const doc = useEditor(currentDocument) as SingleMethodDocument;
  const baseline = useEditor((s) => s.baseline);
  const context = useMemo(() => buildValidationContext(connectors, constraints, baseline.connectorGuid, collectRuleIds(baseline.document)), [constraints, baseline]);
  const { issues, byNode } = useValidation(doc, context);
  const env = useMemo(() => ({ connectors, constraints, names, issues, byNode }), [constraints, issues, byNode]);
  return <>{children(env)}</>;
};

export const renderLiveEditor = (
  children: (env: EditorEnvironment) => ReactNode,
  { document = cardRouterDocument, constraints = constraintsBody.constraints }: { document?: SingleMethodDocument; constraints?: readonly ConstraintDescription[] } = {},
) => {
  const store = createEditorStore({ kind: 'single', connectorGuid: CONNECTORS.cardRouter.guid, revision: 'rev-1', document }, 'sandbox');
  const view = render(
    <EditorProvider store={store}>
      <Live constraints={constraints}>{children}</Live>
    </EditorProvider>,
  );
  const doc = () => store.getState().history.present as SingleMethodDocument;
  return { store, doc, ...view };
};
