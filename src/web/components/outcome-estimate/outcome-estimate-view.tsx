import './outcome-estimate.css';
import { connectorDisplay, connectorLabel, type ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { Comparison, OutcomeEstimate, OutcomeMetrics, Share } from '@domain/outcomes/outcome-estimate';
import { formatMoney, formatShare } from '../../lib/format';
import { IntervalCell } from './outcome-interval-cell';
import { formatPaymentCount, formatPayments, type FigureKind } from './outcome-format';
import { OutcomeDetails } from './outcome-details';

const METRICS: ReadonlyArray<{ key: keyof OutcomeMetrics; label: string; kind: 'rate' | 'money'; lowerIsBetter?: boolean }> = [
  { key: 'approval', label: 'Approval (after failover)', kind: 'rate' },
  { key: 'firstAttemptApproval', label: 'First-attempt approval', kind: 'rate' },
  { key: 'fees', label: 'Fees', kind: 'money', lowerIsBetter: true },
  { key: 'net', label: 'Net (approved volume − fees)', kind: 'money' },
];
const differenceOf = (kind: 'rate' | 'money'): FigureKind => (kind === 'rate' ? 'rate-difference' : 'money-difference');

/** Live, draft and the difference for the four figures, each with its interval. */
export const ComparisonTable = ({ comparison, currency, label }: { comparison: Comparison; currency: string; label: string }) => (
  <div className="outcome-scroll" tabIndex={0}>
    <table className="data-table outcome-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Over the window</th>
          <th scope="col">Live</th>
          <th scope="col">Draft</th>
          <th scope="col">Draft − live</th>
        </tr>
      </thead>
      <tbody>
        {METRICS.map((m) => (
          <tr key={m.key}>
            <th scope="row">{m.label}</th>
            <IntervalCell interval={comparison.live[m.key]} kind={m.kind} currency={currency} />
            <IntervalCell interval={comparison.draft[m.key]} kind={m.kind} currency={currency} />
            <IntervalCell interval={comparison.difference[m.key]} kind={differenceOf(m.kind)} currency={currency} lowerIsBetter={m.lowerIsBetter} />
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** A share left out (unknown) or resting on an assumption, with the connectors it goes to. */
const ShareNote = ({ share, estimate, names, kind, canAssume }: { share: Share; estimate: OutcomeEstimate; names: ConnectorNameLookup; kind: 'unknown' | 'assumed'; canAssume: boolean }) => {
  if (share.payments === 0) return null;
  const ofVolume = formatShare(estimate.volume > 0 ? share.volume / estimate.volume : 0);
  const where = share.connectors
    .map((c) => `${connectorDisplay(connectorLabel(c.connector, names))} (${formatPaymentCount(c.payments)}, ${formatMoney(c.volume, estimate.baseCurrency, { whole: true })})`)
    .join('; ');
  return kind === 'unknown' ? (
    <p className="notice" data-testid="outcome-unknown">
      <strong>Unknown: {formatPaymentCount(share.payments)}</strong> ({ofVolume} of the volume) go to a connector that has never had a payment of their kind (brand, BIN country
      and currency) in the window: {where}. They are left out of every figure above.{canAssume ? ' Choose a stated assumption to value them.' : ''}
    </p>
  ) : (
    <p className="notice" data-testid="outcome-assumed">
      <strong>Assumed: {formatPaymentCount(share.payments)}</strong> ({ofVolume} of the volume) are valued at their connector&apos;s average, moved by what their kind of payment does
      at the other connectors, not from evidence: {where}.
    </p>
  );
};

/**
 * An outcome estimate as a person reads it (issue 41.1): the headline in words, the four figures for
 * the live document, the draft and their difference, each with its 95 % interval and the payments
 * behind it, what is unknown or assumed, and per moved cell and breakdown on request.
 */
export const OutcomeEstimateView = ({ estimate, names, canAssume = false }: { estimate: OutcomeEstimate; names: ConnectorNameLookup; /** Where the reader can choose an assumption for the unknown share (the editor; not a request's stored evidence). */ canAssume?: boolean }) => (
  <div className="outcome-estimate" data-testid="outcome-estimate">
    <p className="outcome-headline" data-testid="outcome-headline">
      {estimate.headline}.
    </p>
    <ComparisonTable comparison={estimate.total} currency={estimate.baseCurrency} label="Outcome: live, draft and the difference" />
    <p className="muted">
      On {formatPayments(estimate.total.payments)} of the window&apos;s {formatPayments(estimate.payments)} payments ({formatMoney(estimate.total.volume, estimate.baseCurrency, { whole: true })}
      ){estimate.skippedPayments > 0 ? `; ${formatPayments(estimate.skippedPayments)} records were no routable payment (a follow-up, or no amount)` : ''}. Intervals: the central 95 % of{' '}
      {estimate.draws} draws from the model&apos;s posterior, live and draft from the same draws{estimate.sample ? ', widened by the sampling error' : ''}.
    </p>
    {estimate.sample ? (
      <p className="notice" data-testid="outcome-sample">
        <strong>
          A random sample: {formatPaymentCount(estimate.sample.payments)} of the window&apos;s {formatPaymentCount(estimate.sample.windowPayments)}
        </strong>{' '}
        were read (chosen by payment id, so every kind of payment in its share). The figures are scaled to the window; sampling adds ±{(estimate.sample.approvalHalfWidth * 100).toFixed(2)} pp to
        the approval difference and ±{formatMoney(estimate.sample.netHalfWidth, estimate.baseCurrency, { whole: true })} to the net, included in every interval. The model learnt from the
        sample&apos;s attempts only.
      </p>
    ) : null}
    <ShareNote share={estimate.unknown} estimate={estimate} names={names} kind="unknown" canAssume={canAssume} />
    <ShareNote share={estimate.assumed} estimate={estimate} names={names} kind="assumed" canAssume={canAssume} />
    {estimate.notOffered.payments > 0 ? (
      <p className="notice" data-testid="outcome-not-offered">
        <strong>Not offered: {formatPaymentCount(estimate.notOffered.payments)}</strong> ({formatShare(estimate.volume > 0 ? estimate.notOffered.volume / estimate.volume : 0)} of the volume) paid
        with a method the live document or the draft does not offer them (a disabled method, or its availability rules)
        {estimate.notOffered.byDraft > 0 ? <>: <strong>the draft would not offer {formatPaymentCount(estimate.notOffered.byDraft)}</strong> their method</> : null}
        {estimate.notOffered.byLive > 0 ? `${estimate.notOffered.byDraft > 0 ? ', and' : ':'} the live document does not offer ${formatPaymentCount(estimate.notOffered.byLive)} theirs` : null}. What their
        payers would do instead is unknown, so they are left out of every figure above.
      </p>
    ) : null}
    <OutcomeDetails estimate={estimate} names={names} />
  </div>
);
