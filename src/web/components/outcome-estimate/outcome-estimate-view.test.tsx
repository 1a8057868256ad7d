// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { estimateOutcomes } from '@domain/outcomes/estimate';
import { learnEvidence } from '@domain/outcomes/evidence';
import { CTX, firstAttempts, routeAll, split } from '@domain/outcomes/outcome-test-kit';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { formatMoney, setFormattingLocale } from '../../lib/format';
import { OutcomeEstimateView } from './outcome-estimate-view';
import { formatFigure } from './outcome-format';

afterEach(cleanup);
setFormattingLocale('en-GB');

const names = connectorNameLookup([
  { guid: 'A', name: 'Alpha' },
  { guid: 'B', name: 'Beta' },
  { guid: 'C', name: 'Gamma' },
]);
// A approves 90 of 100, B 60 of 100; C never saw a payment.
const records = [...firstAttempts('A', 100, 90), ...firstAttempts('B', 100, 60)];
const estimateOf = (draft: ReturnType<typeof routeAll>) => {
  const result = estimateOutcomes({ evidence: learnEvidence(records), window: records, live: routeAll('A'), draft, ctx: CTX, random: seededRandom(3), draws: 400 });
  if (!result.ok) throw new Error(result.problem.message);
  return result.estimate;
};

describe('OutcomeEstimateView', () => {
  it('shows the headline and each figure with its interval; a worse approval is marked worse, beyond its interval', () => {
    const estimate = estimateOf(routeAll('B'));
    render(<OutcomeEstimateView estimate={estimate} names={names} />);
    expect(screen.getByTestId('outcome-headline')).toHaveTextContent(/^Approval \d+\.\d % → \d+\.\d %, −\d+\.\d pp \(95 %: −/);
    const table = screen.getByRole('table', { name: 'Outcome: live, draft and the difference' });
    const approval = within(table).getByRole('row', { name: /^Approval \(after failover\)/ });
    const cells = within(approval).getAllByRole('cell');
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell).toHaveTextContent(/95 %: .+ to .+/);
    const { difference } = estimate.total;
    expect(cells[2]).toHaveTextContent(formatFigure(difference.approval.estimate, 'rate-difference', 'EUR'));
    expect(difference.approval.high).toBeLessThan(0);
    expect(cells[2]).toHaveClass('outcome-worse');
    // Fewer approvals, fewer sales to pay for: lower fees are better, not worse.
    const fees = within(within(table).getByRole('row', { name: /^Fees/ })).getAllByRole('cell')[2]!;
    expect(fees).not.toHaveClass('outcome-worse');
    expect(screen.queryByTestId('outcome-unknown')).toBeNull();
  });

  it('says when the figures rest on a random sample of the window, and what sampling adds', () => {
    const whole = estimateOf(routeAll('B'));
    render(<OutcomeEstimateView estimate={whole} names={names} />);
    expect(screen.queryByTestId('outcome-sample')).toBeNull();
    cleanup();
    const result = estimateOutcomes({ evidence: learnEvidence(records), window: records, live: routeAll('A'), draft: routeAll('B'), ctx: CTX, random: seededRandom(3), draws: 100, sample: { windowPayments: 2000 } });
    if (!result.ok) throw new Error(result.problem.message);
    render(<OutcomeEstimateView estimate={result.estimate} names={names} />);
    const sample = screen.getByTestId('outcome-sample');
    expect(sample).toHaveTextContent("A random sample: 200 payments of the window's 2,000 payments were read");
    expect(sample).toHaveTextContent(`sampling adds ±${(result.estimate.sample!.approvalHalfWidth * 100).toFixed(2)} pp to the approval difference and ±`);
    expect(sample).toHaveTextContent(`and ±${formatMoney(result.estimate.sample!.netHalfWidth, 'EUR', { whole: true })} to the net, included in every interval`);
    expect(screen.getByText(/widened by the sampling error/)).toBeInTheDocument();
  });

  it('names the unknown share by connector, left out of the figures', () => {
    const estimate = estimateOf(split(50, 'B', 'C'));
    expect(estimate.unknown.payments).toBeGreaterThan(0);
    render(<OutcomeEstimateView estimate={estimate} names={names} />);
    const unknown = screen.getByTestId('outcome-unknown');
    expect(unknown).toHaveTextContent(/Unknown: 100 payments \(50(\.0)? % of the volume\)/);
    expect(unknown).toHaveTextContent('Gamma (100 payments');
    expect(unknown).toHaveTextContent('left out of every figure');
    // Only where the reader can choose one (the editor) is an assumption offered.
    expect(unknown).not.toHaveTextContent('Choose a stated assumption');
    cleanup();
    render(<OutcomeEstimateView estimate={estimate} names={names} canAssume />);
    expect(screen.getByTestId('outcome-unknown')).toHaveTextContent('Choose a stated assumption to value them.');
  });

  it('says how many payments are left out because a document does not offer their method, and only then', () => {
    const estimate = estimateOf(routeAll('B'));
    render(<OutcomeEstimateView estimate={{ ...estimate, notOffered: { payments: 12, volume: 1200, byLive: 2, byDraft: 10 } }} names={names} />);
    const notice = screen.getByTestId('outcome-not-offered');
    expect(notice).toHaveTextContent(/^Not offered: 12 payments \(\d+(\.\d)? ?% of the volume\) paid with a method the live document or the draft does not offer them/);
    expect(notice).toHaveTextContent('the draft would not offer 10 payments their method, and the live document does not offer 2 payments theirs.');
    cleanup();
    render(<OutcomeEstimateView estimate={estimate} names={names} />);
    expect(screen.queryByTestId('outcome-not-offered')).toBeNull();
  });

  it('lists only the moved cells by connector name, and a breakdown per kind of payment', async () => {
    render(<OutcomeEstimateView estimate={estimateOf(routeAll('B'))} names={names} />);
    await userEvent.click(screen.getByText(/^Per moved cell/));
    const moved = screen.getByRole('table', { name: 'Outcome per moved cell' });
    expect(within(moved).getAllByRole('row')).toHaveLength(2);
    expect(within(moved).getByRole('rowheader')).toHaveTextContent('Alpha → Beta');
    await userEvent.click(screen.getByText('Per kind of payment'));
    await userEvent.selectOptions(screen.getByLabelText('Break down by'), 'Currency');
    const byCurrency = screen.getByRole('table', { name: 'Outcome by currency' });
    expect(within(byCurrency).getByRole('rowheader')).toHaveTextContent('EUR');
  });
});

describe('formatFigure', () => {
  it('signs differences after rounding: a difference shown as 0 has no sign', () => {
    expect(formatFigure(0.0123, 'rate-difference', 'EUR')).toBe('+1.2 pp');
    expect(formatFigure(-0.0004, 'rate-difference', 'EUR')).toBe('0 pp');
    expect(formatFigure(-1234.4, 'money-difference', 'EUR')).toMatch(/^−.*1,234/);
    expect(formatFigure(0.912, 'rate', 'EUR')).toBe('91.2 %');
  });
});
