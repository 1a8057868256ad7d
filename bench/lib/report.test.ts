import { describe, expect, it } from 'vitest';
import type { BenchmarkModule } from './registry';
import { section, updateDocument, type Machine } from './report';

const module: BenchmarkModule = {
  name: 'demo',
  title: 'Demo benchmark',
  description: 'What it measures\nand how.',
  goal: 'under 10 ms (issue 1)',
  run: () => Promise.reject(new Error('not run here')),
};
const machine = (command: string): Machine => ({ cpu: 'Test CPU', cores: 2, node: 'v20.0.0', date: '2026-12-07T10:00:00.000Z', command });
const result = {
  tables: [
    { title: 'First', columns: ['size', 'ms'], rows: [[1000, 2.5]], notes: ['load average 1.0'] },
    { title: 'Second', columns: ['size', 'ms'], rows: [[5000, 7.25]] },
  ],
  status: 'met' as const,
  measured: '7.25 ms at 5,000',
};

describe('section', () => {
  it('writes heading, description with the command, the goal line and each table under its caption, and nothing else', () => {
    expect(section(module, result, machine('npm run bench -- demo')).split('\n')).toEqual([
      '<!-- bench:demo:start -->',
      '## Demo benchmark',
      'What it measures and how. Command: `npm run bench -- demo`. Last run 2026-12-07: Test CPU, 2 cores, Node v20.0.0.',
      '> **Goal:** under 10 ms (issue 1) — **met** (measured: 7.25 ms at 5,000).',
      '',
      '**First** · load average 1.0',
      '| size | ms |',
      '|---|---:|',
      '| 1,000 | 2.5 |',
      '',
      '**Second**',
      '| size | ms |',
      '|---|---:|',
      '| 5,000 | 7.3 |',
      '',
      '<!-- bench:demo:end -->',
    ]);
  });

  it('names the command of the last run when it ran with others', () => {
    expect(section(module, result, machine('npm run bench -- demo other'))).toContain('Node v20.0.0, as `npm run bench -- demo other`.');
  });

  it('replaces its section whole, so rewriting it never makes the file grow', () => {
    const text = section(module, result, machine('npm run bench -- demo'));
    const once = updateDocument('# Benchmarks\n', 'demo', text);
    expect(updateDocument(once, 'demo', text)).toBe(once);
    expect(updateDocument(once, 'other', text.replaceAll('demo', 'other'))).toContain('<!-- bench:demo:end -->\n\n<!-- bench:other:start -->');
  });
});
