import { cpus } from 'node:os';
import type { BenchmarkModule, BenchmarkTable } from './registry';

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

export const markdownTable = (table: BenchmarkTable): string => {
  const head = `| ${table.columns.join(' | ')} |`;
  const rule = `|${table.columns.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`;
  const rows = table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`);
  return [`**${table.title}**`, '', head, rule, ...rows, ...(table.notes?.length ? ['', ...table.notes.map((n) => `- ${n}`)] : [])].join('\n');
};

/** Plain-text table for the terminal, columns padded. */
export const textTable = (table: BenchmarkTable): string => {
  const cells = [table.columns, ...table.rows.map((r) => r.map(cell))];
  const widths = table.columns.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  const line = (r: Array<string | number>) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
  return [table.title, ...cells.map(line), ...(table.notes ?? []).map((n) => `  - ${n}`)].join('\n');
};

export const section = (module: BenchmarkModule, tables: BenchmarkTable[], m: Machine): string =>
  [
    `<!-- bench:${module.name}:start -->`,
    `## ${module.title}`,
    '',
    module.description,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores · Node ${m.node} · ${m.date} · command: \`${m.command}\``,
    '',
    tables.map(markdownTable).join('\n\n'),
    `<!-- bench:${module.name}:end -->`,
  ].join('\n');

/** Replaces the module's section of BENCHMARKS.md, or appends it; other sections stay as they are. */
export const updateDocument = (current: string, name: string, sectionText: string): string => {
  const pattern = new RegExp(`<!-- bench:${name}:start -->[\\s\\S]*?<!-- bench:${name}:end -->`);
  if (pattern.test(current)) return current.replace(pattern, () => sectionText);
  return `${current.trimEnd()}\n\n${sectionText}\n`;
};
