import { useMemo, useState } from 'react';
import type { RoutingEnvelope, StudioConnector } from '../../../../contracts/bff-api';
import type { ConstraintDescription } from '../../../../contracts/gateway-provisioning';
import type { ConnectorNameLookup } from '../../../../domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '../../../../domain/routing/document';
import { collectRuleIds } from '../../../../domain/routing/rule-ids';
import { EditorCanvas } from './canvas/editor-canvas';
import { DraftBanner } from './drafts/draft-banner';
import type { EditorEnvironment } from './editor-props';
import { EditorToolbar } from './editor-toolbar';
import { InspectorPanel } from './inspector/inspector-panel';
import { JsonView } from './json-view/json-view';
import { OutlineTree } from './outline/outline-tree';
import { ProblemsPanel } from './problems/problems-panel';
import { HistoryPanel } from './history/history-panel';
import { SimulatorPanel } from '../simulator/simulator-panel';
import { DocumentSettings } from './settings/document-settings';
import { EditorProvider, useEditor } from './state/editor-context';
import { createEditorStore, currentDocument } from './state/editor-store';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { buildValidationContext } from './validation/validation-context';
import { useValidation } from './validation/use-validation';

export interface SingleMethodEditorProps {
  env: string;
  envelope: Extract<RoutingEnvelope, { kind: 'single' }>;
  connectors: readonly StudioConnector[];
  constraints: readonly ConstraintDescription[];
  names: ConnectorNameLookup;
}

type SidePanel = 'inspector' | 'document' | 'json' | 'simulate' | 'history';

const PANEL_LABELS: Record<SidePanel, string> = { inspector: 'Inspector', document: 'Document', json: 'JSON', simulate: 'Simulate', history: 'History' };

const EditorBody = ({ connectors, constraints, names }: Omit<SingleMethodEditorProps, 'env' | 'envelope'>) => {
  const doc = useEditor(currentDocument) as SingleMethodDocument;
  const baseline = useEditor((s) => s.baseline);
  const [panel, setPanel] = useState<SidePanel>('inspector');
  const context = useMemo(
    () => buildValidationContext(connectors, constraints, baseline.connectorGuid, collectRuleIds(baseline.document)),
    [connectors, constraints, baseline],
  );
  const { issues, byNode } = useValidation(doc, context);
  const env: EditorEnvironment = useMemo(() => ({ connectors, constraints, names, issues, byNode }), [connectors, constraints, names, issues, byNode]);
  return (
    <div className="editor">
      <DraftBanner />
      <EditorToolbar env={env} />
      <div className={`editor-layout${panel === 'simulate' || panel === 'history' ? ' wide-side' : ''}`}>
        <aside className="editor-outline" aria-label="Outline">
          <OutlineTree env={env} />
        </aside>
        <div className="editor-canvas">
          <EditorCanvas env={env} />
        </div>
        <aside className="editor-side">
          <div role="tablist" aria-label="Side panel" className="side-tabs">
            {(Object.keys(PANEL_LABELS) as SidePanel[]).map((id) => (
              <button key={id} type="button" role="tab" aria-selected={panel === id} onClick={() => setPanel(id)}>
                {PANEL_LABELS[id]}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="side-panel">
            {panel === 'inspector' ? <InspectorPanel env={env} /> : null}
            {panel === 'document' ? <DocumentSettings env={env} /> : null}
            {panel === 'json' ? <JsonView /> : null}
            {panel === 'simulate' ? <SimulatorPanel env={env} /> : null}
            {panel === 'history' ? <HistoryPanel env={env} /> : null}
          </div>
        </aside>
      </div>
      <ProblemsPanel env={env} />
    </div>
  );
};

/** The single-method routing editor: one store per connector, created from the live document. */
export const SingleMethodEditor = ({ env, envelope, ...rest }: SingleMethodEditorProps) => {
  const [store] = useState(() => createEditorStore(envelope, env));
  useEditorShortcuts(store);
  return (
    <EditorProvider store={store}>
      <EditorBody {...rest} />
    </EditorProvider>
  );
};
