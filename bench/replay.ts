import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ReplayJobView } from '@contracts/bff-replay';
import { CONNECTORS, TENANT } from '@fixtures/world';
import { openSandboxDatabase, selectRows } from '@sandbox/db/client';
import { parseSearchBody } from '@sandbox/engine/bi/parse/request';
import { runSearch } from '@sandbox/engine/bi/execute/search';
import { firstAttemptsQuery } from '@bff/services/observed-routing';
import { REPLAY_PAGE_SIZE } from '@bff/services/replay';
import { writeHistory } from '@sandbox/history/write-history';
import { seedIfEmpty } from '@sandbox/seed/seed';
import { fillByCopies } from './lib/bi-fill';
import { recordOfHit } from '@domain/insights/payment-record';
import { replayFieldsOf } from '@domain/insights/replay-fields';
import { replayTally } from '@domain/insights/replay-tally';
import type { SingleMethodDocument } from '@domain/routing/document';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation/reference-rates';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';
import { ms, summariseSamples } from './lib/samples';
import { startThrowawayPostgres } from './lib/postgres-server';
import { startServerProcess } from './lib/server-process';
import { signInAs } from './throughput/studio-process';

/**
 * Replay end to end (issue 12.2): `npm start`'s studio (BFF, embedded sandbox on its worker thread,
 * PGlite) with a BI history of the given size; a routing editor's session starts a replay of the
 * window through a draft that sends EUR to Beta, and the clock runs from the POST to the poll
 * (every 25 ms) that returns the finished report: what the browser waits for between the click and
 * the matrix. Records: the sandbox's history generator (20,000 written through the real writer),
 * the rest SQL copies (bench/lib/bi-fill.ts), kept in .data/bench-replay-<n> for the next run.
 * Memory: the RSS of the studio's processes (npx, tsx, node: its process group), sampled every 250 ms.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROUTER = CONNECTORS.cardRouter.guid;
const WRITTEN = 20_000;
export const DAYS = 90;
const PORT = 9470;

/** The bench's draft: EUR to Beta Payments, everything else as live. */
export const EUR_TO_BETA = (live: SingleMethodDocument): SingleMethodDocument => ({ ...live, tree: { if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { route: { connector: CONNECTORS.betaEur.guid, onFail: [] } }, else: live.tree } }) as SingleMethodDocument;

/** Total records such that the Card Router's first attempts in the window number about `wanted` (the generator's mix: ~30 %). */
const totalFor = (wanted: number) => Math.ceil((wanted / 0.3) / 10_000) * 10_000;

export const prepare = async (wanted: number, databaseUrl?: string): Promise<{ dataDir: string; end: string }> => {
  const dataDir = join('.data', `bench-replay-${wanted}${databaseUrl ? '-postgres' : ''}`);
  const marker = join(root, dataDir, 'bench.json');
  // A PGlite history is kept for the next run; a throw-away PostgreSQL server's is written each time.
  // `fill` 2: copies carry payment ids of their own (bi-fill.ts); an older kept history is written again.
  const kept = !databaseUrl && existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as { end: string; fill?: number }) : null;
  if (kept?.fill === 2) return { dataDir, end: kept.end };
  rmSync(join(root, dataDir), { recursive: true, force: true });
  mkdirSync(join(root, dataDir), { recursive: true });
  const end = new Date(Date.now() - 60_000);
  const database = await openSandboxDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(root, dataDir) });
  try {
    await seedIfEmpty(database.db);
    const written = await writeHistory(database.db, { records: WRITTEN, seed: 7, days: DAYS, end }, { batchSize: 250 });
    const start = new Date(end.getTime() - DAYS * 86_400_000);
    if (wanted < 1_000_000) await fillByCopies(database.db, written, totalFor(wanted), start, DAYS);
    else {
      // A million: copies of the Card Router's first attempts only (what a replay reads), so the
      // filling takes minutes instead of the hour ~3.3 million records of every kind would.
      const firstAttempts = sql`meta_connector_guid = ${ROUTER} and attempt = 1 and type in ('debit', 'preauthorize', 'register')`;
      const [row] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from bi_records where ${firstAttempts}`);
      await fillByCopies(database.db, row!.n, wanted, start, DAYS, firstAttempts);
    }
    await database.db.execute(sql`vacuum analyze bi_records`);
    const [row] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from bi_records where meta_connector_guid = ${ROUTER} and attempt = 1`);
    console.log(`  prepared ${dataDir}: ${row?.n} Card Router first attempts`);
  } finally {
    await database.close();
  }
  writeFileSync(marker, JSON.stringify({ end: end.toISOString(), fill: 2 }));
  return { dataDir, end: end.toISOString() };
};

