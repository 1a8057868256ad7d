import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { useMemo, useState } from 'react';
import type { RoutingEnvelope, StudioConnector } from '@contracts/bff-api';
import type { ConstraintDescription } from '@contracts/gateway-provisioning';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { MultiMethodDocument } from '@domain/routing/document';
import { AlertSlotProvider } from './editor/alert-slot';
import { DraftBanner } from './editor/drafts/draft-banner';
import type { EditorEnvironment } from './editor/editor-props';
import { EditorToolbar } from './editor/editor-toolbar';
import { EditorWorkspace } from './editor/editor-workspace';
import { InspectorPanel } from './editor/inspector/inspector-panel';
import { MethodList } from './editor/multi/method-list';
import { MethodSettings } from './editor/multi/method-settings';
import { MultiDocumentSettings } from './editor/multi/multi-document-settings';
import { readOnlyMethods } from './editor/multi/admin-authored';
import { guardReadOnlyMethods } from './editor/multi/read-only-guard';
import { TreeSwitch } from './editor/multi/tree-switch';
import { useActiveTree } from './editor/multi/use-active-tree';
import { buildMultiContext, useMultiValidation } from './editor/multi/use-multi-validation';
import { EditorProvider, useEditor, useEditorStore } from './editor/state/editor-context';
import { createEditorStore, currentDocument } from './editor/state/editor-store';
import type { TreeScope } from './editor/tree-scope';
import { useEditorShortcuts } from './editor/use-editor-shortcuts';
import { HistoryTab, JsonViewPanel, MultiInsightsTab, MultiSimulatorTab } from './lazy-panels';
import { useAnalysis } from './editor/analysis/use-analysis';
import { useCapabilityBook } from './editor/analysis/capability-query';
import { countPerMethod } from './editor/analysis/per-method';
import { useEvaluationSettings } from './editor/use-evaluation-settings';
import { sameMethod } from '@domain/routing/method-block';

export interface MultiMethodEditorProps {
  env: string;
  envelope: Extract<RoutingEnvelope, { kind: 'multi' }>;
  connectors: readonly StudioConnector[];
  constraints: readonly ConstraintDescription[];
  names: ConnectorNameLookup;
}

const EditorBody = ({ connectors, constraints, names }: Omit<MultiMethodEditorProps, 'env' | 'envelope'>) => {
  const store = useEditorStore();
  const doc = useEditor(currentDocument) as MultiMethodDocument;
  const baseline = useEditor((s) => s.baseline);
  const live = baseline.document as MultiMethodDocument;
  const { active, choose } = useActiveTree(store, { index: 0, kind: 'routing' });
  const readOnly = useMemo(() => readOnlyMethods(live), [live]);
  const context = useMemo(() => buildMultiContext(connectors, constraints, baseline), [connectors, constraints, baseline]);
  const { issues, byNode } = useMultiValidation(doc, context, live, readOnly);
  // Every method's availability and routing tree is analysed; focusing a warning switches to its tree.
  const analysis = useAnalysis(doc, useEvaluationSettings(), names, useCapabilityBook());
  // Per method tab: the validator's errors and the analysis's warnings, counted apart.
  const problems = useMemo(() => countPerMethod(issues), [issues]);
  const warnings = useMemo(() => countPerMethod(analysis.findings), [analysis.findings]);
  const index = Math.min(active.index, doc.methods.length - 1);
  const block = doc.methods[index];
  const liveBlock = block && live.methods.find((m) => sameMethod(m.method, block.method));
  const locked = block ? readOnly.get(block.method.toLowerCase()) : undefined;
  const scope: TreeScope | undefined = useMemo(
    () =>
      block && {
        treePath: `methods/${index}/${active.kind}/tree`,
        treeKind: active.kind,
        multiMethod: true,
        // An omitted default keeps the live one, so rules are judged against that.
        defaultConnector: block.defaultConnector?.connector ?? liveBlock?.defaultConnector?.connector ?? null,
        defaultActionDisable: doc.defaultActionDisable ?? null,
        label: `${block.method} ${active.kind} tree`,
        ...(locked ? { readOnly: locked } : {}),
      },
    [block, liveBlock, index, active.kind, doc.defaultActionDisable, locked],
  );
  const env: EditorEnvironment = useMemo(() => ({ connectors, constraints, names, issues, byNode, analysis, ...(scope ? { scope } : {}) }), [connectors, constraints, names, issues, byNode, analysis, scope]);
  const canReadBi = useSession().can('bi:read');
  // `?payment=<uuid>` (a link from a payment elsewhere) opens the Insights tab on that payment's path.
  const pastPayment = useSearchParams()[0].has('payment');
  if (!block || !scope) return <p className="empty-state">No payment methods are linked to this meta-connector.</p>;
  return (
    <div className="editor multi-method-editor">
      <DraftBanner />
      <EditorToolbar env={env} />
      <div className="multi-method-bar">
        <MethodList methods={doc.methods} selected={index} onSelect={(i) => choose({ index: i, kind: active.kind })} readOnly={readOnly} problems={problems} warnings={warnings} />
        <TreeSwitch block={block} kind={active.kind} onChange={(kind) => choose({ index, kind })} />
      </div>
      {locked ? (
        <p className="notice" role="note" data-testid="read-only-explanation">
          {locked}
        </p>
      ) : null}
      <EditorWorkspace
        env={env}
        initial={pastPayment && canReadBi ? 'insights' : 'method'}
        panels={[
          { id: 'inspector', label: 'Inspector', render: () => <InspectorPanel env={env} /> },
          { id: 'method', label: 'Method', render: () => <MethodSettings env={env} index={index} readOnly={locked} /> },
          { id: 'document', label: 'Document', render: () => <MultiDocumentSettings /> },
          { id: 'json', label: 'JSON', render: () => <JsonViewPanel />, preload: JsonViewPanel.preload },
          { id: 'simulate', label: 'Simulate', render: () => <MultiSimulatorTab env={env} />, preload: MultiSimulatorTab.preload, wide: true },
          { id: 'history', label: 'History', render: () => <HistoryTab env={env} />, preload: HistoryTab.preload, wide: true },
          // Observed routing reads single-method documents; the traffic charts, the replay and a past payment's path cover both kinds.
          ...(canReadBi
            ? [
              {
                id: 'insights',
                label: 'Insights',
                render: () => <MultiInsightsTab env={env} />,
                preload: MultiInsightsTab.preload,
                wide: true,
              },
            ]
            : []),
        ]}
      />
    </div>
  );
};

/** The multi-method routing editor: one store for the whole document, every method's two trees edited through the shared panels. */
export const MultiMethodEditor = ({ env, envelope, ...rest }: MultiMethodEditorProps) => {
  const [store] = useState(() => {
    const created = createEditorStore(envelope, env);
    guardReadOnlyMethods(created);
    return created;
  });
  useEditorShortcuts(store);
  return (
    <EditorProvider store={store}>
      <AlertSlotProvider>
        <EditorBody {...rest} />
      </AlertSlotProvider>
    </EditorProvider>
  );
};
