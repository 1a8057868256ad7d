import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_USERS } from '@fixtures/studio-users';
import { CONNECTORS, PROVISIONING_CREDENTIALS } from '@fixtures/world';
import { type BenchmarkModule, type BenchmarkTable, metIf } from './lib/registry';
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
const scenario = async (separateGateway: boolean, seconds: number, quick: boolean): Promise<{ table: BenchmarkTable; ratio: number; worstP99: number }> => {
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
    const table: BenchmarkTable = {
      title: `${separateGateway ? 'Gateway in its own process (as a real gateway runs elsewhere)' : 'Gateway embedded in the BFF process (`npm start`)'}: routing GET, ${CONNECTIONS} connections, ${rounds.length} alternating rounds of ${seconds} s per target`,
      columns: ['round', 'target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors + non-2xx'],
      rows: rounds.flatMap((r, i) => [[String(i + 1), ...row('sandbox gateway directly', r.gateway)], [String(i + 1), ...row('through the BFF', r.bff)]]),
      notes: [
        `All rounds: ${total((r) => r.gateway).toFixed(1)} req/s directly, ${total((r) => r.bff).toFixed(1)} req/s through the BFF.`,
        `BFF ÷ direct: ${ratio.toFixed(2)} (goal ≥ 0.70); BFF p99, worst round: ${worstP99} ms (goal < 300 ms).`,
        `1-minute load average at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores (the machine is shared).`,
      ],
    };
    return { table, ratio, worstP99 };
  } finally {
    await studio.stop();
  }
};

export const benchmark: BenchmarkModule = {
  name: 'bff-throughput',
  title: "BFF throughput: the routing GET through the BFF vs the gateway's own, side by side",
  description:
    `autocannon, ${CONNECTIONS} connections, 3 alternating rounds: the sandbox gateway's own routing GET (HTTP Basic) against the BFF's routing GET, which calls it, first with the gateway embedded as \`npm start\` runs it, then with the gateway in a process of its own; concurrent BFF reads of one connector share gateway calls (\`src/bff/services/shared-reads.ts\`), so the BFF column is not the cost of a request needing its own gateway call.`,
  goal: 'BFF ≥ 0.7 × direct and BFF p99 < 300 ms (issue 15)',
  async run({ quick }) {
    const seconds = quick ? 5 : 10;
    const runs = [await scenario(false, seconds, quick), await scenario(true, seconds, quick)];
    return {
      tables: runs.map((r) => r.table),
      status: metIf(runs.every((r) => r.ratio >= 0.7 && r.worstP99 < 300)),
      measured: `BFF ÷ direct ${runs.map((r) => r.ratio.toFixed(2)).join(' and ')}, worst BFF p99 ${runs.map((r) => `${r.worstP99} ms`).join(' and ')} (embedded, own process)`,
    };
  },
};
