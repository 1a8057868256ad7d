/**
 * `npm run sandbox:history -- --records 1000000 --days 365 [--seed N] [--end ISO]`: writes generated
 * BI history into the sandbox database of SANDBOX_DATABASE_URL (a PostgreSQL server) or of DATA_DIR
 * (PGlite, default ./.data), seeding it first when it is empty. Bad flags: a message and exit 2.
 */
import { openSandboxDatabase } from '../db/client';
import { seedIfEmpty } from '../seed/seed';
import { HISTORY_USAGE, parseHistoryArgs, type HistoryArgs } from './cli-args';
import { writeHistory } from './write-history';

const { env } = process;

const main = async (args: HistoryArgs) => {
  const server = Boolean(env.SANDBOX_DATABASE_URL);
  const database = await openSandboxDatabase(server ? { databaseUrl: env.SANDBOX_DATABASE_URL! } : { dataDir: env.DATA_DIR ?? './.data' });
  try {
    await seedIfEmpty(database.db);
    const started = performance.now();
    let reported = 0;
    // One bulk transaction (write-history.ts): a server answering from this database meanwhile waits for bi_records until it commits.
    const written = await writeHistory(database.db, args, {
      batchSize: server ? 5000 : 1000,
      bulk: true,
      afterBatch: (n) => {
        if (n - reported < 50_000) return;
        reported = n;
        const seconds = (performance.now() - started) / 1000;
        console.error(`${n} records, ${Math.round(n / seconds)} records/s, rss ${Math.round(process.memoryUsage().rss / 1048576)} MB`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(`${written} records over ${args.days} days to ${args.end.toISOString()} (seed ${args.seed}) in ${seconds.toFixed(1)} s: ${Math.round(written / seconds)} records/s, peak memory ${peakMb} MB`);
  } finally {
    await database.close();
  }
};

let args: HistoryArgs;
try {
  args = parseHistoryArgs(process.argv.slice(2), new Date());
} catch (error) {
  console.error(`sandbox:history: ${(error as Error).message}\n${HISTORY_USAGE}`);
  process.exit(2);
}
/** The message and its causes (drizzle wraps the driver's "connect ECONNREFUSED" in "Failed query: …"). */
const messagesOf = (error: unknown): string => {
  const messages: string[] = [];
  for (let e: unknown = error; e !== undefined && e !== null && messages.length < 5; e = (e as { cause?: unknown }).cause) {
    const text = e instanceof Error ? (e.message || (e as { code?: string }).code || e.name) : String(e);
    messages.push(text.replace(/\nparams:.*$/s, '').trim());
  }
  return messages.join(': ');
};

main(args).catch((error: unknown) => {
  // A database that cannot be reached or written is the user's to fix: say what failed, no stack trace.
  console.error(`sandbox:history failed: ${messagesOf(error)}`);
  process.exit(1);
});
