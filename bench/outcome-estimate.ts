import { OutcomeEstimateResponse } from '@contracts/bff-outcomes';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';
import { startThrowawayPostgres } from './lib/postgres-server';
import { ms, summariseSamples } from './lib/samples';
import { openEditorSession, prepare, ROUTER, rssOf, windowOf } from './replay';

/**
 * Click → outcome estimate (issue 41.4): `npm start`'s studio (BFF, embedded sandbox) with the
 * replay bench's history (bench/replay.ts: the generator's records plus SQL copies with payment ids
 * of their own), an editor asks for the estimate of the EUR → Beta draft over the window: the clock
 * runs from the POST to its answer, which is what the page waits for before it shows the estimate.
 * The automatic read (a sample past 40,000 payments) is timed against reading every payment, and
 * both intervals are shown, so what sampling costs in precision is in the table too.
 */
const PORT = 9480;

interface Timed {
  times: number[];
  answer: OutcomeEstimateResponse;
  rss: number[];
}

const ask = async (base: string, headers: Record<string, string>, body: unknown, runs: number, warmUps: number, group: () => number): Promise<Timed | { refused: string }> => {
  const times: number[] = [];
  const rss: number[] = [];
  let answer: OutcomeEstimateResponse | null = null;
  for (let i = 0; i < runs + warmUps; i++) {
    const sampler = setInterval(() => rss.push(rssOf(group())), 250);
    const started = performance.now();
    const res = await fetch(`${base}/api/env/sandbox/connectors/${ROUTER}/outcome-estimate`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    if (res.status !== 200) return { refused: `${res.status} ${(JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text}` };
    answer = OutcomeEstimateResponse.parse(JSON.parse(text));
    if (i >= warmUps) times.push(elapsed);
  }
  return { times, answer: answer!, rss };
};

const pp = (x: number) => (x * 100).toFixed(2);

const rowOf = (label: string, t: Timed | { refused: string }, goalMs: number | null): Array<string | number> => {
  if ('refused' in t) return [label, '—', '—', '—', '—', '—', '—', '—', `refused: ${t.refused}`];
  const s = summariseSamples(t.times);
  const r = t.answer.result;
  if (!r.ok) throw new Error(`no estimate: ${r.problem.message}`);
  const d = r.estimate.total.difference.approval;
  return [
    label,
    t.answer.read.windowPayments.toLocaleString('en-US'),
    (r.estimate.sample?.payments ?? t.answer.read.windowPayments).toLocaleString('en-US'),
    t.answer.records.toLocaleString('en-US'),
    `${ms(s.median)} (${ms(Math.min(...t.times))}–${ms(Math.max(...t.times))})`,
    `${pp(d.estimate)} (${pp(d.low)} to ${pp(d.high)})`,
    r.estimate.sample ? pp(r.estimate.sample.approvalHalfWidth) : '0 (every payment read)',
    t.rss.length ? `${Math.min(...t.rss)}–${Math.max(...t.rss)}` : '—',
    goalMs === null ? '—' : s.median <= goalMs ? 'met' : 'NOT met',
  ];
};

const COLUMNS = ['read', 'window payments', 'payments read', 'attempts read', 'click → estimate median ms (min–max)', 'approval draft − live, pp (95 %)', 'sampling adds ± pp', 'studio RSS MB', 'goal'];

const runScale = async (wanted: number, goalMs: number, runs: number, databaseUrl?: string): Promise<{ table: BenchmarkTable; medianMs: number }> => {
  const { dataDir, end } = await prepare(wanted, databaseUrl);
  const { base, headers, stop, group, draft } = await openEditorSession(PORT, dataDir, databaseUrl);
  try {
    const body = { window: { source: 'live', ...windowOf(end) }, draft };
    const auto = await ask(base, headers, body, runs, 1, group);
    const exact = await ask(base, headers, { ...body, sampling: { mode: 'exact' } }, 1, 0, group);
    if ('refused' in auto) throw new Error(`the automatic estimate was refused: ${auto.refused}`);
    const median = summariseSamples(auto.times).median;
    return {
      medianMs: median,
      table: {
        title: `${auto.answer.read.windowPayments.toLocaleString('en-US')} payments in the window (Card Router, EUR → Beta), sandbox on ${databaseUrl ? 'a PostgreSQL server' : 'PGlite'} (goal ≤ ${goalMs / 1000} s)`,
        columns: COLUMNS,
        rows: [rowOf(`automatic (default): ${auto.answer.read.mode === 'sample' ? `a sample, ${JSON.stringify(auto.answer.read.clause)}` : 'every payment'}`, auto, goalMs), rowOf('exact: every payment', exact, null)],
        notes: [`automatic: ${runs} timed runs after one warm-up; exact: one run; RSS of the studio's process group sampled every 250 ms during the requests`],
      },
    };
  } finally {
    await stop();
  }
};

export const benchmark: BenchmarkModule = {
  name: 'outcome-estimate',
  title: 'Outcome estimate: click → estimate on large windows (sampling)',
  description:
    "An editor's session on `npm start`'s studio asks for the outcome estimate of a draft sending EUR to Beta Payments over 91 days of the Card Router's payments (the replay bench's history); timed from the POST to the answer, the default (a uniform random sample by payment id past 40,000 payments, grown until sampling adds at most 0.1 pp) against reading every payment.",
  goal: 'click → estimate ≤ 3 s for a 100,000-payment window on PGlite and ≤ 5 s for 1,000,000 on PostgreSQL, memory steady (issue 41.4)',
  run: async ({ quick }) => {
    const small = await runScale(100_000, 3000, quick ? 1 : 3);
    const tables = [small.table];
    let million: number | null = null;
    if (!quick) {
      const server = await startThrowawayPostgres();
      try {
        const big = await runScale(1_000_000, 5000, 3, server.url);
        tables.push(big.table);
        million = big.medianMs;
      } finally {
        server.stop();
      }
    }
    return {
      tables,
      status: million === null ? 'not judged' : metIf(small.medianMs <= 3000 && million <= 5000),
      measured: `click → estimate median ${ms(small.medianMs)} ms at 100,000 payments (PGlite)${million === null ? '' : `, ${ms(million)} ms at 1,000,000 (PostgreSQL)`}`,
    };
  },
};
