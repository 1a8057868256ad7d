import type { BenchmarkModule } from './lib/registry';
import { runScale } from './replay';

/**
 * The replay of about a million first attempts (issue 12.2: it must finish with steady memory). Its
 * own module because preparing its PGlite history (copies of the Card Router's first attempts,
 * more than 12 GB on disk, over half an hour here) takes far longer than the 100,000-record runs; it is kept in
 * .data/bench-replay-1000000 for the next run once complete.
 */
export const benchmark: BenchmarkModule = {
  name: 'replay-million',
  title: 'Replay of a million first attempts: steady memory',
  description:
    "The `replay` module's measurement (`npm start`'s studio, an editor's session, a 91-day window through a draft that sends EUR to Beta Payments) at about 1,000,000 first attempts of the Card Router on PGlite: one timed run, no warm-up, the studio's process-group RSS sampled every 250 ms. Records: the 20,000 written by the history generator plus SQL copies of the Card Router's first attempts only (what a replay reads). Goal (issue 12.2): it finishes, with steady memory.",
  run: async () => [await runScale(1_000_000, 1)],
};