/** The bench's window: the history's days and one more, up to now. */
export const windowOf = (end: string) => ({ from: new Date(Date.parse(end) - (DAYS + 1) * 86_400_000).toISOString(), to: new Date().toISOString() });

/** RSS in MB of a process group (the studio: npx, tsx and node). */
export const rssOf = (group: number): number => {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-g', String(group)], { encoding: 'utf8' });
    return Math.round(out.split('\n').reduce((n, l) => n + (Number(l.trim()) || 0), 0) / 1024);
  } catch {
    return 0;
  }
};

/**
 * The studio's own share of a replay: the same records, already in memory, parsed (PaymentRecord) and
 * replayed through the two documents on one thread, without the data source or HTTP. What is left of
 * the click → report time is the BI data source paging its records out.
 */
const evaluationOnly = async (dataDir: string): Promise<{ records: number; ms: number }> => {
  const database = await openSandboxDatabase({ dataDir: join(root, dataDir) });
  try {
    const live = cardRouterDocument as SingleMethodDocument;
    const draft = EUR_TO_BETA(live);
    const fields = replayFieldsOf(live, draft);
    const rows = await selectRows<{ doc: Record<string, unknown> }>(database.db, sql`select _doc as doc from bi_records where meta_connector_guid = ${ROUTER} and attempt = 1 and type in ('debit', 'preauthorize', 'register')`);
    // Cut to the fields the replay asks for, as the data source answers them.
    const hits = rows.map(({ doc }) => {
      const out: Record<string, unknown> = {};
      for (const f of fields) {
        const [head, tail] = f.split('.') as [string, string | undefined];
        const v = doc[head];
        if (v === undefined) continue;
        if (tail === undefined) out[head] = v;
        else if (v && typeof v === 'object' && tail in v) out[head] = { ...(out[head] as object), [tail]: (v as Record<string, unknown>)[tail] };
      }
      return out;
    });
    const { random: _random, ...context } = evaluationContext(REFERENCE_SETTINGS);
    const started = performance.now();
    const tally = replayTally({ live, draft }, context);
    for (const hit of hits) tally.add(recordOfHit({ _id: String(hit.uuid), _source: hit }));
    tally.report();
    return { records: hits.length, ms: performance.now() - started };
  } finally {
    await database.close();
  }
};

/**
 * The data source's own share: the same pages the BFF asks for (its query, its fields, 5,000 a page,
 * search_after), answered by the sandbox's BI engine in this process and turned into the JSON it
 * sends, without HTTP, the BFF or the evaluation.
 */
const dataSourceOnly = async (dataDir: string, window: { from: string; to: string }): Promise<{ records: number; pages: number; ms: number }> => {
  const database = await openSandboxDatabase({ dataDir: join(root, dataDir) });
  try {
    const live = cardRouterDocument as SingleMethodDocument;
    const query = { ...firstAttemptsQuery(ROUTER, window.from, window.to), size: REPLAY_PAGE_SIZE, track_total_hits: true, _source: replayFieldsOf(live, EUR_TO_BETA(live)) };
    const audience = { tenantGuid: TENANT.guid, testMode: false, now: new Date() };
    const started = performance.now();
    let after: unknown[] | undefined;
    let records = 0;
    let pages = 0;
    for (;;) {
      const body = JSON.parse(JSON.stringify(after ? { ...query, search_after: after, track_total_hits: false } : query)) as Parameters<typeof parseSearchBody>[0];
      const answer = await runSearch(database.db, audience, parseSearchBody(body));
      JSON.stringify(answer);
      const hits = answer.hits.hits;
      records += hits.length;
      pages += 1;
      if (hits.length < REPLAY_PAGE_SIZE) break;
      after = hits.at(-1)!.sort as unknown[];
    }
    return { records, pages, ms: performance.now() - started };
  } finally {
    await database.close();
  }
};

