import { useId } from 'react';
import type { MultiMethodDocument } from '@domain/routing/document';
import type { EditorEnvironment } from '../editor-props';
import { ConnectorOptions } from '../inspector/connector-options';
import { useRouteTargets } from '../inspector/eligible-connectors';
import { FieldError } from '../inspector/field-error';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { DisableLossNotice, useDisableLosses } from './disable-loss';

export interface MethodSettingsProps {
  env: EditorEnvironment;
  index: number;
  readOnly: string | undefined;
}

/** One method block's own fields: default connector, disabled, rerouteRecurring, debit as preauthorization. */
export const MethodSettings = ({ env, index, readOnly }: MethodSettingsProps) => {
  const store = useEditorStore();
  const block = useEditor((s) => (currentDocument(s) as MultiMethodDocument).methods[index]);
  const targets = useRouteTargets(env, `methods/${index}`);
  const defaultId = useId();
  const losses = useDisableLosses();
  if (!block) return null;
  const base = `methods/${index}`;
  const set = (field: string, value: unknown) => store.getState().dispatch({ type: 'setField', path: `${base}/${field}`, value });
  const current = block.defaultConnector?.connector ?? null;
  const messages = env.issues.filter((i) => i.path.startsWith(`${base}/defaultConnector`) || i.path === `${base}/method`).map((i) => i.message);
  const locked = readOnly !== undefined;
  return (
    <section className="settings" aria-label={`${block.method} settings`}>
      {locked ? <p className="notice" data-testid="read-only-method">{readOnly}</p> : null}
      <div className={`field${messages.length ? ' field-invalid' : ''}`}>
        <label htmlFor={defaultId}>Default connector</label>
        <select
          id={defaultId}
          value={current ?? ''}
          disabled={locked}
          aria-describedby={`${defaultId}-error`}
          onChange={(e) => set('defaultConnector', e.target.value ? { connector: e.target.value } : null)}
        >
          <option value="">{current === null ? 'None' : 'Keep current'}</option>
          <ConnectorOptions targets={targets} current={current} currentLabel={current ? env.names(current) : undefined} />
        </select>
        <FieldError id={`${defaultId}-error`} messages={messages} />
        <p className="muted">Takes every {block.method} payment no routing rule routes; an “enable” availability rule needs one.</p>
      </div>
      <label className="check">
        <input type="checkbox" checked={block.disabled ?? false} disabled={locked} onChange={(e) => set('disabled', e.target.checked)} /> Disabled (never offered, whatever the
        availability rules say)
      </label>
      <DisableLossNotice loss={losses.find((l) => l.index === index)} />
      <label className="check">
        <input type="checkbox" checked={block.rerouteRecurring ?? false} disabled={locked} onChange={(e) => set('rerouteRecurring', e.target.checked)} /> Reroute recurring
        payments
      </label>
      <label className="check">
        <input type="checkbox" checked={block.convertDebitToPreauth ?? false} disabled={locked} onChange={(e) => set('convertDebitToPreauth', e.target.checked)} /> Convert
        debits to preauthorizations
      </label>
    </section>
  );
};
