import { ZenEngine } from '@gorules/zen-engine';
import { compileTree } from '@domain/routing/evaluation/compile';
import { evaluate } from '@domain/routing/evaluation/evaluate';
import type { Decision } from '@domain/routing/evaluation/outcome';
import { countNodes } from '@domain/routing/tree-walk';
import { jsonRulesFacts, runJsonRules, toJsonRulesEngine } from './evaluator/json-rules';
import { BENCH_RATES, benchContext, DEFAULT_CONNECTOR, generateTransactions, generateTree } from './evaluator/workload';
import { toZenGraph } from './evaluator/zen-graph';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';
import { consume, measureAsync, measureSync, type Measurement } from './lib/timing';

const SIZES = [10, 100, 1000] as const;
const TRANSACTIONS = 1000;
const CHECKED = 200;

const connectorOf = (decision: Decision): string | null => (decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null);
const rate = (m: Measurement) => Math.round(m.opsPerSecond);
const times = (a: Measurement, b: Measurement) => `${(a.opsPerSecond / b.opsPerSecond).toFixed(1)}×`;
const rme = (ms: Measurement[]) => Math.max(...ms.map((m) => m.rmePercent));

export const benchmark: BenchmarkModule = {
  name: 'evaluator',
  title: 'Routing evaluator: compiled and interpreted vs ZEN engine and json-rules-engine',
  description:
    `Evaluations per second (higher is better) of one transaction through one seeded tree of 10, 100 and 1,000 nodes, the same ${TRANSACTIONS.toLocaleString('en-US')} seeded transactions for every engine: the studio's compiled evaluator and interpreter (decision only, or "+ trace": with the plain-language trace the simulator shows) against the same tree as a GoRules ZEN decision graph and a json-rules-engine rule set, each given its best case.`,
  goal: 'compiled ≥ 100× zen-engine and ≥ 20× json-rules-engine per transaction (issue 5)',
  async run({ quick }) {
    const ours = quick ? 250 : 1500;
    const theirs = quick ? 400 : 2500;
    const transactions = generateTransactions(TRANSACTIONS, 42);
    const rows: BenchmarkTable['rows'] = [];
    const checks: BenchmarkTable['rows'] = [];
    const errors: number[] = [];
    const ratios: Array<{ zen: number; rules: number }> = [];
    for (const size of SIZES) {
      const tree = generateTree(size, size);
      if (countNodes(tree) !== size) throw new Error(`generated ${countNodes(tree)} nodes, wanted ${size}`);
      const compileStart = performance.now();
      const compiled = compileTree(tree, DEFAULT_CONNECTOR);
      const compileMs = performance.now() - compileStart;
      const ctx = benchContext(1);
      const zen = new ZenEngine().createDecision(toZenGraph(tree, DEFAULT_CONNECTOR));
      const zenInputs = transactions.map((tx) => ({ ...tx, rates: BENCH_RATES }));
      const rules = toJsonRulesEngine(tree, DEFAULT_CONNECTOR, BENCH_RATES);
      const facts = transactions.map((tx) => jsonRulesFacts(tx, BENCH_RATES));

      // Same connector from all engines? Checked before timing, on the first CHECKED transactions.
      let mismatches = 0;
      let atLeaf = 0;
      let visited = 0;
      for (let i = 0; i < CHECKED; i += 1) {
        const tx = transactions[i]!;
        const traced = compiled(tx, ctx);
        if (traced.decision.kind === 'route') atLeaf += 1;
        visited += traced.trace.filter((step) => step.constraint !== null).length;
        const expected = connectorOf(compiled(tx, ctx, { trace: false }).decision);
        const interpreted = connectorOf(evaluate(tree, DEFAULT_CONNECTOR, tx, ctx).decision);
        const byZen = ((await zen.evaluate(zenInputs[i])).result as { connector?: string }).connector;
        const byRules = await runJsonRules(rules, facts[i]!);
        if (new Set([expected, interpreted, byZen, byRules]).size !== 1) mismatches += 1;
      }
      checks.push([size, CHECKED, mismatches, atLeaf, (visited / CHECKED).toFixed(1)]);

      const indices = transactions.map((_, i) => i);
      const compiledFast = measureSync(transactions, (tx) => consume(connectorOf(compiled(tx, ctx, { trace: false }).decision)), ours);
      const compiledTrace = measureSync(transactions, (tx) => consume(compiled(tx, ctx).trace.at(-1)?.sentence), ours);
      const interpreter = measureSync(transactions, (tx) => consume(connectorOf(evaluate(tree, DEFAULT_CONNECTOR, tx, ctx, { trace: false }).decision)), ours);
      const interpreterTrace = measureSync(transactions, (tx) => consume(evaluate(tree, DEFAULT_CONNECTOR, tx, ctx).trace.at(-1)?.sentence), ours);
      const byZen = await measureAsync(indices, async (i) => consume(((await zen.evaluate(zenInputs[i])).result as { connector?: string }).connector), theirs);
      const byRules = await measureAsync(indices, async (i) => consume(await runJsonRules(rules, facts[i]!)), theirs);
      ratios.push({ zen: compiledFast.opsPerSecond / byZen.opsPerSecond, rules: compiledFast.opsPerSecond / byRules.opsPerSecond });
      errors.push(rme([compiledFast, compiledTrace, interpreter, interpreterTrace, byZen, byRules]));
      rows.push([
        size, rate(compiledFast), rate(compiledTrace), rate(interpreter), rate(interpreterTrace), rate(byZen), rate(byRules),
        times(compiledFast, byZen), times(compiledFast, byRules), times(compiledTrace, byZen), times(compiledTrace, byRules), compileMs.toFixed(2),
      ]);
      console.log(`  ${size} nodes done`);
    }
    const zenMin = Math.min(...ratios.map((r) => r.zen));
    const rulesMin = Math.min(...ratios.map((r) => r.rules));
    const tables: BenchmarkTable[] = [
      {
        title: 'Evaluations per second',
        columns: [
          'nodes', 'compiled', 'compiled + trace', 'interpreter', 'interpreter + trace', 'zen-engine', 'json-rules-engine',
          'compiled ÷ zen', 'compiled ÷ json-rules', 'compiled+trace ÷ zen', 'compiled+trace ÷ json-rules', 'compile (ms)',
        ],
        rows,
        notes: [
          `Largest relative margin of error of a per-round rate in a row: ${errors.map((e) => `${e.toFixed(1)} %`).join(', ')} (10, 100, 1,000 nodes).`,
        ],
      },
      {
        title: 'Same connector from all four engines (compiled, interpreter, zen-engine, json-rules-engine)',
        columns: ['nodes', 'transactions checked', 'mismatches', 'ended at a leaf (not the default)', 'conditions evaluated per transaction (mean)'],
        rows: checks,
      },
    ];
    return { tables, status: metIf(zenMin >= 100 && rulesMin >= 20), measured: `compiled at least ${zenMin.toFixed(1)}× zen-engine and ${rulesMin.toFixed(1)}× json-rules-engine` };
  },
};
