import { useId, useMemo, useState } from 'react';
import type { Condition } from '@domain/routing/document';
import type { EditorEnvironment } from '../editor-props';
import { useEditorStore } from '../state/editor-context';
import { ajvErrors } from './ajv-check';
import { FieldError } from './field-error';
import { useFieldMessages } from './field-messages';

export interface UnknownParamsEditorProps {
  env: EditorEnvironment;
  path: string;
  condition: Condition;
}

const parseObject = (text: string): { value?: Record<string, unknown>; error?: string } => {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { error: 'Params must be a JSON object' };
    return { value: value as Record<string, unknown> };
  } catch (error) {
    return { error: `Not valid JSON: ${(error as Error).message}` };
  }
};

/**
 * Params of a constraint this studio's catalogue does not know, as JSON checked by AJV against the
 * gateway's `paramsSchema`. Only parseable JSON reaches the document; the text survives typos.
 */
export const UnknownParamsEditor = ({ env, path, condition }: UnknownParamsEditorProps) => {
  const store = useEditorStore();
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(condition.params, null, 2));
  const schema = env.constraints.find((c) => c.identifier === condition.constraint)?.paramsSchema;
  const parsed = useMemo(() => parseObject(text), [text]);
  // Undo, redo or the JSON view changed the params: show them, unless they are what the text says already.
  const [shown, setShown] = useState(condition.params);
  if (condition.params !== shown) {
    setShown(condition.params);
    if (JSON.stringify(condition.params) !== JSON.stringify(parsed.value)) setText(JSON.stringify(condition.params, null, 2));
  }
  const errors = useMemo(() => (parsed.error ? [parsed.error] : schema && parsed.value ? ajvErrors(schema, parsed.value) : []), [parsed, schema]);
  const documentMessages = useFieldMessages(env, path, 'if/params');
  const messages = errors.length ? errors : documentMessages;
  const onChange = (next: string) => {
    setText(next);
    const { value } = parseObject(next);
    if (value) store.getState().dispatch({ type: 'setCondition', path, condition: { ...condition, params: value } }, `form:${path}`);
  };
  return (
    <div className={`field${messages.length ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>Params (JSON)</label>
      <p className="muted">
        {schema ? 'This condition is newer than the studio: its params are checked against the gateway’s schema.' : 'The gateway does not list this condition: saving will fail (1011).'}
      </p>
      <textarea id={id} value={text} spellCheck={false} aria-invalid={messages.length > 0 || undefined} aria-describedby={`${id}-error`} onChange={(e) => onChange(e.target.value)} />
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
};
