import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SingleMethodDocument } from '@domain/routing/document';
import { demoUser } from '@fixtures/studio-users';
import { CONNECTORS } from '@fixtures/world';
import { cycle, leafWithSibling, numberEdit, runMeasuredStep } from './editor-ui/interactions';
import { measurableDocument } from './editor-ui/measurable-document';
import { READY_SCRIPT, whenReady } from './editor-ui/page-timing';
import { setRoutingAtGateway, startStudio } from './editor-ui/studio-server';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';
import { ms, summariseSamples } from './lib/samples';

/** 5,000: issue 16's everyday goal (p95 ≤ 50 ms); 20,000: its 'usable' goal (p95 ≤ 150 ms, load ≤ 2.5 s). */
// EDITOR_UI_SIZES=5000 measures one size (a studio from before issue 16.2 refuses the 20,000-node body).
const SIZES = process.env.EDITOR_UI_SIZES ? process.env.EDITOR_UI_SIZES.split(',').map(Number) : [5000, 20_000];
const PORT = Number(process.env.BENCH_PORT ?? 8490);
// The checkout whose studio is measured: this one, or (issue 16.5, before and after on the same
// machine) another one given by path, e.g. a `git worktree` of an older commit with its own
// node_modules; the harness, documents and timing stay this checkout's.
const root = process.env.EDITOR_UI_STUDIO_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..');
// The flags of playwright.config.ts: Debian's Chromium, no sandbox, nothing phoning home.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const VIEWPORT = { width: 1280, height: 800 };
// Cycles of interactions on the last loaded page. Until 2026-11-27 there were 3: a p95 of 3 samples
// is their slowest, the first one after the load (code run for the first time, the load's trailing
// work), so it said little about the others. With 20 the p95 is the 19th of 20 (the 46th of 80
// selections); the p95 of the first 3 cycles alone, the old bench's figure, is reported beside it.
const CYCLES = Number(process.env.EDITOR_UI_CYCLES ?? 20);
const OLD_CYCLES = 3;
// EDITOR_UI_CPU_SLOWDOWN=1.7: the page's main thread 1.7× slower (the tables' notes say so).
const CPU_SLOWDOWN = Number(process.env.EDITOR_UI_CPU_SLOWDOWN ?? 1);

// Chromium's own account of the page's main thread (CDP Performance domain), in seconds: less
// disturbed by other processes than wall time, so it shows a change of main-thread work that the
// noisy load → interactive figure hides.
const MAIN_THREAD_METRICS = ['TaskDuration', 'ScriptDuration'] as const;
type MainThreadMetric = (typeof MAIN_THREAD_METRICS)[number];

const throttledNote = () => (CPU_SLOWDOWN === 1 ? [] : [`**The page's CPU throttled ${CPU_SLOWDOWN}×** (CDP Emulation.setCPUThrottlingRate; the server unthrottled).`]);

const summaryRow = (label: string, values: number[], ...what: string[]) => {
  const s = summariseSamples(values);
  return [label, s.runs, ms(s.median), ms(s.p95), ms(s.min), ms(s.max), ...what];
};

/** An interaction's row: its summary, then the p95 of its first `OLD_CYCLES` cycles (the bench's figure before it ran 20). */
const interactionRow = (label: string, values: number[], perCycle: number) => [...summaryRow(label, values), ms(summariseSamples(values.slice(0, OLD_CYCLES * perCycle)).p95)];

