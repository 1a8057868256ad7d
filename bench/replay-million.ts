import type { BenchmarkModule } from './lib/registry';
import { startThrowawayPostgres } from './lib/postgres-server';
import { runScale } from './replay';

/**
 * The replay of about a million first attempts (issue 12.2: it must finish with steady memory). Its
 * own module because preparing a million records takes far longer than the 100,000-record runs. The
 * sandbox keeps them in a throw-away PostgreSQL server (SANDBOX_DATABASE_URL): writing a million
 * into PGlite went past 12 GB on disk and half an hour here without finishing, while the server takes
 * minutes. What must stay steady is the studio's own memory (the BFF paging and tallying, the
 * embedded sandbox answering): the server's processes are not the studio's and are not counted.
 */
export const benchmark: BenchmarkModule = {
  name: 'replay-million',
  title: 'Replay of a million first attempts: steady memory',
  description:
    "The `replay` module's measurement (`npm start`'s studio, an editor's session, a 91-day window through a draft that sends EUR to Beta Payments) at about 1,000,000 first attempts of the Card Router, the embedded sandbox keeping its records in a throw-away PostgreSQL server: one timed run, no warm-up, the studio's process-group RSS sampled every 250 ms. Records: the 20,000 written by the history generator plus SQL copies of the Card Router's first attempts only (what a replay reads). Goal (issue 12.2): it finishes, with steady memory.",
  run: async () => {
    const server = await startThrowawayPostgres();
    try {
      return [await runScale(1_000_000, 1, server.url)];
    } finally {
      server.stop();
    }
  },
};
