export interface LoadingStateProps {
  label?: string;
}

/** A neutral placeholder while server state loads; `role=status` so screen readers and tests can find it. */
export const LoadingState = ({ label = 'Loading…' }: LoadingStateProps) => (
  <div className="loading-state" role="status" aria-live="polite">
    <span className="spinner" aria-hidden="true" />
    <span>{label}</span>
  </div>
);
