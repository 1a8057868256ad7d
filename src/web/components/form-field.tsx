import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The control; give it `{...fieldAria(id, hint, error)}` so the hint and error are read with it. */
  children: ReactNode;
  className?: string;
}

/** The accessible name, hint and error of one form control, so each form wires them the same way. */
export const fieldAria = (id: string, hint: unknown, error: string | undefined) => {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
};

/** A labelled control with its limit or hint underneath and its error said right there. */
export const FormField = ({ id, label, hint, error, children, className = '' }: FormFieldProps) => (
  <div className={`field ${error ? 'field-invalid' : ''} ${className}`.trim()}>
    <label htmlFor={id}>{label}</label>
    {children}
    {hint ? (
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
    ) : null}
    {error ? (
      <p className="field-error" id={`${id}-error`} role="alert">
        {error}
      </p>
    ) : null}
  </div>
);