export const benchmark: BenchmarkModule = {
  name: 'editor-ui',
  title: 'Routing editor in the browser: 5,000- and 20,000-node trees, load → interactive and interaction → re-rendered',
  description:
    `The real studio (BFF, sandbox, PGlite, its own \`vite build\`) in Debian's Chromium at ${VIEWPORT.width}×${VIEWPORT.height}, signed in as the demo routing editor, on a valid Card Router document of each size set at the gateway; times are taken in the page from navigation start or from the keydown until the frame that shows the state is painted: load → interactive over 8 loads (new browser context each), interactions over ${CYCLES} keyboard-only cycles on the last loaded page (p95 by nearest rank; "→ its problems shown": until the background revalidation shows, not a goal).`,
  goal: '5,000 rules: load → interactive median ≤ 1,000 ms and every interaction p95 ≤ 50 ms (issue 16.1); 20,000 rules: ≤ 2,500 ms and ≤ 150 ms',
  async run({ quick }) {
    const sizes: SizeRun[] = [];
    // --quick: the 5,000-node tree only.
    for (const size of quick ? SIZES.slice(0, 1) : SIZES) sizes.push(await measureSize(size, quick));
    const limits = (size: number) => (size <= 5000 ? { load: 1000, p95: 50 } : { load: 2500, p95: 150 });
    // One table per kind, the sizes as its first column: half the tables, the same figures.
    const merged = (kind: 0 | 1, title: string): BenchmarkTable => ({
      title,
      columns: ['nodes', ...sizes[0]!.tables[kind]!.columns],
      rows: sizes.flatMap((r) => r.tables[kind]!.rows.map((row) => [r.size, ...row])),
      notes: sizeNotes(sizes.map((r) => [r.size, r.tables[kind]!.notes ?? []])),
    });
    return {
      tables: [merged(0, 'Load → interactive (ms from navigation start)'), merged(1, 'Interaction → re-rendered, same page (ms from keydown)')],
      status: metIf(sizes.every((r) => r.loadMedian <= limits(r.size).load && r.worstP95 <= limits(r.size).p95)),
      measured: sizes.map((r) => `${r.size.toLocaleString('en-US')} rules: load median ${ms(r.loadMedian)} ms, slowest interaction p95 ${ms(r.worstP95)} ms`).join('; '),
    };
  },
};

/** The sizes' notes on one caption: a note every size has once, the others each after its size. */
const sizeNotes = (bySize: Array<[number, string[]]>): string[] => {
  const shared = bySize[0]![1].filter((n) => bySize.every(([, notes]) => notes.includes(n)));
  return [...shared, ...bySize.flatMap(([size, notes]) => notes.filter((n) => !shared.includes(n)).map((n) => `${size.toLocaleString('en-US')}: ${n}`))];
};

/** One size's tables, with the figures the goal line reads. */
interface SizeRun {
  size: number;
  tables: BenchmarkTable[];
  loadMedian: number;
  /** The slowest p95 of the interactions the goal is about (not the background revalidation). */
  worstP95: number;
}

