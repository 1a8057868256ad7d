import { useId, useMemo, useState } from 'react';
import type { SingleMethodDocument } from '@domain/routing/document';
import { countNodes } from '@domain/routing/tree-walk';
import type { EditorEnvironment } from '../editor-props';
import { ConnectorOptions } from '../inspector/connector-options';
import { useRouteTargets } from '../inspector/eligible-connectors';
import { FieldError } from '../inspector/field-error';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { ConfirmDialog } from './confirm-dialog';

/** Document level: the default connector, rerouteRecurring, and removing every rule (after a confirmation). */
export const DocumentSettings = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const doc = useEditor(currentDocument) as SingleMethodDocument;
  const targets = useRouteTargets(env);
  const [confirming, setConfirming] = useState(false);
  const defaultId = useId();
  const rules = useMemo(() => countNodes(doc.tree), [doc.tree]);
  const current = doc.default?.connector ?? null;
  const defaultMessages = (env.byNode.get('') ?? []).filter((i) => i.path.startsWith('default')).map((i) => i.message);
  const dispatch = store.getState().dispatch;
  return (
    <section className="settings" aria-label="Document settings">
      <div className={`field${defaultMessages.length ? ' field-invalid' : ''}`}>
        <label htmlFor={defaultId}>Default connector</label>
        <select
          id={defaultId}
          value={current ?? ''}
          aria-describedby={`${defaultId}-error`}
          onChange={(e) => dispatch({ type: 'setDefaultConnector', connector: e.target.value ? { connector: e.target.value } : null })}
        >
          <option value="">None</option>
          <ConnectorOptions targets={targets} current={current} currentLabel={current ? env.names(current) : undefined} />
        </select>
        <FieldError id={`${defaultId}-error`} messages={defaultMessages} />
        <p className="muted">Takes every payment no rule routes.</p>
      </div>
      <label className="check">
        <input type="checkbox" checked={doc.rerouteRecurring ?? false} onChange={(e) => dispatch({ type: 'setRerouteRecurring', value: e.target.checked })} /> Reroute recurring
        payments
      </label>
      <p data-testid="rule-count">
        {rules} rule{rules === 1 ? '' : 's'}
      </p>
      <div>
        <button type="button" className="danger" disabled={doc.tree === null} onClick={() => setConfirming(true)}>
          Remove all rules
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Remove all rules?"
          confirmLabel="Remove all rules"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            dispatch({ type: 'removeAllRules', treePath: 'tree' });
            setConfirming(false);
          }}
        >
          <p>
            All {rules} rule{rules === 1 ? '' : 's'} will be removed: every payment will go to the default connector. You can undo this until you save.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
};
