import { ApiClientError, errorMessage } from '../lib/api-client';
import { ErrorMeta } from './error-meta';

export interface RequestErrorProps {
  error: unknown;
  /** What failed, e.g. "Could not save". */
  title: string;
  id?: string;
}

/**
 * A refused write, next to the form that sent it: the message, the gateway's own code when the
 * gateway refused (1002, 3004, NOT_ATTACHED, …) so QA and support can look it up, and the request id.
 */
export const RequestError = ({ error, title, id }: RequestErrorProps) => {
  const details = error instanceof ApiClientError ? error.body.error : undefined;
  return (
    <div className="request-error" role="alert" id={id} data-testid="request-error">
      <strong>{title}</strong>
      {details?.gatewayCode !== undefined ? (
        <span className="gateway-code">
          Gateway code <code>{details.gatewayCode}</code>
        </span>
      ) : null}
      <p className="error-message">{errorMessage(error)}</p>
      {details ? <ErrorMeta details={details} /> : null}
    </div>
  );
};
