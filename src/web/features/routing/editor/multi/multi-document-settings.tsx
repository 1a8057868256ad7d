import { useId } from 'react';
import type { MultiMethodDocument } from '../../../../../domain/routing/document';
import { useEditor, useEditorStore } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';

type Field = 'defaultActionDisable' | 'paymentSelectionMaxRetries' | 'paymentSelectionExpiryHours';

/** A whole number in range, or null (omitted: the gateway keeps its current value). */
const numberOrNull = (text: string, max?: number): number | null => {
  if (text.trim() === '') return null;
  const n = Math.max(0, Math.floor(Number(text)));
  return Number.isFinite(n) ? (max === undefined ? n : Math.min(max, n)) : null;
};

/**
 * The document-level fields of a multi-method connector. Each can be left unset: the gateway then
 * keeps whatever value it has now, which is what "Keep current" says.
 */
export const MultiDocumentSettings = () => {
  const store = useEditorStore();
  const doc = useEditor(currentDocument) as MultiMethodDocument;
  const ids = { action: useId(), retries: useId(), expiry: useId() };
  const set = (path: Field, value: unknown) => store.getState().dispatch({ type: 'setField', path, value }, `doc:${path}`);
  const action = doc.defaultActionDisable == null ? '' : doc.defaultActionDisable ? 'disable' : 'enable';
  return (
    <section className="settings" aria-label="Document settings">
      <div className="field">
        <label htmlFor={ids.action}>When no availability rule decides</label>
        <select id={ids.action} value={action} onChange={(e) => set('defaultActionDisable', e.target.value === '' ? null : e.target.value === 'disable')}>
          <option value="">Keep current (platform: enable)</option>
          <option value="enable">Enable the method</option>
          <option value="disable">Disable the method</option>
        </select>
        <p className="muted">defaultActionDisable: what an availability tree that reaches no enable/disable rule means.</p>
      </div>
      <div className="field">
        <label htmlFor={ids.retries}>Payment selection retries (0–9)</label>
        <input id={ids.retries} type="number" min={0} max={9} placeholder="Keep current" value={doc.paymentSelectionMaxRetries ?? ''} onChange={(e) => set('paymentSelectionMaxRetries', numberOrNull(e.target.value, 9))} />
        <p className="muted">paymentSelectionMaxRetries: how often a customer may pick another method after a failed payment. Empty keeps the current value.</p>
      </div>
      <div className="field">
        <label htmlFor={ids.expiry}>Payment selection expiry (hours)</label>
        <input id={ids.expiry} type="number" min={0} placeholder="Keep current" value={doc.paymentSelectionExpiryHours ?? ''} onChange={(e) => set('paymentSelectionExpiryHours', numberOrNull(e.target.value))} />
        <p className="muted">paymentSelectionExpiryHours: how long the method selection stays open (platform default 4). Empty keeps the current value.</p>
      </div>
    </section>
  );
};
