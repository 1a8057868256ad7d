import { cpus } from 'node:os';
import type { BenchmarkModule, BenchmarkResult, BenchmarkTable } from './registry';

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  date: string;
  command: string;
}

export const machine = (command: string, now: Date): Machine => ({
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  cores: cpus().length,
  node: process.version,
  date: now.toISOString(),
  command,
});

const cell = (value: string | number): string => (typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 1 }) : value);

/** A table under its caption line: the bold title, then its notes. */
export const markdownTable = (table: BenchmarkTable): string => {
  const caption = [`**${table.title}**`, ...(table.notes ?? [])].join(' · ');
  const head = `| ${table.columns.join(' | ')} |`;
  const rule = `|${table.columns.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`;
  const rows = table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`);
  return [caption, head, rule, ...rows].join('\n');
};

/** Plain-text table for the terminal, columns padded. */
export const textTable = (table: BenchmarkTable): string => {
  const cells = [table.columns, ...table.rows.map((r) => r.map(cell))];
  const widths = table.columns.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  const line = (r: Array<string | number>) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
  return [table.title, ...cells.map(line), ...(table.notes ?? []).map((n) => `  - ${n}`)].join('\n');
};

/** The date and machine of a run, and its command when it is not the section's own. */
const lastRun = (name: string, m: Machine): string => {
  const own = `npm run bench -- ${name}`;
  return `Last run ${m.date.slice(0, 10)}: ${m.cpu}, ${m.cores} cores, Node ${m.node}${m.command === own ? '' : `, as \`${m.command}\``}.`;
};

/**
 * A module's section of BENCHMARKS.md, always the same compact shape: heading; what it measures,
 * the command and the last run in one line; the goal and whether it is met (a quote line, so it
 * shows on its own); each table under a
 * caption line holding its notes. Nothing else: no history (that lives in git and
 * docs/performance-notes.md), so the file stays short however often it is rewritten.
 */
export const section = (module: BenchmarkModule, result: BenchmarkResult, m: Machine): string =>
  [
    `<!-- bench:${module.name}:start -->`,
    `## ${module.title}`,
    `${module.description.replace(/\s*\n\s*/g, ' ').trim()} Command: \`npm run bench -- ${module.name}\`. ${lastRun(module.name, m)}`,
    `> **Goal:** ${module.goal} — **${result.status}** (measured: ${result.measured}).`,
    ...result.tables.flatMap((table) => ['', markdownTable(table)]),
    '',
    `<!-- bench:${module.name}:end -->`,
  ].join('\n');

/** Replaces the module's section of BENCHMARKS.md, or appends it; other sections stay as they are. */
export const updateDocument = (current: string, name: string, sectionText: string): string => {
  const pattern = new RegExp(`<!-- bench:${name}:start -->[\\s\\S]*?<!-- bench:${name}:end -->`);
  if (pattern.test(current)) return current.replace(pattern, () => sectionText);
  return `${current.trimEnd()}\n\n${sectionText}\n`;
};
