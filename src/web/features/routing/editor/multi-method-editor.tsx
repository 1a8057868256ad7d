import { useMemo, useState } from 'react';
import type { RoutingEnvelope, StudioConnector } from '../../../../contracts/bff-api';
import type { ConstraintDescription } from '../../../../contracts/gateway-provisioning';
import type { ConnectorNameLookup } from '../../../../domain/routing/describe/connector-names';
import type { MultiMethodDocument } from '../../../../domain/routing/document';
import { MultiSimulation } from '../simulator/multi/multi-simulation';
import { EditorCanvas } from './canvas/editor-canvas';
import { DraftBanner } from './drafts/draft-banner';
import type { EditorEnvironment } from './editor-props';
import { EditorToolbar } from './editor-toolbar';
import { HistoryPanel } from './history/history-panel';
import { InspectorPanel } from './inspector/inspector-panel';
import { JsonView } from './json-view/json-view';
import { MethodList } from './multi/method-list';
import { MethodSettings } from './multi/method-settings';
import { MultiDocumentSettings } from './multi/multi-document-settings';
import { readOnlyMethods } from './multi/admin-authored';
import { TreeSwitch } from './multi/tree-switch';
import { treeOfPath, useActiveTree } from './multi/use-active-tree';
import { buildMultiContext, useMultiValidation } from './multi/use-multi-validation';
import { OutlineTree } from './outline/outline-tree';
import { ProblemsPanel } from './problems/problems-panel';
import { EditorProvider, useEditor, useEditorStore } from './state/editor-context';
import { createEditorStore, currentDocument } from './state/editor-store';
import type { TreeScope } from './tree-scope';
import { useEditorShortcuts } from './use-editor-shortcuts';

export interface MultiMethodEditorProps {
  env: string;
  envelope: Extract<RoutingEnvelope, { kind: 'multi' }>;
  connectors: readonly StudioConnector[];
  constraints: readonly ConstraintDescription[];
  names: ConnectorNameLookup;
}

type SidePanel = 'inspector' | 'method' | 'document' | 'json' | 'simulate' | 'history';
const PANEL_LABELS: Record<SidePanel, string> = { inspector: 'Inspector', method: 'Method', document: 'Document', json: 'JSON', simulate: 'Simulate', history: 'History' };

const EditorBody = ({ connectors, constraints, names }: Omit<MultiMethodEditorProps, 'env' | 'envelope'>) => {
  const store = useEditorStore();
  const doc = useEditor(currentDocument) as MultiMethodDocument;
  const baseline = useEditor((s) => s.baseline);
  const live = baseline.document as MultiMethodDocument;
  const [panel, setPanel] = useState<SidePanel>('method');
  const { active, choose } = useActiveTree(store, { index: 0, kind: 'routing' });
  const readOnly = useMemo(() => readOnlyMethods(live), [live]);
  const context = useMemo(() => buildMultiContext(connectors, constraints, baseline), [connectors, constraints, baseline]);
  const { issues, byNode } = useMultiValidation(doc, context, live, readOnly);
  const problems = useMemo(() => {
    const map = new Map<number, number>();
    for (const i of issues) {
      const index = treeOfPath(i.path)?.index ?? Number(/^methods\/(\d+)/.exec(i.path)?.[1] ?? NaN);
      if (!Number.isNaN(index)) map.set(index, (map.get(index) ?? 0) + 1);
    }
    return map;
  }, [issues]);
  const index = Math.min(active.index, doc.methods.length - 1);
  const block = doc.methods[index];
  const liveBlock = block && live.methods.find((m) => m.method.toLowerCase() === block.method.toLowerCase());
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
  const env: EditorEnvironment = useMemo(() => ({ connectors, constraints, names, issues, byNode, ...(scope ? { scope } : {}) }), [connectors, constraints, names, issues, byNode, scope]);
  if (!block || !scope) return <p className="empty-state">No payment methods are linked to this meta-connector.</p>;
  return (
    <div className="editor multi-method-editor">
      <DraftBanner />
      <EditorToolbar env={env} />
      <MethodList methods={doc.methods} selected={index} onSelect={(i) => choose({ index: i, kind: active.kind })} readOnly={readOnly} problems={problems} />
      {locked ? (
        <p className="notice" role="note" data-testid="read-only-explanation">
          {locked}
        </p>
      ) : null}
      <TreeSwitch block={block} kind={active.kind} onChange={(kind) => choose({ index, kind })} />
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
            {panel === 'method' ? <MethodSettings env={env} index={index} readOnly={locked} /> : null}
            {panel === 'document' ? <MultiDocumentSettings /> : null}
            {panel === 'json' ? <JsonView /> : null}
            {panel === 'simulate' ? <MultiSimulation env={env} /> : null}
            {panel === 'history' ? <HistoryPanel env={env} /> : null}
          </div>
        </aside>
      </div>
      <ProblemsPanel env={env} />
    </div>
  );
};

/** The multi-method routing editor: one store for the whole document, every method's two trees edited through the shared panels. */
export const MultiMethodEditor = ({ env, envelope, ...rest }: MultiMethodEditorProps) => {
  const [store] = useState(() => createEditorStore(envelope, env));
  useEditorShortcuts(store);
  return (
    <EditorProvider store={store}>
      <EditorBody {...rest} />
    </EditorProvider>
  );
};
