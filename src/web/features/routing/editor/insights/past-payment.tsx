import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BiSource } from '@contracts/bff-bi';
import type { PastPaymentResponse } from '@contracts/bff-insights';
import type { RuleNode } from '@domain/routing/document';
import { connectorOfDecision, evaluateMultiMethod, evaluationContext, probabilities, shareByTarget } from '@domain/routing/evaluation';
import { isMultiMethodDocument, type AnyDocument } from '@domain/routing/tree-walk';
import { withConnectorNames } from '@domain/routing/describe/describe-place';
import { treeToGraph } from '@domain/routing/graph/document-to-graph';
import type { NodeDecoration } from '@web/components/rule-graph/flow-types';
import { RuleGraph } from '@web/components/rule-graph/rule-graph';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { insightsApi } from './insights-api';
import { formatDateTime, formatMoney, formatShare } from '@web/lib/format';
import { useEvaluationSettings } from '../use-evaluation-settings';
import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';


/**
 * A past payment's path (issue 12.5): paste a transaction uuid (any attempt's) or arrive with
 * `?payment=<uuid>`; shows its attempts, the routing version live at its time, its path on that
 * version's graph with the trace in words, and where today's draft would send it.
 */
export const PastPayment = ({ env }: { env: EditorEnvironment }) => {
  const baseline = useEditor((s) => s.baseline);
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('payment') ?? '');
  const [asked, setAsked] = useState<{ uuid: string; source: BiSource } | null>(params.get('payment') ? { uuid: params.get('payment')!, source: 'live' } : null);
  const [source, setSource] = useState<BiSource>('live');
  const lookup = useQuery({
    queryKey: ['insights', 'payment', baseline.env, asked],
    queryFn: () => insightsApi.pastPayment(baseline.env, asked!),
    enabled: asked !== null,
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setAsked({ uuid: text.trim(), source });
  };
  return (
    <section className="past-payment" aria-label="A past payment's path">
      <h3>A past payment's path</h3>
      <form className="past-payment-form" onSubmit={submit}>
        <label>
          Transaction uuid
          <input value={text} onChange={(e) => setText(e.target.value)} placeholder="from the BI console, a profile's instruments or a test transaction" spellCheck={false} />
        </label>
        <select aria-label="Data of the payment" value={source} onChange={(e) => setSource(e.target.value as BiSource)}>
          <option value="live">Live data</option>
          <option value="test">Test data</option>
        </select>
        <button type="submit" className="button">
          Show its path
        </button>
      </form>
      {asked === null ? null : lookup.isPending ? (
        <LoadingState label="Looking the payment up…" />
      ) : lookup.isError ? (
        <ErrorState title="Could not show the payment" error={lookup.error} />
      ) : (
        <PaymentView answer={lookup.data} env={env} />
      )}
    </section>
  );
};

