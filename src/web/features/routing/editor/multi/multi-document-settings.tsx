import { useId } from 'react';
import type { MultiMethodDocument } from '@domain/routing/document';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';
import { NumberSetting } from './number-setting';

type Field = 'defaultActionDisable' | 'paymentSelectionMaxRetries' | 'paymentSelectionExpiryHours';

const actionText = (disable: boolean | null | undefined) => (disable == null ? 'platform default: enable' : disable ? 'disable' : 'enable');

/**
 * The document-level fields of a multi-method connector. Each can be left unset: the save then
 * omits it and the gateway keeps whatever value it has now, which is what "Keep current" says.
 */
export const MultiDocumentSettings = () => {
  const store = useEditorStore();
  const doc = useEditor(currentDocument) as MultiMethodDocument;
  const live = useEditor((s) => s.baseline.document) as MultiMethodDocument;
  const actionId = useId();
  const set = (path: Field, value: unknown) => store.getState().dispatch({ type: 'setField', path, value }, `doc:${path}`);
  const action = doc.defaultActionDisable == null ? '' : doc.defaultActionDisable ? 'disable' : 'enable';
  return (
    <section className="settings" aria-label="Document settings">
      <p className="muted">An empty setting is left out of the save: the gateway keeps its current value.</p>
      <div className="field">
        <label htmlFor={actionId}>When no availability rule decides</label>
        <select id={actionId} value={action} onChange={(e) => set('defaultActionDisable', e.target.value === '' ? null : e.target.value === 'disable')}>
          <option value="">Keep current ({actionText(live.defaultActionDisable)})</option>
          <option value="enable">Enable the method</option>
          <option value="disable">Disable the method</option>
        </select>
        <p className="muted">What an availability tree that reaches no enable or disable rule means.</p>
      </div>
      <NumberSetting
        label="Payment selection retries"
        value={doc.paymentSelectionMaxRetries}
        current={live.paymentSelectionMaxRetries}
        min={0}
        max={9}
        range="a whole number from 0 to 9"
        help="From 0 to 9: how often a customer may pick another method after a failed payment. Empty keeps the current value."
        onChange={(value) => set('paymentSelectionMaxRetries', value)}
      />
      <NumberSetting
        label="Payment selection expiry (hours)"
        value={doc.paymentSelectionExpiryHours}
        current={live.paymentSelectionExpiryHours}
        min={0}
        range="a whole number of hours, 0 or more"
        help="0 or more, 4 unless set: how long the method selection stays open. Empty keeps the current value."
        onChange={(value) => set('paymentSelectionExpiryHours', value)}
      />
    </section>
  );
};
