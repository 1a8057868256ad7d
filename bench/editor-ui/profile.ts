import { chromium, type CDPSession } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SingleMethodDocument } from '@domain/routing/document';
import { demoUser } from '@fixtures/studio-users';
import { CONNECTORS } from '@fixtures/world';
import { cycle, leafWithSibling, numberEdit, runStep } from './interactions';
import { measurableDocument } from './measurable-document';
import { READY_SCRIPT, whenReady } from './page-timing';
import { setRoutingAtGateway, startStudio } from './studio-server';

/**
 * Where the time of one editor interaction goes, on the bench's 5,000-node document (SIZE=20000:
 * its 20,000-node one): the benchmark's cycle run under Chromium's CPU profiler, printed bottom-up (self time) and top-down (total time) per
 * function, plus the renderer's layout/style/script counters. Not a benchmark (it is not in
 * bench/ itself, so `npm run bench` does not run it): a tool for finding what to fix.
 *
 *   [SIZE=20000] npx tsx bench/editor-ui/profile.ts [port] [out-dir]
 *
 * The SPA is built unminified so React's and React Flow's functions keep their names; each step's
 * profile is also written as `<out-dir>/<n>-<step>.cpuprofile` (open it in Chromium's DevTools).
 */
const PORT = Number(process.argv[2] ?? process.env.BENCH_PORT ?? 8490);
const OUT = process.argv[3] ?? '/tmp/editor-ui-profile';
const SIZE = Number(process.env.SIZE ?? 5000);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const frameName = (n: ProfileNode) => {
  const file = n.callFrame.url.split('/').pop() ?? '';
  return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
};

/** Self and total milliseconds per function (recursion counted once per stack). */
const summarise = (profile: Profile) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  for (const [id, ms] of selfMs) {
    const node = byId.get(id)!;
    self.set(frameName(node), (self.get(frameName(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = frameName(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
  return { wall: (profile.endTime - profile.startTime) / 1000, self: top(self, 25), total: top(total, 45) };
};

const metrics = async (cdp: CDPSession) => {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return new Map(list.map((m) => [m.name, m.value]));
};

const main = async () => {
  const studio = await startStudio(root, PORT, PORT + 1, { unminified: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium', args: CHROMIUM_ARGS });
  try {
    const stored = (await setRoutingAtGateway(studio.sandboxUrl, CONNECTORS.cardRouter.guid, measurableDocument(SIZE).generated)) as SingleMethodDocument;
    const { leaf, parent } = leafWithSibling(stored.tree!);
    const edit = numberEdit(stored.tree!);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { username, password } = demoUser('routing-editor');
    const signedIn = await context.request.post(`${studio.baseUrl}/api/session/login`, { data: { username, password } });
    if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
    await context.addInitScript(READY_SCRIPT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });

    await cdp.send('Profiler.start');
    const [ready] = await Promise.all([whenReady(page, 120_000), page.goto(`${studio.baseUrl}/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`, { waitUntil: 'commit' })]);
    const reports: string[] = [];
    const record = async (label: string, n: number, measured: number, before: Map<string, number>) => {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const after = await metrics(cdp);
      const delta = (k: string) => (((after.get(k) ?? 0) - (before.get(k) ?? 0)) * 1000).toFixed(0);
      const file = join(OUT, `${n}-${label.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      const s = summarise(profile);
      reports.push(
        [
          `\n=== ${label}: ${measured.toFixed(0)} ms measured, ${s.wall.toFixed(0)} ms profiled (${file})`,
          `renderer: script ${delta('ScriptDuration')} ms, layout ${delta('LayoutDuration')} ms, style ${delta('RecalcStyleDuration')} ms, task ${delta('TaskDuration')} ms`,
          '--- self', ...s.self, '--- total', ...s.total,
        ].join('\n'),
      );
    };
    await import('node:fs').then((fs) => fs.mkdirSync(OUT, { recursive: true }));
    await record('load', 0, ready, new Map());
    // Let the load's trailing work (fitView animation, measuring) settle.
    await page.waitForTimeout(2000);

    const steps = cycle(leaf, parent, { ruleNodesAfterFold: 1 }, edit);
    let n = 1;
    for (const step of steps) {
      const before = await metrics(cdp);
      await cdp.send('Profiler.start');
      const ms = await runStep(page, step);
      // Whatever the step still does after the DOM shows its result (effects, idle callbacks).
      await page.waitForTimeout(300);
      await record(step.label, n, ms, before);
      n += 1;
    }
    console.log(reports.join('\n'));
  } finally {
    await browser.close();
    await studio.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