const PaymentView = ({ answer, env }: { answer: PastPaymentResponse; env: EditorEnvironment }) => {
  const baseline = useEditor((s) => s.baseline);
  const { payment, attempts, version, path } = answer;
  const name = (guid: string | null) => (guid ? (env.names(guid) ?? guid) : '—');
  const elsewhere = payment.metaConnectorGuid && payment.metaConnectorGuid !== baseline.connectorGuid;
  return (
    <div className="past-payment-result">
      <p>
        <strong>{payment.type ?? 'Payment'}</strong> of {payment.amount === null ? '—' : formatMoney(payment.amount, payment.currency ?? '')}, {payment.status ?? 'no status'}
        {payment.createdAt ? `, ${formatDateTime(payment.createdAt)}` : ''} · <code>{payment.uuid}</code>
      </p>
      {elsewhere ? (
        <p className="notice">
          It went through {name(payment.metaConnectorGuid)}, not this connector.{' '}
          <Link to={`/env/${encodeURIComponent(baseline.env)}/connectors/${encodeURIComponent(payment.metaConnectorGuid!)}?payment=${encodeURIComponent(payment.uuid)}`}>Open it there</Link>
        </p>
      ) : null}
      <table className="data-table" aria-label="Attempts">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Connector</th>
            <th scope="col">Status</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a.uuid}>
              <td>{a.attempt}</td>
              <td>{name(a.connectorGuid)}</td>
              <td>{a.status ?? '—'}</td>
              <td>{a.errorCode ? `${a.errorCode} ${a.errorMessage ?? ''}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {version.kind === 'unknown' ? (
        <p className="notice" role="note">
          {version.why}
        </p>
      ) : (
        <>
          <p>
            Routing live then: version {version.detail.number}, {version.detail.savedBy ? `saved by ${version.detail.savedBy}` : 'found at the gateway'} {formatDateTime(version.detail.savedAt)} (revision{' '}
            {version.detail.revision.slice(0, 12)}).
          </p>
          {path ? <PathOnVersion answer={answer} doc={version.detail.document as AnyDocument} env={env} /> : null}
        </>
      )}
      {answer.facts && !elsewhere ? <DraftWouldSend answer={answer} env={env} /> : null}
    </div>
  );
};

/** The routing tree a path runs on, and the connector it falls back to: the document's, or a method block's. */
const routingTreeAt = (doc: AnyDocument, treePath: string): { tree: RuleNode | null | undefined; fallback: string | null } => {
  if (!isMultiMethodDocument(doc)) return { tree: doc.tree, fallback: doc.default?.connector ?? null };
  const block = doc.methods[Number(treePath.split('/')[1])];
  return { tree: block?.routing?.tree, fallback: block?.defaultConnector?.connector ?? null };
};

const PathOnVersion = ({ answer, doc, env }: { answer: PastPaymentResponse; doc: AnyDocument; env: EditorEnvironment }) => {
  const path = answer.path!;
  const treePath = path.kind === 'explained' ? path.treePath : 'tree';
  const graph = useMemo(() => {
    const { tree, fallback } = routingTreeAt(doc, treePath);
    return treeToGraph(tree, { treePath, treeKind: 'routing', defaultConnector: fallback, names: env.names });
  }, [doc, treePath, env.names]);
  const decorations = useMemo(() => {
    const map = new Map<string, NodeDecoration>();
    if (path.kind === 'explained') for (const step of path.trace) map.set(step.path, { onPath: true });
    return map;
  }, [path]);
  if (path.kind !== 'explained')
    return (
      <p className="notice" role="note">
        Its path cannot be drawn: {path.why}
      </p>
    );
  return (
    <>
      <ol className="past-payment-trace" aria-label="Its path in words">
        {path.trace.map((step) => (
          <li key={step.path}>
            {withConnectorNames(step.sentence, env.names)}
            {path.ambiguousSplits.includes(step.path) ? <span className="muted"> (either side would have sent it there)</span> : null}
          </li>
        ))}
      </ol>
      <RuleGraph graph={graph} label="Its path on the version live then" height={360} decorations={decorations} />
    </>
  );
};

const DraftWouldSend = ({ answer, env }: { answer: PastPaymentResponse; env: EditorEnvironment }) => {
  const draft = useEditor(currentDocument);
  const settings = useEvaluationSettings();
  const shares = useMemo(() => {
    const ctx = evaluationContext(settings);
    if (!isMultiMethodDocument(draft)) return [...shareByTarget(probabilities(draft.tree, draft.default?.connector, answer.facts!, ctx)).entries()];
    // Multi-method: its method's block decides (no random splits there); an unavailable method sends it nowhere.
    const chosen = evaluateMultiMethod(draft, answer.facts!, ctx, { trace: false }).chosen;
    const connector = chosen?.available && chosen.routing ? connectorOfDecision(chosen.routing.decision) : null;
    return [[connector, 1] as [string | null, number]];
  }, [draft, settings, answer.facts]);
  return (
    <p data-testid="draft-would-send">
      Today's draft would send it first to{' '}
      {shares.map(([guid, share], i) => (
        <span key={String(guid)}>
          {i ? ', ' : ''}
          <strong>{guid ? (env.names(guid) ?? guid) : 'no connector'}</strong>
          {shares.length > 1 ? ` (${formatShare(share)})` : ''}
        </span>
      ))}
      .
    </p>
  );
};
