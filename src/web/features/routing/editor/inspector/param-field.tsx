import { useId } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { EditorEnvironment } from '../editor-props';
import { CountryPicker } from './country-picker';
import { FieldError } from './field-error';
import { useFieldMessages } from './field-messages';
import { allCurrencies } from './iso-codes';
import { ListInput } from './list-input';
import type { ParamField as Field } from '@domain/routing/conditions/form';
import { zodMessageInWords } from '@domain/routing/describe/zod-words';

type Params = Record<string, unknown>;

export interface ParamFieldProps {
  env: EditorEnvironment;
  path: string;
  field: Field;
  control: Control<Params>;
  register: UseFormRegister<Params>;
  errors: FieldErrors<Params>;
}

const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

const atField = (message: string) => {
  const words = zodMessageInWords(message) ?? 'is not valid';
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
};

/** One param as the input that fits it; errors from the form, else from the document's validation or the gateway. */
export const ParamField = ({ env, path, field, control, register, errors }: ParamFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const documentMessages = useFieldMessages(env, path, `if/params/${field.name}`);
  const formMessage = errors[field.name]?.message;
  // The field's label is beside it: the message says only what is wrong, in words (never zod's own).
  const messages = formMessage ? [atField(String(formMessage))] : documentMessages;
  const invalid = messages.length > 0;
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined };
  let input;
  switch (field.kind) {
    case 'countries':
      input = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => <CountryPicker label={field.label} value={(f.value as string[]) ?? []} onChange={f.onChange} invalid={invalid} describedBy={aria['aria-describedby']} />}
        />
      );
      break;
    case 'multi':
      input = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => {
            const value = (f.value as string[]) ?? [];
            return (
              <div className="check-list" role="group" aria-label={field.label} {...aria}>
                {field.options.map((o) => (
                  <label key={o}>
                    <input type="checkbox" checked={value.includes(o)} onChange={() => f.onChange(value.includes(o) ? value.filter((v) => v !== o) : [...value, o])} />
                    {o}
                  </label>
                ))}
              </div>
            );
          }}
        />
      );
      break;
    case 'list':
      input = <Controller control={control} name={field.name} render={({ field: f }) => <ListInput id={id} value={(f.value as string[]) ?? []} onChange={f.onChange} invalid={invalid} describedBy={aria['aria-describedby']} />} />;
      break;
    case 'currency':
      input = (
        <select id={id} {...aria} {...register(field.name)}>
          {field.extra.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
          {allCurrencies().map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.name}
            </option>
          ))}
        </select>
      );
      break;
    case 'select':
      input = (
        <select id={id} {...aria} {...register(field.name)}>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      input = <input id={id} type="number" step={field.integer ? 1 : 'any'} {...aria} {...register(field.name, { setValueAs: asNumber })} />;
      break;
    case 'text':
      input = <input id={id} type="text" placeholder={field.hint} {...aria} {...register(field.name)} />;
      break;
  }
  const labelled = field.kind === 'countries' || field.kind === 'multi';
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`} data-field={field.name}>
      {labelled ? <span className="field-label">{field.label}</span> : <label htmlFor={id}>{field.label}</label>}
      {input}
      <FieldError id={errorId} messages={messages} />
    </div>
  );
};
