/** Errors under a field, announced to screen readers when they appear. */
export const FieldError = ({ id, messages }: { id: string; messages: readonly string[] }) =>
  messages.length ? (
    <p className="field-error" id={id} role="alert">
      {messages.join(' · ')}
    </p>
  ) : null;
