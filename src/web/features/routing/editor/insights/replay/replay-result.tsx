import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReplayJobView } from '@contracts/bff-replay';
import type { ReplayReport } from '@domain/insights/replay-report';
import { placeInWords } from '@domain/routing/describe/describe-place';
import type { EditorEnvironment } from '../../editor-props';
import { useOpenPanel } from '../../editor-workspace';
import { useEditor, useEditorStore } from '../../state/editor-context';
import { ReplayMatrix } from './replay-matrix';
import { connectorShort, moneyIn, replayCount, sharePercent } from './replay-format';
import { MovedPayments } from './moved-payments';
import { formatSeconds } from '@web/lib/format';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { AnyDocumentSchema } from '../../save/diff-documents';

/** The replayed draft as a document (a kept replay's copy comes from the browser's storage: read, not trusted), or null. */
const replayedDocument = (draft: unknown): AnyDocument | null => {
  const parsed = AnyDocumentSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
};

/**
 * A finished replay: how much moves, the live × draft matrix, each connector's volume before and
 * after, the moved payments, the draft's rules nobody reached and what was counted apart.
 */
export const ReplayResult = ({ env, job, report, stale, replayedDraft }: { env: EditorEnvironment; job: ReplayJobView; report: ReplayReport; stale: boolean; replayedDraft: unknown }) => {
  const store = useEditorStore();
  const document = useEditor((s) => s.history.present);
  const navigate = useNavigate();
  const openPanel = useOpenPanel();
  const [paint, setPaint] = useState(false);
  const read = useMemo(() => replayedDocument(replayedDraft), [replayedDraft]);
  const money = (amount: number) => moneyIn(amount, job.baseCurrency);
  useEffect(() => {
    // Painted against the draft it read: the rules changed since show no number (readings-on-draft.ts).
    store.getState().setObservedTraffic(paint && read ? { explained: report.replayed.count, byPath: new Map(Object.entries(report.traffic.draft)), document: read } : null);
  }, [paint, read, report, store]);
  useEffect(() => () => store.getState().setObservedTraffic(null), [store]);
  const apartCount = report.apart.reduce((n, a) => n + a.count, 0);
  return (
    <div className="replay-result" aria-label="Replay result">
      {stale ? (
        <p className="replay-stale" role="status">
          The draft has changed since this replay: the numbers are for the draft as it was. Replay again to see the draft as it is.
        </p>
      ) : null}
      <p className="replay-headline">
        The draft moves <strong data-testid="moved-share">{sharePercent(report.moved.shareOfVolume)}</strong> of the replayed volume: {replayCount(report.moved.count)} of{' '}
        {replayCount(report.replayed.count)} payments, {money(report.moved.amount)} of {money(report.replayed.amount)}.
      </p>
      <p className="muted">
        {replayCount(report.records)} first attempts read in {formatSeconds(job.elapsedMs)}{job.truncated ? ' (the window held more: the earliest were replayed)' : ''}; live revision{' '}
        {job.liveRevision.slice(0, 12)}; amounts in {job.baseCurrency} (each record's base amount)
        {report.withoutBaseAmount ? `, ${replayCount(report.withoutBaseAmount)} without one counted but not summed` : ''}.
      </p>
      <ReplayMatrix report={report} names={env.names} money={money} />
      <h5>Volume per connector</h5>
      <table className="data-table replay-volume" aria-label="Volume per connector before and after">
        <thead>
          <tr>
            <th scope="col">Connector</th>
            <th scope="col">Live</th>
            <th scope="col">Draft</th>
          </tr>
        </thead>
        <tbody>
          {report.volume.map((v) => (
            <tr key={v.connector ?? 'none'}>
              <th scope="row" title={v.connector ?? ''}>
                {connectorShort(v.connector, env.names)}
              </th>
              <td>
                {money(v.before.amount)}
                <div className="insights-counts">{replayCount(v.before.count)}</div>
              </td>
              <td className={v.after.amount > v.before.amount ? 'replay-gain' : v.after.amount < v.before.amount ? 'replay-loss' : undefined}>
                {money(v.after.amount)}
                <div className="insights-counts">{replayCount(v.after.count)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="insights-paint">
        <input type="checkbox" checked={paint} disabled={!read} onChange={(e) => setPaint(e.target.checked)} /> Paint the draft's replayed traffic on the canvas
        {stale && read ? <span className="muted"> (on the rules the draft has kept since; a rule changed since shows no number)</span> : null}
      </label>
      <MovedPayments
        report={report}
        names={env.names}
        money={money}
        onSimulate={(tx, seed) => {
          // The simulator runs an incoming transaction at once, on the draft and the live document side by side.
          // The panel opens once the location carries the transaction (a navigation may commit later).
          void Promise.resolve(navigate('.', { state: { simulate: tx, simulateSeed: seed }, replace: true })).then(() => openPanel('simulate'));
        }}
      />
      <h5>Rules of the draft no replayed payment reached ({report.unreachedDraftRules.length})</h5>
      {report.unreachedDraftRules.length === 0 ? (
        <p className="muted">Every rule of the draft was reached.</p>
      ) : (
        <ul className="replay-unreached" aria-label="Rules no replayed payment reached">
          {report.unreachedDraftRules.map((path) => (
            <li key={path}>
              <button type="button" className="text-link" onClick={() => store.getState().focus(path)}>
                {placeInWords(document, path, env.names)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h5>Counted apart ({replayCount(apartCount)})</h5>
      {report.apart.length === 0 ? (
        <p className="muted">Every payment could be replayed.</p>
      ) : (
        <ul className="insights-apart" aria-label="Payments counted apart">
          {report.apart.map((a) => (
            <li key={`${a.document}:${a.path}:${a.why}`}>
              {replayCount(a.count)} ({money(a.amount)}): {a.document === 'record' ? '' : `on the ${a.document} document, `}
              {a.why}
            </li>
          ))}
        </ul>
      )}
      <p className="muted insights-method">
        Replayable from BI: currency, amount, transaction type, card type, network, BIN country, BIN type and BIN range, customer and IP country, IBAN, recurring, risk score, the extra
        data the connector indexes, and random splits (drawn again). Not replayable: BIN level, segment, prepaid, reloadable and lookup status, scheme reference ids, the initial
        transaction's connector or adapter, and counters (the record does not hold them): payments whose path meets one are counted apart.
      </p>
    </div>
  );
};
