import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_USERS } from '@fixtures/studio-users';
import { CONNECTORS, PROVISIONING_CREDENTIALS } from '@fixtures/world';
import type { BenchmarkModule, BenchmarkTable } from './lib/registry';
import { signInAs, startStudioProcess } from './throughput/studio-process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 8380;
const SANDBOX_PORT = 8381;
const CONNECTIONS = 50;
const ROUTER = CONNECTORS.cardRouter.guid;

const cannon = (url: string, headers: Record<string, string>, seconds: number) =>
  autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });

type Result = Awaited<ReturnType<typeof cannon>>;
const row = (name: string, r: Result): Array<string | number> => [name, Math.round(r.requests.average * 10) / 10, r.latency.p50, r.latency.p99, r.latency.max, r.non2xx + r.errors];


const ADMIN = DEMO_USERS.find((u) => u.role === 'admin')!;

/** One side-by-side run: warm-up, then rounds alternating the gateway directly and the BFF. */
const scenario = async (separateGateway: boolean, seconds: number, quick: boolean): Promise<BenchmarkTable> => {
  const studio = await startStudioProcess(root, PORT, SANDBOX_PORT, { separateGateway, adminPassword: ADMIN.password });
  try {
    const { cookie } = await signInAs(studio.baseUrl, ADMIN.username, ADMIN.password);
    const basic = `Basic ${Buffer.from(`${PROVISIONING_CREDENTIALS.username}:${PROVISIONING_CREDENTIALS.password}`).toString('base64')}`;
    const direct = { url: `${studio.sandboxUrl}/api/provisioning/getConnectorRouting/${ROUTER}`, headers: { authorization: basic } };
    const viaBff = { url: `${studio.baseUrl}/api/env/sandbox/connectors/${ROUTER}/routing`, headers: { cookie } };
    await cannon(direct.url, direct.headers, 2);
    await cannon(viaBff.url, viaBff.headers, 2);
    // Rounds alternate the two targets, so a change in the machine's load (it is shared) falls on both alike.
    const rounds: Array<{ gateway: Result; bff: Result }> = [];
    for (let i = 0; i < (quick ? 1 : 3); i += 1) rounds.push({ gateway: await cannon(direct.url, direct.headers, seconds), bff: await cannon(viaBff.url, viaBff.headers, seconds) });
    const total = (pick: (r: { gateway: Result; bff: Result }) => Result) => rounds.reduce((sum, r) => sum + pick(r).requests.total, 0) / (rounds.length * seconds);
    const ratio = total((r) => r.bff) / total((r) => r.gateway);
    const worstP99 = Math.max(...rounds.map((r) => r.bff.latency.p99));
    return {
      title: `${separateGateway ? 'Gateway in its own process (as a real gateway runs elsewhere)' : 'Gateway embedded in the BFF process (`npm start`)'}: routing GET, ${CONNECTIONS} connections, ${rounds.length} alternating rounds of ${seconds} s per target`,
      columns: ['round', 'target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors + non-2xx'],
      rows: rounds.flatMap((r, i) => [[String(i + 1), ...row('sandbox gateway directly', r.gateway)], [String(i + 1), ...row('through the BFF', r.bff)]]),
      notes: [
        `All rounds: ${total((r) => r.gateway).toFixed(1)} req/s directly, ${total((r) => r.bff).toFixed(1)} req/s through the BFF.`,
        `BFF ÷ direct: ${ratio.toFixed(2)} (goal ≥ 0.70); BFF p99, worst round: ${worstP99} ms (goal < 300 ms).`,
        `1-minute load average at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores (the machine is shared).`,
      ],
    };
  } finally {
    await studio.stop();
  }
};

export const benchmark: BenchmarkModule = {
  name: 'bff-throughput',
  title: "BFF throughput: the routing GET through the BFF vs the gateway's own, side by side",
  description: [
    `autocannon ${CONNECTIONS} connections against the studio as \`npm start\` runs it (\`src/bff/server.ts\`: BFF with the embedded`,
    'sandbox gateway on a worker thread of the same process, PGlite, log level info, no generated BI history: on a fresh data',
    'directory writing it would be measured instead), then with the gateway in a process of its own (GATEWAY_CONFIG),',
    'a fresh data directory each, signed in as the admin. Each',
    "run measures the sandbox's `GET /api/provisioning/getConnectorRouting/<Card Router>` directly (HTTP Basic), then the BFF's",
    '`GET /api/env/sandbox/connectors/<Card Router>/routing` (session cookie), which calls that same gateway endpoint.',
    'Each target gets an untimed warm-up first. Issue 15 goal: BFF ≥ 0.7 × direct, BFF p99 < 300 ms.',
    '',
    'Read this with the sharing in mind: concurrent BFF reads of one connector share gateway calls (`src/bff/services/shared-reads.ts`:',
    'one runs, the requests that arrive meanwhile share the next, so no answer predates its request). All 50 connections read one',
    'connector, so the BFF makes about one gateway call per gateway round trip and answers the rest from it: the BFF column is',
    'not the cost of a BFF request that needs a gateway call of its own. That cost, measured before the sharing on the same machine',
    '(commit 4894e73, same command): BFF ÷ direct 0.88 embedded and 0.96 in its own process, BFF p99 in the worst round 340 ms and 324 ms.',
  ].join('\n'),
  async run({ quick }): Promise<BenchmarkTable[]> {
    const seconds = quick ? 5 : 10;
    return [await scenario(false, seconds, quick), await scenario(true, seconds, quick)];
  },
};
