import { useId } from 'react';
import type { AvailabilityAction } from '@domain/routing/document';
import { useEditorStore } from '../state/editor-context';

export interface ActionEditorProps {
  path: string;
  action: AvailabilityAction;
  /** An `enable` leaf needs a default connector on the method (the gateway's 1014). */
  hasDefaultConnector: boolean;
}

/** An availability leaf: whether payments reaching it are offered the method. */
export const ActionEditor = ({ path, action, hasDefaultConnector }: ActionEditorProps) => {
  const store = useEditorStore();
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>Payment method is</label>
        <select id={id} value={action} onChange={(e) => store.getState().dispatch({ type: 'setAction', path, action: e.target.value as AvailabilityAction })}>
          <option value="enable">Offered (enable)</option>
          <option value="disable">Not offered (disable)</option>
        </select>
      </div>
      {action === 'enable' && !hasDefaultConnector ? <p className="muted">Enabling needs a default connector for this method.</p> : null}
    </>
  );
};
