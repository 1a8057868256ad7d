import type { Finding } from '@domain/routing/analysis';

/**
 * The review step's list of the routing analysis's warnings: worth a look before saving, never a
 * reason to refuse one (the gateway accepts these rules; they are likely not what was meant).
 */
export const AnalysisReview = ({ findings }: { findings: readonly Finding[] }) =>
  findings.length === 0 ? null : (
    <section className="review-warnings" data-testid="review-warnings" aria-label="Warnings">
      <strong>
        ⚠ {findings.length} warning{findings.length === 1 ? '' : 's'} from the routing analysis
      </strong>{' '}
      <span className="muted">(they do not block the save)</span>
      <ul>
        {findings.map((finding, index) => (
          <li key={`${index}:${finding.path}:${finding.code}`}>{finding.message}</li>
        ))}
      </ul>
    </section>
  );