async function measureSize(size: number, quick: boolean): Promise<SizeRun> {
  // Eight: one load → interactive of the same build varies by ±250 ms on 2 shared cores, and a median
  // of four moved by 150 ms between runs; eight cost ~20 s more per size.
  const loads = quick ? 2 : 8;
  const cycles = quick ? 1 : CYCLES;
  const loadBefore = loadavg()[0]!;
  const studio = await startStudio(root, PORT, PORT + 1);
  try {
    // Not `document`: the page callbacks below read the browser's global of that name.
    const { generated, seed } = measurableDocument(size);
    const stored = (await setRoutingAtGateway(studio.sandboxUrl, CONNECTORS.cardRouter.guid, generated)) as SingleMethodDocument;
    const { leaf, parent } = leafWithSibling(stored.tree!);
    const edit = numberEdit(stored.tree!);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium', args: CHROMIUM_ARGS });
    try {
      const login = await browser.newContext();
      const { username, password } = demoUser('routing-editor');
      const signedIn = await login.request.post(`${studio.baseUrl}/api/session/login`, { data: { username, password } });
      if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
      const storageState = await login.storageState();
      await login.close();

      const url = `${studio.baseUrl}/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`;
      const ready: number[] = [];
      const routingReceived: number[] = [];
      const mainThread: Record<MainThreadMetric, number[]> = { TaskDuration: [], ScriptDuration: [] };
      let page;
      let counts = { ruleNodes: 0, treeitems: 0 };
      for (let i = 0; i < loads; i += 1) {
        if (page) await page.context().close();
        const context = await browser.newContext({ storageState, viewport: VIEWPORT });
        await context.addInitScript(READY_SCRIPT);
        page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        // Chromium's CPU throttling (the renderer only; the server runs at full speed): how much margin
        // the figures keep on a slower host of the same kind.
        if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const [interactive] = await Promise.all([whenReady(page, 120_000), page.goto(url, { waitUntil: 'commit' })]);
        ready.push(interactive);
        const { metrics } = await cdp.send('Performance.getMetrics');
        for (const name of MAIN_THREAD_METRICS) mainThread[name].push(1000 * (metrics.find((m) => m.name === name)?.value ?? Number.NaN));
        // Detached, the throttling would end with the session; kept, it lasts the page's life.
        if (CPU_SLOWDOWN === 1) await cdp.detach();
        routingReceived.push(await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith('/routing'))?.responseEnd ?? Number.NaN));
        counts = await page.evaluate(() => ({ ruleNodes: document.querySelectorAll('[data-testid="rule-node"]').length, treeitems: document.querySelectorAll('[role="treeitem"]').length }));
      }

      const steps = cycle(leaf, parent, { ruleNodesAfterFold: 1 }, edit);
      const timings = new Map<string, number[]>();
      // Document edits, also until the problems shown were the new draft's (validated in the background).
      const revalidated = new Map<string, number[]>();
      for (let c = 0; c < cycles; c += 1)
        for (const step of steps) {
          const { shown, validated } = await runMeasuredStep(page!, step);
          timings.set(step.label, [...(timings.get(step.label) ?? []), shown]);
          if (validated !== null) revalidated.set(step.label, [...(revalidated.get(step.label) ?? []), validated]);
        }

      const loadTable: BenchmarkTable = {
        title: `Load → interactive, ${size.toLocaleString('en-US')} rule nodes (ms from navigation start)`,
        columns: ['measure', 'runs', 'median', 'p95', 'min', 'max', 'what'],
        rows: [
          summaryRow('routing document received', routingReceived, 'responseEnd of GET …/routing (BFF → gateway → BFF)'),
          summaryRow('load → interactive', ready, 'graph node laid out + outline row + editor status, painted'),
          summaryRow('renderer main thread: tasks', mainThread.TaskDuration, 'busy time of the page\'s main thread from its creation until read, as soon as the page reports interactive: CDP Performance.getMetrics TaskDuration'),
          summaryRow('renderer main thread: script', mainThread.ScriptDuration, 'of which running JavaScript (ScriptDuration)'),
        ],
        notes: [...throttledNote(), `Document: largeCardRouterDocument(${size}, seed ${seed}).`, `At interactive: ${counts.ruleNodes.toLocaleString('en-US')} rule nodes in the canvas DOM (React Flow draws only what is on screen), ${counts.treeitems} outline rows in the DOM (windowed).`],
      };
      const interactionTable: BenchmarkTable = {
        title: `Interaction → re-rendered, ${size.toLocaleString('en-US')} rule nodes, same page (ms from keydown)`,
        columns: ['interaction', 'runs', 'median', 'p95', 'min', 'max', `p95, first ${OLD_CYCLES} cycles`],
        rows: [
          ...[...timings].map(([label, values]) => interactionRow(label, values, steps.filter((step) => step.label === label).length)),
          ...[...revalidated].map(([label, values]) => interactionRow(`${label.split(' (')[0]} → its problems shown (draft revalidated)`, values, steps.filter((step) => step.label === label).length)),
        ],
        notes: [
          ...throttledNote(),
          `${cycles} cycles; last column: the p95 of the first ${OLD_CYCLES} cycles only`,
          `targets: the leaf \`${leaf}\`, the root \`tree\` (fold), \`${edit.field}\` of \`${edit.path}\` (edit)`,
          `1-minute load average: ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other processes share the machine; figures are wall-clock).`,
        ],
      };
      return {
        size,
        tables: [loadTable, interactionTable],
        loadMedian: summariseSamples(ready).median,
        worstP95: Math.max(...[...timings.values()].map((values) => summariseSamples(values).p95)),
      };
    } finally {
      await browser.close();
    }
  } finally {
    await studio.stop();
  }
}

