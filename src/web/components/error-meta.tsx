import type { ApiError } from '@contracts/bff-api';

/** The BFF's error code and request id, so a user can quote them to support. */
export const ErrorMeta = ({ details }: { details: ApiError['error'] }) => (
  <p className="error-meta">
    Code <code>{details.code}</code>
    {details.requestId ? (
      <>
        {' '}· request <code>{details.requestId}</code>
      </>
    ) : null}
  </p>
);
