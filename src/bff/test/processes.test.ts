import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './processes';

const script = (body: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'server-process-')), 'entry.mjs');
  writeFileSync(file, body);
  return file;
};

describe('startServerProcess', () => {
  it('tries again on a new port when a start dies, and reports every attempt with its stderr', async () => {
    const entry = script(`process.stderr.write('boom on ' + process.env.PORT + '\\n'); process.exit(3);`);
    const error = await startServerProcess(entry, (port) => ({ PORT: String(port) }), '/', { waitMs: 10_000 }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('attempt 1: process exited (3)');
    expect(message).toContain('attempt 2: process exited (3)');
    expect(message.match(/boom on \d+/g)).toHaveLength(2);
  });

  it('kills a start that stays silent and succeeds with the next attempt', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'server-marker-')), 'started-once');
    // The first start listens nowhere (a hung start); the second serves.
    const entry = script(`
      import { existsSync, writeFileSync } from 'node:fs';
      import { createServer } from 'node:http';
      if (!existsSync(${JSON.stringify(marker)})) { writeFileSync(${JSON.stringify(marker)}, ''); setInterval(() => {}, 1000); }
      else createServer((_, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
    `);
    const server = await startServerProcess(entry, (port) => ({ PORT: String(port) }), '/', { waitMs: 3_000 });
    try {
      expect(await (await fetch(server.url)).text()).toBe('ok');
    } finally {
      await server.stop();
    }
  });
});
