import type { useGoldenRuns } from '../../editor/golden/use-golden-runs';

export interface GoldenStatusProps {
  golden: ReturnType<typeof useGoldenRuns>;
  onOpen(): void;
}

/** The golden cases' verdict on the draft, always in view while simulating. */
export const GoldenStatus = ({ golden: { runs, failing, query }, onOpen }: GoldenStatusProps) => {
  if (query.isError) return <span className="golden-badge muted">Golden cases unavailable</span>;
  if (!runs) return null;
  const text = !runs.length ? 'No golden cases' : failing ? `${failing} of ${runs.length} golden cases failing` : `All ${runs.length} golden cases pass`;
  return (
    <button type="button" className={`golden-badge ${failing ? 'fail' : runs.length ? 'pass' : ''}`} data-testid="golden-status" onClick={onOpen}>
      {text}
    </button>
  );
};
