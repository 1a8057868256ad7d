import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { getAt } from '@domain/routing/commands';
import { CONDITION_KINDS, type ConstraintId } from '@domain/routing/conditions/registry';
import type { Condition } from '@domain/routing/document';
import type { EditorEnvironment } from '../editor-props';
import { useEditorStore } from '../state/editor-context';
import { FieldError } from './field-error';
import { useFieldMessages } from './field-messages';
import { ParamField } from './param-field';

type Params = Record<string, unknown>;

export interface ParamsFormProps {
  env: EditorEnvironment;
  path: string;
  constraint: ConstraintId;
  params: Params;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The params of a known condition as the form its kind describes (fields from its zod schema). Every change is written
 * to the document at once (one undo step per form: coalesceKey `form:<path>`), so the graph, the
 * validation and the JSON view follow as the user types; undo or a JSON edit resets the form.
 */
export const ParamsForm = ({ env, path, constraint, params }: ParamsFormProps) => {
  const store = useEditorStore();
  // The kind's form metadata (`domain/routing/conditions/<kind>.ts`, `form`): fields derived from its schema once.
  const { params: schema, form: { fields } } = CONDITION_KINDS[constraint];
  const resolver = useMemo(() => zodResolver(schema as never) as unknown as Resolver<Params>, [schema]);
  const { control, register, formState, reset, trigger, subscribe, getValues } = useForm<Params>({ defaultValues: params, resolver, mode: 'onChange' });
  const id = useId();
  // What concerns the params as a whole (the gateway's `if/params`, a member no input edits); each input shows its own.
  const formMessages = useFieldMessages(env, path, 'if/params', useMemo(() => fields.map((f) => `if/params/${f.name}`), [fields]));

  // Loaded params may already be invalid: show why at once, not after the first keystroke.
  useEffect(() => void trigger(), [trigger]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const state = store.getState();
          const condition = getAt(state.history.present, `${path}/if`) as Condition | undefined;
          if (!condition || condition.constraint !== constraint || same(values, condition.params)) return;
          // A copy: the form keeps mutating its own values object, the document must not change under it.
          state.dispatch({ type: 'setCondition', path, condition: { ...condition, params: structuredClone(values) } }, `form:${path}`);
        },
      }),
    [subscribe, store, path, constraint],
  );

  useEffect(() => {
    if (!same(getValues(), params)) reset(params);
  }, [params, getValues, reset]);

  return (
    <form className="params-form" aria-label="Condition parameters" aria-describedby={formMessages.length ? `${id}-error` : undefined} onSubmit={(e) => e.preventDefault()} noValidate>
      {fields.map((field) => (
        <ParamField key={field.name} env={env} path={path} field={field} control={control} register={register} errors={formState.errors} />
      ))}
      <FieldError id={`${id}-error`} messages={formMessages} />
    </form>
  );
};
