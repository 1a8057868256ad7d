import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RoutingEnvelope } from '@contracts/bff-api';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '@domain/routing/document';
import type { ValidationIssue } from '@domain/routing/validation';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import type { EditorEnvironment } from '../editor-props';
import { EditorProvider } from '../state/editor-context';
import { createEditorStore } from '../state/editor-store';
import { groupByNode } from '../validation/use-validation';

/** Test-only: renders editor panels around a fresh store, without the page, the queries or the canvas. */
export const renderWithStore = (ui: (env: EditorEnvironment) => ReactNode, document: SingleMethodDocument = cardRouterDocument, issues: ValidationIssue[] = []) => {
  const envelope: RoutingEnvelope = { kind: 'single', connectorGuid: CONNECTORS.cardRouter.guid, revision: 'r1', document };
  const store = createEditorStore(envelope, 'sandbox');
  const env: EditorEnvironment = { connectors: [], constraints: [], names: connectorNameLookup(ALL_CONNECTORS), issues, byNode: groupByNode(issues) };
  const result = render(
    <EditorProvider store={store}>
      <div className="editor">
        <button type="button">before</button>
        {ui(env)}
      </div>
    </EditorProvider>,
  );
  return { ...result, store };
};
