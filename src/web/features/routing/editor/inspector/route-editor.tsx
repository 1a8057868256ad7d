import { useId } from 'react';
import type { ConnectorRef, Route } from '@domain/routing/document';
import type { EditorEnvironment } from '../editor-props';
import { useEditor, useEditorStore } from '../state/editor-context';
import { ConnectorOptions } from './connector-options';
import { useRouteTargets } from './eligible-connectors';
import { FieldError } from './field-error';
import { fieldMessages, useFieldMessages, useIssueWords } from './field-messages';
import { OnFailList } from './onfail-list';

export interface RouteEditorProps {
  env: EditorEnvironment;
  path: string;
  route: Route;
}

/** The connector a leaf routes to and its failover chain; only eligible connectors are offered. */
export const RouteEditor = ({ env, path, route }: RouteEditorProps) => {
  const store = useEditorStore();
  const id = useId();
  const targets = useRouteTargets(env, path);
  const serverError = useEditor((s) => s.serverError);
  const words = useIssueWords(env);
  const connectorMessages = useFieldMessages(env, path, 'route/connector');
  const onFail = route.onFail ?? [];
  // Messages about one failover entry show at that entry; the chain's own ones below the list.
  const chainMessages = useFieldMessages(env, path, 'route/onFail', onFail.map((_, i) => `route/onFail/${i}`));
  const set = (next: Route) => store.getState().dispatch({ type: 'setRoute', path, route: next });
  const setOnFail = (list: ConnectorRef[]) => {
    const { onFail: _old, ...rest } = route;
    set(list.length ? { ...rest, onFail: list } : rest);
  };
  const messagesAt = (index: number) => fieldMessages(words, env.byNode.get(path) ?? [], serverError, path, `route/onFail/${index}`);
  const last = onFail.at(-1)?.connector ?? route.connector;
  const nextFallback = targets.fitting.find((c) => c.guid !== last);
  return (
    <>
      <div className={`field${connectorMessages.length ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>Route to</label>
        <select id={id} value={route.connector} onChange={(e) => set({ ...route, connector: e.target.value })} aria-invalid={connectorMessages.length > 0 || undefined} aria-describedby={`${id}-error`}>
          <ConnectorOptions targets={targets} current={route.connector} currentLabel={env.names(route.connector)} />
        </select>
        <FieldError id={`${id}-error`} messages={connectorMessages} />
      </div>
      <div className={`field${chainMessages.length ? ' field-invalid' : ''}`}>
        <span className="field-label">On failure, try in order</span>
        {onFail.length === 0 ? <p className="muted">No failover: a soft decline ends the payment.</p> : null}
        <OnFailList items={onFail} targets={targets} names={env.names} onChange={setOnFail} messagesAt={messagesAt} />
        <button type="button" disabled={!nextFallback} onClick={() => nextFallback && setOnFail([...onFail, { connector: nextFallback.guid }])}>
          Add failover connector
        </button>
        <FieldError id={`${id}-chain-error`} messages={chainMessages} />
      </div>
    </>
  );
};
