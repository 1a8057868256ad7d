// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutcomeEstimateResponse } from '@contracts/bff-outcomes';
import { estimateOutcomes } from '@domain/outcomes/estimate';
import { learnEvidence } from '@domain/outcomes/evidence';
import { CTX, firstAttempts, routeAll } from '@domain/outcomes/outcome-test-kit';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { setFormattingLocale } from '@web/lib/format';
import { OutcomeSection } from './outcome-section';

afterEach(cleanup);
setFormattingLocale('en-GB');

const records = [...firstAttempts('A', 100, 90), ...firstAttempts('B', 100, 60)];
const answerOf = (read: OutcomeEstimateResponse['read']): OutcomeEstimateResponse => {
  const result = estimateOutcomes({
    evidence: learnEvidence(records), window: records, live: routeAll('A'), draft: routeAll('B'), ctx: CTX, random: seededRandom(3), draws: 50,
    ...(read.mode === 'sample' ? { sample: { windowPayments: read.windowPayments } } : {}),
  });
  return { source: 'live', from: '2026-11-01T00:00:00Z', to: '2026-12-01T00:00:00Z', revision: 'abcdef0123456789', records: records.length, read, result };
};
const props = { pending: false, error: null, stale: false, assumption: 'none' as const, onAssume: () => undefined, names: connectorNameLookup([]) };

describe('OutcomeSection', () => {
  it('a sampled estimate shows its BI clause and offers to read every payment instead', async () => {
    const onReadAll = vi.fn();
    const clause = { range: { broker_id: { lt: '0ccd' } } };
    render(<OutcomeSection {...props} onReadAll={onReadAll} answer={answerOf({ mode: 'sample', windowPayments: 4000, below: '0ccd', clause })} />);
    expect(screen.getByTestId('outcome-sample')).toHaveTextContent("A random sample: 200 payments of the window's 4,000 payments were read");
    const read = screen.getByTestId('outcome-sample-read');
    expect(read).toHaveTextContent("The sample: the payments whose id sorts below ‘0ccd’, BI clause {\"range\":{\"broker_id\":{\"lt\":\"0ccd\"}}}");
    expect(screen.getByText(/Learnt from 200 attempts of the sample/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read every payment instead' }));
    expect(onReadAll).toHaveBeenCalledOnce();
  });

  it('a whole-window estimate offers nothing of the kind', () => {
    render(<OutcomeSection {...props} onReadAll={() => undefined} answer={answerOf({ mode: 'all', windowPayments: 200, below: null, clause: null })} />);
    expect(screen.queryByTestId('outcome-sample')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read every payment instead' })).toBeNull();
    expect(screen.getByText(/Learnt from 200 attempts of the window/)).toBeInTheDocument();
  });
});
