// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/bff-api';
import { authPaths } from '@contracts/bff-auth';
import { changePaths, type ChangeRequestDetail } from '@contracts/bff-change-requests';
import type { EvidenceReplay } from '@domain/change-control/evidence-replay';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, polyfillLayoutApis, renderApp } from '../../test/render-app';
import { connectorsBody, environmentsBody, sessionAs, sessionBody } from '../../test/world-responses';

const detail: ChangeRequestDetail = {
  id: 7,
  environment: 'sandbox',
  connectorGuid: CONNECTORS.cardRouter.guid,
  status: 'pending',
  author: 'editor',
  authorName: 'Erik Editor',
  note: 'Beta as default',
  schedule: { mode: 'window', startAt: '2026-11-26T10:00:00Z', endAt: '2026-11-26T11:00:00Z' },
  reviewer: null,
  reviewerName: null,
  reviewNote: null,
  failure: null,
  alert: null,
  appliedRevision: null,
  nextRun: null,
  createdAt: '2026-11-26T09:00:00Z',
  updatedAt: '2026-11-26T09:00:00Z',
  baseRevision: 'rev-1-abcdefabcdef',
  baseDocument: cardRouterDocument,
  draft: { ...cardRouterDocument, default: { connector: CONNECTORS.betaEur.guid } },
  evidence: {
    computedAt: '2026-11-26T09:00:00Z',
    baseRevision: 'rev-1-abcdefabcdef',
    changes: [{ kind: 'setting', path: 'default', ruleId: null, message: 'Default connector changed from Alpha Acquiring EUR to Beta Payments EUR' }],
    graph: { added: [], removed: [], changed: [] },
    golden: [{ id: 1, name: 'Big DE Visa', expectedConnector: CONNECTORS.alphaEur.guid, pass: false, shares: [{ connector: CONNECTORS.betaEur.guid, probability: 1 }] }],
    findings: [],
    newFindings: [],
  },
  revertRevision: null,
  latestKnownRevision: 'rev-1-abcdefabcdef',
  jobs: [],
};

const routes = (session = sessionBody, approve?: () => void, current: () => ChangeRequestDetail = () => detail) => ({
  [authPaths.session]: () => ({ status: 200, body: session }),
  [apiPaths.environments]: () => ({ status: 200, body: environmentsBody }),
  [apiPaths.connectors('sandbox')]: () => ({ status: 200, body: connectorsBody }),
  [changePaths.request('sandbox', 7)]: () => ({ status: 200, body: current() }),
  [changePaths.approve('sandbox', 7)]: () => (approve?.(), { status: 200, body: { ...detail, status: 'scheduled', reviewer: 'admin' } }),
});