/** One scale's table, with the figures the goal line reads. */
export interface ScaleRun {
  table: BenchmarkTable;
  medianMs: number;
  records: number;
  /** The studio's RSS over the last run, MB. */
  rss: { min: number; max: number };
}

/**
 * `npm start`'s studio on a bench history (no web assets, no traffic, no indexing delay), an editor
 * signed in, and the bench's draft (EUR to Beta) made from the live Card Router document: what the
 * replay and outcome-estimate benches time their clicks against. `group()`: the studio's process
 * group, for its RSS.
 */
export const openEditorSession = async (port: number, dataDir: string, databaseUrl?: string) => {
  let group = 0;
  const stop = await startServerProcess(
    root,
    'src/bff/server.ts',
    { PORT: String(port), SANDBOX_PORT: String(port + 1), DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web'), LOG_LEVEL: 'warn', SANDBOX_HISTORY_RECORDS: '0', SANDBOX_TRAFFIC: '0', SANDBOX_BI_DELAY_MS: '0', ...(databaseUrl ? { SANDBOX_DATABASE_URL: databaseUrl } : {}) },
    `http://127.0.0.1:${port}/api/health`,
    (g) => (group = g),
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const { cookie, csrfToken } = await signInAs(base, 'editor', 'editor-Demo-2026');
    const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
    const live = (await (await fetch(`${base}/api/env/sandbox/connectors/${ROUTER}/routing`, { headers })).json()) as { document: SingleMethodDocument };
    return { base, headers, stop, group: () => group, draft: EUR_TO_BETA(live.document) };
  } catch (error) {
    await stop();
    throw error;
  }
};

export const runScale = async (wanted: number, runs: number, databaseUrl?: string): Promise<ScaleRun> => {
  const { dataDir, end } = await prepare(wanted, databaseUrl);
  const small = wanted < 1_000_000;
  // The million: no warm-up run and no in-memory copy of its records (3 GB of documents). The
  // studio's own share does not depend on where the sandbox keeps its records: measured on PGlite only.
  const alone = small && !databaseUrl ? await evaluationOnly(dataDir) : null;
  const source = small && !databaseUrl ? await dataSourceOnly(dataDir, windowOf(end)) : null;
  const studio = await openEditorSession(PORT, dataDir, databaseUrl);
  const { base, headers, stop } = studio;
  const group = studio.group();
  try {
    const draft = studio.draft;
    const window = { source: 'live', ...windowOf(end) };
    const times: number[] = [];
    let last: ReplayJobView | null = null;
    const memory: Array<[string, number]> = [];
    const warmUps = small ? 1 : 0;
    for (let i = 0; i < runs + warmUps; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/env/sandbox/connectors/${ROUTER}/replays`, { method: 'POST', headers, body: JSON.stringify({ window, draft }) });
      if (res.status !== 202) throw new Error(`replay refused: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      const marks = new Set<number>();
      let nextSample = 0;
      for (;;) {
        const view = ReplayJobView.parse(await (await fetch(`${base}/api/env/sandbox/replays/${id}`, { headers })).json());
        if (i === runs + warmUps - 1 && performance.now() >= nextSample) {
          // The last run: memory along the way, at each quarter of the records read and at its peak.
          const quarter = view.total ? Math.floor((4 * view.read) / view.total) : 0;
          if (!marks.has(quarter)) {
            marks.add(quarter);
            memory.push([`${quarter * 25} % read`, rssOf(group)]);
          }
          memory.push(['sample', rssOf(group)]);
          nextSample = performance.now() + 250;
        }
        if (view.state !== 'running') {
          last = view;
          break;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      if (last.state !== 'done') throw new Error(`replay ended ${last.state}: ${JSON.stringify(last.error)}`);
      // The first run warms the BFF's and the data source's caches; it is not counted.
      if (i >= warmUps) times.push(performance.now() - started);
    }
    const s = summariseSamples(times);
    const report = last!.report!;
    const samples = memory.filter(([k]) => k === 'sample').map(([, v]) => v);
    const quarters = memory.filter(([k]) => k !== 'sample');
    const goal = wanted <= 100_000 ? 3000 : null;
    const table: BenchmarkTable = {
      title: `${report.records.toLocaleString('en-US')} first attempts (Card Router, ${DAYS} days), sandbox on ${databaseUrl ? 'a PostgreSQL server' : 'PGlite'}`,
      columns: ['records', 'click → report median ms', 'min ms', 'max ms', 'job elapsed ms (last run)', 'records/s', 'moved share', goal ? 'goal < 3 s' : 'steady memory'],
      rows: [
        [
          report.records.toLocaleString('en-US'), ms(s.median), ms(Math.min(...times)), ms(Math.max(...times)), last!.elapsedMs.toLocaleString('en-US'),
          Math.round(report.records / (s.median / 1000)).toLocaleString('en-US'), `${((report.moved.shareOfVolume ?? 0) * 100).toFixed(1)} %`,
          goal ? (s.median < goal ? 'met' : 'NOT met') : `${Math.min(...samples)}–${Math.max(...samples)} MB`,
        ],
      ],
      notes: [
        `${runs} timed run${runs === 1 ? '' : 's'}${warmUps ? ' after one warm-up' : ' (no warm-up)'}; the draft moves ${report.moved.count.toLocaleString('en-US')} payments; ${report.apart.reduce((n, a) => n + a.count, 0).toLocaleString('en-US')} counted apart`,
        ...(alone ? [`the studio's own share: the Card Router's ${alone.records.toLocaleString('en-US')} first attempts in the database (the window's and the few just outside it) already in memory, parsed and replayed through both documents on one thread (no data source, no HTTP): ${Math.round(alone.ms).toLocaleString('en-US')} ms = ${Math.round(alone.records / (alone.ms / 1000)).toLocaleString('en-US')} records/s`] : []),
        ...(source ? [`the data source's own share: the sandbox's BI engine answering the same ${source.pages} pages (the BFF's query, fields and search_after, ${source.records.toLocaleString('en-US')} hits) in one process and printing them as JSON, without HTTP, the BFF or the evaluation: ${Math.round(source.ms).toLocaleString('en-US')} ms. The two shares run on different threads during a replay (the sandbox's worker and the replay's), which is what lets click → report come under their sum`] : []),
        `studio RSS (process group) during the last run: ${quarters.map(([k, v]) => `${k}: ${v} MB`).join(', ')}; min ${Math.min(...samples)} MB, max ${Math.max(...samples)} MB over ${samples.length} samples`,
      ],
    };
    return { table, medianMs: s.median, records: report.records, rss: { min: Math.min(...samples), max: Math.max(...samples) } };
  } finally {
    await stop();
  }
};

export const benchmark: BenchmarkModule = {
  name: 'replay',
  title: 'Replay: a window of real payments through the live document and a draft',
  description:
    "An editor's session on `npm start`'s studio (BFF, embedded sandbox, generated BI history) replays 91 days of the Card Router's payments through a draft that sends EUR to Beta Payments, polling every 25 ms until the report is there (click → matrix, less the browser's drawing); the studio's RSS is sampled every 250 ms. The same on a sandbox keeping its records in PostgreSQL; the million is `replay-million`.",
  goal: '100,000 records replayed in under 3 s (issue 12.2)',
  run: async ({ quick }) => {
    const scales = [await runScale(100_000, quick ? 1 : 3)];
    const result = () => ({
      tables: scales.map((r) => r.table),
      status: metIf(scales.every((r) => r.medianMs < 3000)),
      measured: `click → report median ${scales.map((r) => `${ms(r.medianMs)} ms`).join(' (PGlite) and ')}${scales.length > 1 ? ' (PostgreSQL)' : ''}`,
    });
    if (quick) return result();
    // The same replay with the embedded sandbox keeping its records in a PostgreSQL server
    // (SANDBOX_DATABASE_URL) instead of PGlite: how much of click → report is PGlite's.
    const server = await startThrowawayPostgres();
    try {
      scales.push(await runScale(100_000, 3, server.url));
    } finally {
      server.stop();
    }
    return result();
  },
};
