import { useId } from 'react';
import { CONSTRAINTS, isKnownConstraint, MULTI_METHOD_CONSTRAINTS } from '@domain/routing/condition-catalogue';
import { CONDITION_KINDS } from '@domain/routing/conditions/registry';
import type { Condition } from '@domain/routing/document';
import type { EditorEnvironment } from '../editor-props';
import { useEditorStore } from '../state/editor-context';
import { FieldError } from './field-error';
import { useFieldMessages } from './field-messages';
import { ParamsForm } from './params-form';
import { UnknownParamsEditor } from './unknown-params-editor';

export interface ConditionEditorProps {
  env: EditorEnvironment;
  path: string;
  condition: Condition;
  /** Multi-method trees: only the six conditions the gateway accepts there are offered. */
  multiMethod?: boolean;
}

/** Picks the condition type (the catalogue by name, plus what the gateway adds) and edits its params. */
export const ConditionEditor = ({ env, path, condition, multiMethod = false }: ConditionEditorProps) => {
  const store = useEditorStore();
  const id = useId();
  const constraintMessages = useFieldMessages(env, path, 'if/constraint');
  // Newer gateway conditions are not in the multi-method subset, so they are offered to single-method trees only.
  const extra = multiMethod ? [] : env.constraints.filter((c) => !isKnownConstraint(c.identifier));
  const offered = multiMethod ? CONSTRAINTS.filter((c) => MULTI_METHOD_CONSTRAINTS.includes(c.identifier)) : CONSTRAINTS;
  const listed = offered.some((c) => c.identifier === condition.constraint) || extra.some((c) => c.identifier === condition.constraint);
  const change = (constraint: string) => {
    // A new type starts from valid defaults: the old params mean nothing to it.
    const params = isKnownConstraint(constraint) ? structuredClone(CONDITION_KINDS[constraint].form.defaults) : {};
    store.getState().dispatch({ type: 'setCondition', path, condition: { ...condition, constraint, params } });
  };
  return (
    <>
      <div className={`field${constraintMessages.length ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>Condition</label>
        <select id={id} value={condition.constraint} onChange={(e) => change(e.target.value)} aria-describedby={`${id}-error`}>
          {offered.map((c) => (
            <option key={c.identifier} value={c.identifier}>
              {c.name}
            </option>
          ))}
          {extra.length ? (
            <optgroup label="Newer than the studio">
              {extra.map((c) => (
                <option key={c.identifier} value={c.identifier}>
                  {c.name} ({c.identifier})
                </option>
              ))}
            </optgroup>
          ) : null}
          {listed ? null : (
            <option value={condition.constraint}>
              {condition.constraint} ({isKnownConstraint(condition.constraint) ? 'not allowed here' : 'unknown'})
            </option>
          )}
        </select>
        <FieldError id={`${id}-error`} messages={constraintMessages} />
      </div>
      {isKnownConstraint(condition.constraint) ? (
        <ParamsForm key={`${path}:${condition.constraint}`} env={env} path={path} constraint={condition.constraint} params={condition.params} />
      ) : (
        <UnknownParamsEditor key={`${path}:${condition.constraint}`} env={env} path={path} condition={condition} />
      )}
    </>
  );
};
