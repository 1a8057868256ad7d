import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RoutingEnvelope, StudioConnector } from '@contracts/bff-api';
import type { ConstraintDescription } from '@contracts/gateway-provisioning';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '@domain/routing/document';
import { collectRuleIds } from '@domain/routing/rule-ids';
import { AlertSlotProvider } from './editor/alert-slot';
import { DraftBanner } from './editor/drafts/draft-banner';
import type { EditorEnvironment } from './editor/editor-props';
import { EditorToolbar } from './editor/editor-toolbar';
import { EditorWorkspace } from './editor/editor-workspace';
import { InspectorPanel } from './editor/inspector/inspector-panel';
import { usePaintedValue } from '../../lib/after-paint';
import { useSession } from '../../lib/use-session';
import { useIncomingSimulation } from './simulator/incoming-simulation';
import { DocumentSettings } from './editor/settings/document-settings';
import { EditorProvider, useEditor } from './editor/state/editor-context';
import { createEditorStore, currentDocument } from './editor/state/editor-store';
import { useEditorShortcuts } from './editor/use-editor-shortcuts';
import { HistoryTab, InsightsTab, JsonViewPanel, SimulatorTab } from './lazy-panels';
import { buildValidationContext } from './editor/validation/validation-context';
import { useValidation } from './editor/validation/use-validation';
import { useAnalysis } from './editor/analysis/use-analysis';
import { useCapabilityBook } from './editor/analysis/capability-query';
import { useEvaluationSettings } from './editor/use-evaluation-settings';

export interface SingleMethodEditorProps {
  env: string;
  envelope: Extract<RoutingEnvelope, { kind: 'single' }>;
  connectors: readonly StudioConnector[];
  constraints: readonly ConstraintDescription[];
  names: ConnectorNameLookup;
}

const EditorBody = ({ connectors, constraints, names }: Omit<SingleMethodEditorProps, 'env' | 'envelope'>) => {
  const doc = useEditor(currentDocument) as SingleMethodDocument;
  const baseline = useEditor((s) => s.baseline);
  const context = useMemo(
    () => buildValidationContext(connectors, constraints, baseline.connectorGuid, collectRuleIds(baseline.document)),
    [connectors, constraints, baseline],
  );
  // Validated after the document is on screen: it is handed over from a task the frame showing it
  // queues (usePaintedValue), and validated in a background render, so validating a 20,000-rule
  // document never delays an edit, nor the first drawing (null at first: not yet validated, no
  // issues), nor what that frame queued; its issues follow in the next frames. A document with problems is drawn a moment before they are written on its nodes, as it
  // already was for the analysis's warnings, which come from a worker.
  const validated = usePaintedValue<SingleMethodDocument | null>(doc, null);
  const { issues, byNode, checking } = useValidation(validated, context);
  const analysis = useAnalysis(doc, useEvaluationSettings(), names, useCapabilityBook());
  const incoming = useIncomingSimulation();
  const canReadBi = useSession().can('bi:read');
  // `?payment=<uuid>` (a link from a payment elsewhere) opens the Insights tab on that payment's path.
  const pastPayment = useSearchParams()[0].has('payment');
  const env: EditorEnvironment = useMemo(
    () => ({ connectors, constraints, names, issues, byNode, analysis, ...(checking ? { checking } : {}) }),
    [connectors, constraints, names, issues, byNode, analysis, checking],
  );
  return (
    // Whether what the panels and nodes say about problems is of the draft on screen (tests and the
    // bench wait for it; people see the problems themselves).
    <div className="editor" data-validated={validated === doc ? 'current' : 'pending'}>
      <DraftBanner />
      <EditorToolbar env={env} />
      <EditorWorkspace
        env={env}
        initial={incoming ? 'simulate' : pastPayment && canReadBi ? 'insights' : 'inspector'}
        panels={[
          { id: 'inspector', label: 'Inspector', render: () => <InspectorPanel env={env} /> },
          { id: 'document', label: 'Document', render: () => <DocumentSettings env={env} /> },
          { id: 'json', label: 'JSON', render: () => <JsonViewPanel />, preload: JsonViewPanel.preload },
          { id: 'simulate', label: 'Simulate', render: () => <SimulatorTab env={env} />, preload: SimulatorTab.preload, wide: true },
          { id: 'history', label: 'History', render: () => <HistoryTab env={env} />, preload: HistoryTab.preload, wide: true },
          ...(canReadBi ? [{ id: 'insights', label: 'Insights', render: () => <InsightsTab env={env} />, preload: InsightsTab.preload, wide: true }] : []),
        ]}
      />
    </div>
  );
};

/** The single-method routing editor: one store per connector, created from the live document. */
export const SingleMethodEditor = ({ env, envelope, ...rest }: SingleMethodEditorProps) => {
  const [store] = useState(() => createEditorStore(envelope, env));
  useEditorShortcuts(store);
  return (
    <EditorProvider store={store}>
      <AlertSlotProvider>
        <EditorBody {...rest} />
      </AlertSlotProvider>
    </EditorProvider>
  );
};
