import { ApiClientError, errorMessage } from '../lib/api-client';
import { ErrorMeta } from './error-meta';

export interface ErrorStateProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
}

/** Shows the BFF's own message (ApiError) with its request id, so a user can quote it to support. */
export const ErrorState = ({ title, error, onRetry }: ErrorStateProps) => {
  const details = error instanceof ApiClientError ? error.body.error : undefined;
  return (
    <div className="error-state" role="alert">
      <h2>{title}</h2>
      <p className="error-message">{errorMessage(error)}</p>
      {details?.path ? (
        <p className="error-meta">
          Path: <code>{details.path}</code>
        </p>
      ) : null}
      {details ? <ErrorMeta details={details} /> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
};