beforeAll(() => polyfillLayoutApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a change request page', () => {
  it('shows a reviewer the evidence and lets them approve', async () => {
    const approved = vi.fn();
    mockFetch(routes(sessionBody, approved));
    renderApp('/env/sandbox/change-requests/7');
    expect(await screen.findByRole('list', { name: 'Changes' })).toHaveTextContent('Default connector changed from Alpha Acquiring EUR to Beta Payments EUR');
    expect(screen.getByTestId('golden-summary')).toHaveTextContent('1 of 1 would fail');
    expect(screen.getByTestId('request-schedule')).toHaveTextContent(/until .* then the routing before it is restored/);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(approved).toHaveBeenCalled());
    expect(await screen.findByTestId('request-status')).toHaveTextContent('Scheduled');
  });

  it('never offers the author a review of their own request', async () => {
    mockFetch(routes({ ...sessionAs('routing-editor'), user: { id: 2, username: 'editor', displayName: 'Eddie', role: 'routing-editor' } }));
    renderApp('/env/sandbox/change-requests/7');
    expect(await screen.findByText(/an author cannot approve their own request/)).toBeVisible();
    // The author by display name, the user name one hover away.
    expect(screen.getByText('Erik Editor')).toHaveAttribute('title', 'user name editor');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    // The requested document can be amended as JSON; what does not parse never leaves the page.
    await userEvent.click(screen.getByText('Change the requested routing (JSON)'));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Requested routing document' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Requested routing document' }), 'not json');
    await userEvent.click(screen.getByRole('button', { name: 'Amend the request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not valid JSON/);
  });

  it("shows the stored replay of recent traffic to a reviewer without the replay permission, polling while it runs", async () => {
    const window = { from: '2026-10-27T09:00:00.000Z', to: '2026-11-26T09:00:00.000Z' };
    const done: EvidenceReplay = {
      state: 'done',
      window,
      startedAt: new Date().toISOString(),
      finishedAt: '2026-11-26T09:01:00.000Z',
      baseCurrency: 'EUR',
      records: 1250,
      replayed: { count: 1200, amount: 250_000 },
      moved: { count: 300, amount: 62_500, shareOfVolume: 0.25 },
      matrix: [
        { live: CONNECTORS.alphaEur.guid, draft: CONNECTORS.betaEur.guid, count: 300, amount: 62_500 },
        { live: CONNECTORS.betaEur.guid, draft: CONNECTORS.betaEur.guid, count: 900, amount: 187_500 },
      ],
      apart: { total: { count: 50, amount: 1000 }, reasons: [{ document: 'draft', path: 'tree/if', why: 'the record has no BIN country', count: 50, amount: 1000 }] },
      withoutBaseAmount: 0,
      truncated: false,
    };
    let reads = 0;
    const running = { ...detail, evidence: { ...detail.evidence, replay: { state: 'running' as const, window, startedAt: new Date().toISOString() } } };
    // A viewer: no bi:replay, and the stored replay is there all the same.
    mockFetch(routes(sessionAs('viewer'), undefined, () => ((reads += 1) === 1 ? running : { ...detail, evidence: { ...detail.evidence, replay: done } })));
    renderApp('/env/sandbox/change-requests/7');
    expect(await screen.findByTestId('replay-running')).toHaveTextContent('Replaying the last 30 days');
    // The page reads the request again while the replay runs, and shows what it found when it is stored.
    expect(await screen.findByTestId('replay-moved', {}, { timeout: 6000 })).toHaveTextContent('300 of 1,200 payments would go elsewhere: 25 % of the volume (62,500.00 EUR)');
    const matrix = screen.getByRole('table', { name: 'Live connector × requested connector' });
    expect(matrix).toHaveTextContent('Alpha Acquiring EUR');
    expect(matrix).toHaveTextContent('187,500.00');
    expect(screen.getByTestId('replay-apart')).toHaveTextContent('50 payments (1,000.00 EUR)');
    expect(screen.getByRole('list', { name: 'Counted apart' })).toHaveTextContent(/^the record has no BIN country \(the request: the rule '.+' at the top, its condition\): 50$/);
    expect(screen.getByTestId('replay-evidence')).toHaveTextContent(/Replayed [A-Z][a-z]{2} \d+, 2026, \d{1,2}:\d\d\s[AP]M: 1,250 live payments/);
  }, 10_000);

  it('says that a replay left running by a stopped studio did not finish, and offers to replay again', async () => {
    const refreshed = vi.fn();
    const stale = { ...detail, evidence: { ...detail.evidence, replay: { state: 'running' as const, window: { from: '2026-10-27T09:00:00.000Z', to: '2026-11-26T09:00:00.000Z' }, startedAt: '2026-11-26T09:00:00.000Z' } } };
    mockFetch({ ...routes(sessionBody, undefined, () => stale), [changePaths.evidence('sandbox', 7)]: () => (refreshed(), { status: 200, body: stale }) });
    renderApp('/env/sandbox/change-requests/7');
    expect(await screen.findByTestId('replay-interrupted')).toHaveTextContent('did not finish');
    await userEvent.click(screen.getByRole('button', { name: 'Replay again' }));
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalled());
  });
});
