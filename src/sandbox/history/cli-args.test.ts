import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseHistoryArgs } from './cli-args';

/** The generator's flags: every mistake is named, nothing runs. */

const NOW = new Date('2026-11-24T10:20:30.400Z');
const parse = (line: string) => parseHistoryArgs(line.split(' ').filter(Boolean), NOW);

describe('sandbox:history flags', () => {
  it('reads records, days, seed and end, with seed 1 and now (whole seconds) by default', () => {
    expect(parse('--records 1000000 --days 365')).toEqual({ records: 1_000_000, days: 365, seed: 1, end: new Date('2026-11-24T10:20:30.000Z') });
    expect(parse('--records 5 --days 3 --seed 42 --end 2026-01-01')).toEqual({ records: 5, days: 3, seed: 42, end: new Date('2026-01-01T00:00:00Z') });
    expect(parse('--records=5 --days=3 --end 2026-01-01T12:00:00+02:00').end).toEqual(new Date('2026-01-01T10:00:00Z'));
    expect(parse('--records 5 --days 3 --end 2026-01-01T12:00').end).toEqual(new Date('2026-01-01T12:00:00Z'));
  });

  it.each([
    ['--days 3', /--records is required/],
    ['--records 5', /--days is required/],
    ['--records abc --days 3', /--records must be a whole number, got 'abc'/],
    ['--records 1.5 --days 3', /--records must be a whole number/],
    ['--records -5 --days 3', /--records/],
    ['--records 0 --days 3', /--records must be between 1 and 10000000, got 0/],
    ['--records 10000001 --days 3', /--records must be between/],
    ['--records 5 --days 0', /--days must be between 1 and 3650/],
    ['--records 5 --days 4000', /--days must be between 1 and 3650/],
    ['--records 5 --days 3 --seed x', /--seed must be a whole number/],
    ['--records 5 --days 3 --seed 4294967296', /--seed must be between/],
    ['--records 5 --days 3 --end yesterday', /--end must be an ISO date/],
    ['--records 5 --days 3 --end 2026-13-01T00:00Z', /--end is not a valid date/],
    ['--records 5 --days 3 --end 2026-02-30', /--end is not a valid date/],
    ['--records 5 --days 3 --foo 1', /Unknown option '--foo'/],
    ['--records 5 --days', /'--days <value>' argument missing/],
    ['--records 5 --days 3 extra', /Unexpected argument 'extra'/],
  ])('refuses %s', (line, message) => {
    expect(() => parse(line)).toThrow(message);
  });

  it('exits with 2 and a message, not a stack trace, when run with a bad flag', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/sandbox/history/cli.ts', '--records', 'many', '--days', '3'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("sandbox:history: --records must be a whole number, got 'many'");
    expect(run.stderr).toContain('usage: npm run sandbox:history');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
